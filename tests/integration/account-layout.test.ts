import { describe, expect, it } from 'vitest'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { loader as layoutLoader } from '#app/routes/account-layout.tsx'
import { loader as passwordLoader } from '#app/routes/account-password.tsx'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }

/**
 * The account's pages are for a signed-in shopper only and are never stored by a cache: not the page,
 * not the redirect a signed-out visitor gets (AUTH-036).
 */
describe('account pages', () => {
  it('AUTH-036 a signed-out visitor is sent to sign in and back, and the answer is private, no-store', async () => {
    for (const [loader, path] of [
      [layoutLoader, '/en-us/account'],
      [accountLoader, '/en-us/account'],
      [passwordLoader, '/en-us/account/password'],
    ] as const) {
      const result = await runRoute(loader, get(path, new CookieJar()), L)
      expect(result.status).toBe(302)
      expect(result.response?.headers.get('Location')).toBe(
        `/en-us/sign-in?redirectTo=${encodeURIComponent(path)}`,
      )
      expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('AUTH-036 a signed-in shopper gets the page and its navigation data, never stored by a cache', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const layout = await runRoute<{ locale: string; employee: boolean }>(
      layoutLoader,
      get('/en-us/account', jar),
      L,
    )
    expect(layout.status).toBe(200)
    expect(layout.data).toEqual({ locale: 'en-us', employee: false })
    const page = await runRoute(accountLoader, get('/en-us/account', jar), L)
    expect(page.status).toBe(200)
    expect(page.response?.headers.get('Cache-Control')).toBe('private, no-store')
  })
})
