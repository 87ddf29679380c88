import { describe, expect, it } from 'vitest'
import { GENERIC_ERROR_MESSAGE } from '#app/domain/errors/errors.ts'
import type { NewsletterAnswer } from '#app/domain/content/newsletter.ts'
import { action, loader } from '#app/routes/newsletter.tsx'
import { POLICY_REQUIRED_MESSAGE } from '#app/features/newsletter/schemas/newsletter.ts'
import { ALREADY_SUBSCRIBED_MESSAGE } from '#mocks/newsletter/newsletter.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/** The newsletter action every newsletter form posts to (FORM-002..FORM-004, VAL-043), and its page. */

const L = { locale: 'en-us' }
const SUBSCRIBE = '/consumers-v3/consumer/newsletter'
type PageData = Awaited<ReturnType<typeof loader>>

/** The honeypot fields of a form served to this jar, as the browser posts them. */
async function honeypot(jar: CookieJar) {
  const page = await runRoute<PageData>(loader, get('/en-us/newsletter', jar), L)
  jar.store(page.cookies)
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = page.data!.form.honeypot
  return { [nameFieldName]: '', [validFromFieldName!]: encryptedValidFrom }
}

async function subscribe(fields: Record<string, string>, jar = new CookieJar()) {
  const trap = await honeypot(jar)
  return runRoute<NewsletterAnswer>(
    action,
    post('/en-us/newsletter', { intent: 'subscribe-newsletter', ...trap, ...fields }, jar),
    L,
  )
}

async function subscribeCalls() {
  return (await capturedRequests()).filter((c) => c.method === 'POST' && c.path === SUBSCRIBE)
}

const GUEST = { email: 'trail.fan@example.com', policy: 'on', returnTo: '/en-us/news-and-offers' }

describe('the newsletter action', () => {
  it('FORM-002 a guest subscribes with optIn, the page path as campaign, the email and acquisitionType Signup, in one call', async () => {
    const result = await subscribe({ ...GUEST, enhanced: '1' })
    expect(result.status).toBe(200)
    expect(result.data).toMatchObject({ subscribed: true, campaignName: '/en-us/news-and-offers' })
    const calls = await subscribeCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({
      optIn: true,
      campaignName: '/en-us/news-and-offers',
      email: 'trail.fan@example.com',
      acquisitionType: 'Signup',
    })
  })

  it("FORM-002 an editor's campaign wins over the page path; a path that is not ours is not a campaign", async () => {
    await subscribe({ ...GUEST, campaign: 'spring-launch', enhanced: '1' })
    await subscribe({ ...GUEST, email: 'other@example.com', returnTo: 'https://evil.example/x' })
    const [withCampaign, foreign] = await subscribeCalls()
    expect(withCampaign!.body).toMatchObject({ campaignName: 'spring-launch' })
    expect(foreign!.body).toMatchObject({ campaignName: '/en-us/newsletter' })
  })

  it("FORM-002 a signed-in shopper's call carries their token and neither email nor acquisitionType", async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const result = await subscribe({ ...GUEST, email: 'shopper@example.com', enhanced: '1' }, jar)
    expect(result.data?.subscribed).toBe(true)
    const [call] = await subscribeCalls()
    expect(call!.body).toEqual({ optIn: true, campaignName: '/en-us/news-and-offers' })
    expect(call!.headers.authorization).toMatch(/^Bearer at_/)
  })

  it('FORM-003 a plain post that subscribes is sent on to the success view, with the way back to its page', async () => {
    const result = await subscribe(GUEST)
    expect(result.status).toBe(303)
    const location = result.response?.headers.get('Location')
    expect(location).toBe('/en-us/newsletter?subscribed=1&returnTo=%2Fen-us%2Fnews-and-offers')
    const page = await runRoute<PageData>(loader, get(location!), L)
    expect(page.data).toMatchObject({ subscribed: true, returnTo: '/en-us/news-and-offers' })
  })

  it('FORM-002 a double submit (a second post while the first is under way) makes one call, and both see the success', async () => {
    const jar = new CookieJar()
    const trap = await honeypot(jar)
    const send = () =>
      runRoute<NewsletterAnswer>(
        action,
        post('/en-us/newsletter', { intent: 'subscribe-newsletter', ...trap, ...GUEST, enhanced: '1' }, jar),
        L,
      )
    const [first, second] = await Promise.all([send(), send()])
    expect([first.data?.subscribed, second.data?.subscribed]).toEqual([true, true])
    expect(await subscribeCalls()).toHaveLength(1)
  })

  it('VAL-043 a blank email and an unticked policy box are refused at their fields, what was typed kept, nothing sent', async () => {
    const blank = await subscribe({ email: '', returnTo: '/en-us' })
    expect(blank.status).toBe(400)
    expect(blank.data?.result.error).toMatchObject({
      email: ['This field is required'],
      policy: [POLICY_REQUIRED_MESSAGE],
    })
    const malformed = await subscribe({ email: 'trail.fan@example', returnTo: '/en-us' })
    expect(malformed.data?.result.error?.email).toEqual(['Email is not valid'])
    expect(malformed.data?.result.initialValue).toMatchObject({ email: 'trail.fan@example' })
    expect(await subscribeCalls()).toHaveLength(0)
  })

  it('refuses a post without the honeypot or with its trap filled in, and sends nothing', async () => {
    const bare = await runRoute<NewsletterAnswer>(
      action,
      post('/en-us/newsletter', { intent: 'subscribe-newsletter', ...GUEST }),
      L,
    )
    expect(bare.status).toBe(400)
    const filled = await subscribe({ ...GUEST, name__confirm: 'bot' })
    expect(filled.status).toBe(400)
    expect(filled.data?.result.error?.['']).toEqual(['We could not process this form. Please try again.'])
    expect(await subscribeCalls()).toHaveLength(0)
  })

  it('answers 400 to an unknown intent without calling the service', async () => {
    const result = await subscribe({ ...GUEST, intent: 'unsubscribe' })
    expect(result.status).toBe(400)
    expect(await subscribeCalls()).toHaveLength(0)
  })

  it('FORM-004 the message the call returns is the error notification, with the typed email kept; nothing else happens', async () => {
    await subscribe({ ...GUEST, enhanced: '1' })
    const again = await subscribe({ ...GUEST, enhanced: '1' })
    expect(again.status).toBe(409)
    expect(again.data?.subscribed).toBe(false)
    expect(again.data?.result.error?.['']).toEqual([ALREADY_SUBSCRIBED_MESSAGE])
    expect(again.data?.result.initialValue).toMatchObject({ email: GUEST.email })
    // A plain post renders the page with the same answer (no redirect).
    await injectFault({ path: 'consumer/newsletter$', status: 400, message: 'Newsletter sign-up is paused.' })
    const plain = await subscribe({ ...GUEST, email: 'new@example.com' })
    expect(plain.status).toBe(400)
    expect(plain.data?.result.error?.['']).toEqual(['Newsletter sign-up is paused.'])
    expect(await subscribeCalls()).toHaveLength(3)
  })

  it('FORM-004 a failing service is a general message, never a server error page', async () => {
    await injectFault({ path: 'consumer/newsletter$', status: 503, message: 'upstream stack trace' })
    const result = await subscribe({ ...GUEST, enhanced: '1' })
    expect(result.status).toBe(502)
    expect(result.data?.result.error?.['']).toEqual([GENERIC_ERROR_MESSAGE])
  })
})
