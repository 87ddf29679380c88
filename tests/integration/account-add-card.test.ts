import { describe, expect, it } from 'vitest'
import { loader as paymentMethodsLoader } from '#app/routes/account-payment-methods.tsx'
import { action, loader } from '#app/routes/account-payment-method-new.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, sessionOf, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const NEW = '/en-us/account/payment-methods/new'
type Page = Awaited<ReturnType<typeof loader>>

async function signedIn(email = 'wallet@example.com') {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

/** Opens a verification session and types the card on the provider's page: the session's id. */
async function verifyCard(jar: CookieJar, cardNumber = '5555 5555 5555 4444') {
  const started = await runRoute(action, post(NEW, { intent: 'start-add-card' }, jar), L)
  expect(started.status).toBe(303)
  jar.store(started.cookies)
  const hpp = started.response!.headers.get('Location')!
  expect(hpp).toMatch(/\/__provider\/hpp\/ps-/)
  await fetch(hpp, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ cardholderName: 'Wally Wallet', cardNumber, expiry: '12/35', cvc: '123' }),
  })
  return sessionOf(jar).addCardSession!
}

const calls = async (method: string, path: string) =>
  (await capturedRequests()).filter((r) => r.method === method && r.path === path)

/** Adding a card from the account, the card typed on the provider's page only (decision 036). */
describe('adding a card from the account', () => {
  it('ACCT-022 a verification session pays for nothing; the verified card is saved with recaptcha_response, once', async () => {
    const jar = await signedIn()
    const sessionId = await verifyCard(jar)
    const opened = (await calls('GET', '/cart/v1/paymentSession')).at(-1)!
    expect(opened.query).toMatchObject({ purpose: 'verify', paymentMethodId: 'CREDIT_CARD' })

    const back = await runRoute<Page>(loader, get(`${NEW}?paymentSession=${sessionId}`, jar), L)
    expect(back.data!.state).toEqual({ step: 'verified', cardType: 'MASTERCARD', lastFour: '4444' })
    expect(back.response?.headers.get('Cache-Control')).toBe('private, no-store')

    const saved = await runRoute(action, post(NEW, { intent: 'save-added-card' }, jar), L)
    expect(saved.status).toBe(303)
    expect(saved.response!.headers.get('Location')).toBe('/en-us/account/payment-methods')
    expect(toastOf(saved.cookies)).toMatchObject({ type: 'success', title: 'Card saved' })
    jar.store(saved.cookies)
    const [save] = await calls('POST', '/consumers-v3/consumer/payment_instruments')
    expect(save!.body).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      sessionId,
      card: { cardType: 'MASTERCARD', lastFour: '4444' },
    })
    expect(typeof (save!.body as { recaptcha_response?: unknown }).recaptcha_response).toBe('string')

    // A second post (a double click, a reload) saves nothing more.
    const again = await runRoute(action, post(NEW, { intent: 'save-added-card' }, jar), L)
    expect(again.status).toBe(303)
    expect(await calls('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(1)

    const list = await runRoute<Awaited<ReturnType<typeof paymentMethodsLoader>>>(
      paymentMethodsLoader,
      get('/en-us/account/payment-methods', jar),
      L,
    )
    expect(list.data!.cards.map((c) => c.lastFour)).toContain('4444')
  })

  it('ACCT-022 a declined card is refused and nothing is saved', async () => {
    const jar = await signedIn()
    const sessionId = await verifyCard(jar, '4000 0000 0000 0002')
    const back = await runRoute<Page>(loader, get(`${NEW}?paymentSession=${sessionId}`, jar), L)
    expect(back.data!.state).toEqual({ step: 'refused' })
    const saved = await runRoute(action, post(NEW, { intent: 'save-added-card' }, jar), L)
    expect(saved.response!.headers.get('Location')).toBe(`${NEW}?paymentSession=${sessionId}`)
    expect(await calls('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(0)
  })

  it('ACCT-022 one shopper cannot read or save the card another shopper verified', async () => {
    const owner = await signedIn()
    const sessionId = await verifyCard(owner)
    const other = await signedIn('shopper@example.com')
    const peek = await runRoute<Page>(loader, get(`${NEW}?paymentSession=${sessionId}`, other), L)
    expect(peek.data!.state).toEqual({ step: 'expired' })
    const saved = await runRoute(action, post(NEW, { intent: 'save-added-card' }, other), L)
    expect(saved.response!.headers.get('Location')).toBe(NEW)
    expect(await calls('POST', '/consumers-v3/consumer/payment_instruments')).toHaveLength(0)
  })

  it('AUTH-036 a signed-out visitor is sent to sign in; an unknown intent is a 400', async () => {
    const guest = await runRoute(loader, get(NEW, new CookieJar()), L)
    expect(guest.status).toBe(302)
    expect(guest.response!.headers.get('Location')).toContain('/en-us/sign-in?redirectTo=')
    const jar = await signedIn()
    const unknown = await runRoute(action, post(NEW, { intent: 'pay-with-card' }, jar), L)
    expect(unknown.status).toBe(400)
  })
})
