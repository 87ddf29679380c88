import { beforeAll, describe, expect, it } from 'vitest'
import { homePath, locationPath } from '#app/domain/paths/paths.ts'
import {
  Jar,
  dataRequestPath,
  guestWithCart,
  postForm,
  postPageForm,
  resetEmulator,
  send,
  signedIn,
} from './helpers.ts'

/**
 * Cookies (decision 043): every Set-Cookie the storefront sends on a shopper's way through the site is
 * HttpOnly, Secure (a production build), SameSite and at most 4096 bytes; a tampered cookie is
 * treated as no cookie, never as an error.
 */
const seen: string[] = []
let signedInStatus = 0
let accountStatus = 0
function collect(response: Response) {
  seen.push(...response.headers.getSetCookie())
  return response
}

beforeAll(async () => {
  await resetEmulator()
  const jar = new Jar()
  collect(await send('/', { jar, headers: { 'Accept-Language': 'en-GB' } }))
  collect(await send('/en-us', { jar }))
  collect(
    await postForm(
      '/en-us/cart',
      {
        intent: 'add-to-cart',
        productId: 'RS100001',
        upc: '846121001041',
        qty: '1',
        redirectTo: '/en-us/cart',
      },
      jar,
    ),
  )
  collect(await send('/en-us/cart', { jar }))
  collect(await postForm('/en-us/dismiss', { intent: 'dismiss', key: 'promoBar', redirectTo: '/en-us' }, jar))
  collect(
    await postForm(
      '/en-us/dismiss',
      { intent: 'dismiss', key: 'popup', name: 'welcome', redirectTo: '/en-us' },
      jar,
    ),
  )
  const signIn = collect(
    await postPageForm(
      '/en-us/sign-in',
      { intent: 'sign-in', email: 'shopper@example.com', password: 'Passw0rd!' },
      jar,
    ),
  )
  signedInStatus = signIn.status
  const account = collect(await send('/en-us/account', { jar }))
  accountStatus = account.status
  collect(await postForm('/en-us/sign-out', { intent: 'sign-out' }, jar))
  collect(await send('/en-ca', { jar }))
})

describe('every Set-Cookie is HttpOnly, Secure, SameSite and small', () => {
  it('the journey signed in for real: the sign-in post redirected and the account page answered', () => {
    expect(signedInStatus).toBe(303)
    expect(accountStatus).toBe(200)
  })

  it('the journey set the session, locale, toast and closed-bar cookies', () => {
    const names = new Set(seen.map((c) => c.split('=')[0]))
    expect(names.size).toBeGreaterThanOrEqual(3)
    expect([...names]).toEqual(expect.arrayContaining(['locale']))
  })

  it('each one carries HttpOnly, Secure and SameSite and fits 4096 bytes', () => {
    for (const cookie of seen) {
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie, cookie).toMatch(/;\s*Secure/i)
      expect(cookie, cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i)
      expect(new TextEncoder().encode(cookie).byteLength).toBeLessThanOrEqual(4096)
    }
  })
})

describe('tampered cookies are no cookies', () => {
  const tampered = (session: string) => [
    ['garbage', 'not-a-sealed-value'],
    ['a flipped character', session.slice(0, -2) + (session.at(-2) === 'A' ? 'B' : 'A') + session.at(-1)],
    ['truncated', session.slice(0, Math.floor(session.length / 2))],
    ['oversized', 'x'.repeat(3500)],
    ['percent garbage', '%E0%A4%A'],
    ['sealed with another secret', 'Fe26.2**deadbeef*c2FsdA*aXY*Y2lwaGVy**bWFj*c2ln'],
  ]

  it('pages answer 200 as a new visitor, cart and account pages too, and the cookie is replaced', async () => {
    const jar = await signedIn()
    const [name, session] = [...jar.cookies][0]!
    for (const [what, value] of tampered(session)) {
      for (const page of ['/en-us', '/en-us/cart', '/en-us/p/tempo-trail-runner-RS100001']) {
        const response = await send(page, { headers: { Cookie: `${name}=${value}; locale=${'<script>'}` } })
        expect(response.status, `${what} on ${page}`).toBe(200)
        expect(await response.text()).not.toContain('Sam Shopper')
      }
      const account = await send('/en-us/account', { headers: { Cookie: `${name}=${value}` } })
      await account.body?.cancel()
      expect(account.status, what).toBe(302)
      expect(account.headers.get('Location')).toContain('/sign-in')
    }
  })

  it('a guest with a cart keeps browsing when the locale cookie is forged', async () => {
    const jar = await guestWithCart()
    jar.cookies.set('locale', '../../etc/passwd')
    const response = await send('/cart', { jar })
    await response.body?.cancel()
    expect(response.status).toBeLessThan(400)
    expect(response.headers.get('Location')).toMatch(/^\/[a-z]{2}-[a-z]{2}\/cart$/)
  })
})

describe('the locale cookie', () => {
  it('a page’s data request leaves the locale cookie as it is; opening a page in a locale sets it (decision 048)', async () => {
    const jar = new Jar()
    jar.cookies.set('locale', 'de-de')
    // A dialog's loader of the page the shopper has just left, revalidated after they chose Germany.
    const data = await send(dataRequestPath(locationPath('en-us')), { jar })
    await data.body?.cancel()
    expect(data.status).toBe(200)
    expect(jar.cookies.get('locale')).toBe('de-de')
    const page = await send(homePath('en-us'), { jar })
    await page.body?.cancel()
    expect(page.status).toBe(200)
    expect(jar.cookies.get('locale')).toBe('en-us')
  })
})
