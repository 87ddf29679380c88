import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import { action, loader } from '#app/routes/privacy-consent.tsx'
import { CONSENT_MESSAGES } from '#app/features/consent/schemas/consent.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

/** The consent posts (the banner's and the cookie settings page's) and the settings page (PLAT-040..043). */

const GB = { locale: 'en-gb' }
const PATH = '/en-gb/privacy/consent'
type PageData = Awaited<ReturnType<typeof loader>>
type Reply = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

const consentSetCookie = (cookies: string[]) => cookies.find((c) => c.startsWith('consent='))

async function postConsent(fields: Record<string, string>, jar = new CookieJar()) {
  const result = await runRoute<Reply>(action, post(PATH, fields, jar), GB)
  jar.store(result.cookies)
  return { result, jar }
}

afterEach(() => {
  delete process.env.COOKIE_SECURE
  resetEnvCache()
})

describe('the consent action', () => {
  it('PLAT-042 accept all from the banner, without JavaScript: every category in the cookie, back to the page with a toast', async () => {
    process.env.COOKIE_SECURE = 'true'
    resetEnvCache()
    const back = '/en-gb/c/footwear-1000?sort=price-asc'
    const { result } = await postConsent({ intent: CONSENT_INTENTS.acceptAll, redirectTo: back })
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(back)
    const cookie = consentSetCookie(result.cookies)!
    expect(cookie.split('; ')[0]).toBe('consent=v1.performance.functional.targeting')
    // httpOnly, Secure, SameSite=Lax, the whole site, a year.
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=31536000/)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'success', title: 'Your cookie choice is saved.' })
  })

  it('PLAT-042 reject all keeps only required: the cookie records the choice with no category', async () => {
    const { result, jar } = await postConsent({ intent: CONSENT_INTENTS.rejectAll, redirectTo: '/en-gb' })
    expect(result.status).toBe(303)
    expect(jar.get('consent')).toBe('v1')
    const page = await runRoute<PageData>(loader, get(PATH, jar), GB)
    expect(page.data).toMatchObject({ choice: NONE, allowed: ['required'] })
  })

  it('PLAT-042 a choice per category records exactly the ticked boxes, and the page shows it next time', async () => {
    const { result, jar } = await postConsent({
      intent: CONSENT_INTENTS.saveChoice,
      performance: 'on',
      targeting: 'on',
      redirectTo: '/en-gb/p/tempo-trail-runner-RS100001',
    })
    expect(result.response?.headers.get('Location')).toBe('/en-gb/p/tempo-trail-runner-RS100001')
    expect(jar.get('consent')).toBe('v1.performance.targeting')
    const page = await runRoute<PageData>(loader, get(PATH, jar), GB)
    expect(page.data).toMatchObject({
      choosable: true,
      choice: { performance: true, functional: false, targeting: true },
      allowed: ['required', 'performance', 'targeting'],
    })
  })

  it('PLAT-042 the banner’s fetcher gets data, not a redirect, with the same cookie', async () => {
    const { result, jar } = await postConsent({
      intent: CONSENT_INTENTS.rejectAll,
      redirectTo: '/en-gb',
      enhanced: '1',
    })
    expect(result.status).toBe(200)
    expect(result.data).toMatchObject({ saved: true })
    expect(jar.get('consent')).toBe('v1')
    expect(toastOf(result.cookies)).toBeNull()
  })

  it('PLAT-042 a second identical post (a double submit) answers the same and leaves the same cookie', async () => {
    const jar = new CookieJar()
    const fields = { intent: CONSENT_INTENTS.acceptAll, redirectTo: '/en-gb' }
    const first = await postConsent(fields, jar)
    const second = await postConsent(fields, jar)
    expect([first.result.status, second.result.status]).toEqual([303, 303])
    expect(consentSetCookie(second.result.cookies)).toBe(consentSetCookie(first.result.cookies))
  })

  it('PLAT-042 goes back only within the site: another origin or a protocol-relative path lands on the home page', async () => {
    for (const redirectTo of ['https://evil.example/x', '//evil.example', '/\t/evil.example', '']) {
      const { result } = await postConsent({ intent: CONSENT_INTENTS.acceptAll, redirectTo })
      expect(result.response?.headers.get('Location'), redirectTo).toBe('/en-gb')
    }
  })

  it('PLAT-042 bad input is a 400 with the page and the message at its field, what was ticked kept, no cookie', async () => {
    const { result } = await postConsent({
      intent: CONSENT_INTENTS.saveChoice,
      performance: 'on',
      targeting: 'yes please',
    })
    expect(result.status).toBe(400)
    expect(result.data?.result.error).toMatchObject({ targeting: [CONSENT_MESSAGES.category] })
    expect(result.data?.result.initialValue).toMatchObject({ performance: 'on' })
    expect(consentSetCookie(result.cookies)).toBeUndefined()
  })

  it('PLAT-042 an unknown or missing intent is a 400 with the page and a message for the form, never a 5xx', async () => {
    const posts: Record<string, string>[] = [
      { intent: 'delete-everything' },
      {},
      { intent: CONSENT_INTENTS.acceptAll.toUpperCase() },
    ]
    for (const fields of posts) {
      const { result } = await postConsent(fields)
      expect(result.status, JSON.stringify(fields)).toBe(400)
      expect(result.data?.result.error).toMatchObject({ intent: [CONSENT_MESSAGES.intent] })
      expect(consentSetCookie(result.cookies)).toBeUndefined()
    }
  })
})

const NONE = { performance: false, functional: false, targeting: false }

describe('the cookie settings page', () => {
  it('PLAT-042 shows that no choice was made yet, and sets no cookie on a GET', async () => {
    const page = await runRoute<PageData>(loader, get(PATH), GB)
    expect(page.data).toMatchObject({ choosable: true, choice: null, allowed: ['required'] })
    expect(consentSetCookie(page.cookies)).toBeUndefined()
  })

  it('PLAT-042 goes back to the redirectTo it was given, else to the page on this site that linked to it', async () => {
    const fromBanner = await runRoute<PageData>(
      loader,
      get(`${PATH}?redirectTo=%2Fen-gb%2Fsearch%3Fq%3Dboots`),
      GB,
    )
    expect(fromBanner.data?.redirectTo).toBe('/en-gb/search?q=boots')
    const cases: [string, string][] = [
      ['http://localhost:3000/en-gb/c/footwear-1000?page=2', '/en-gb/c/footwear-1000?page=2'],
      ['https://evil.example/en-gb/account', '/en-gb'],
      ['http://localhost:3000/en-gb/privacy/consent', '/en-gb'],
      ['not a url', '/en-gb'],
    ]
    for (const [referer, back] of cases) {
      const request = get(PATH)
      request.headers.set('Referer', referer)
      expect((await runRoute<PageData>(loader, request, GB)).data?.redirectTo, referer).toBe(back)
    }
    const foreign = await runRoute<PageData>(loader, get(`${PATH}?redirectTo=https%3A%2F%2Fevil.example`), GB)
    expect(foreign.data?.redirectTo).toBe('/en-gb')
  })

  it('PLAT-041 outside EMEA there is nothing to choose: every category is allowed', async () => {
    const page = await runRoute<PageData>(loader, get('/en-us/privacy/consent'), { locale: 'en-us' })
    expect(page.data).toMatchObject({
      choosable: false,
      allowed: ['required', 'performance', 'functional', 'targeting'],
    })
  })
})
