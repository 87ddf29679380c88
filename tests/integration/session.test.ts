import { describe, expect, it } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { basketIdOf, setBasketId } from '#app/features/cart/basket-id.server.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'

/** A session as a returning shopper's browser would send it, built from the first visit's cookie. */
async function returningShopper(change: (session: ReturnType<typeof getSession>) => void) {
  const jar = new CookieJar()
  jar.store((await runRoute(homeLoader, get('/en-us', jar))).cookies)
  const session = getSession(get('/en-us', jar))
  change(session)
  jar.store([commitSession(session)])
  return jar
}

const tokenCalls = async () => (await capturedRequests()).filter((c) => c.path === '/token/v2/auth/token')

describe('guest token lifecycle', () => {
  it('AUTH refreshes an expired access token once, even for concurrent requests', async () => {
    const jar = await returningShopper((s) => s.set('accessExpiresAt', Date.now() - 1000))
    const [a, b] = await Promise.all([
      runRoute(cartLoader, get('/en-us/cart', jar), { locale: 'en-us' }),
      runRoute(cartLoader, get('/en-us/cart', jar), { locale: 'en-us' }),
    ])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    const calls = await tokenCalls()
    expect(calls.map((c) => (c.body as { type: string }).type)).toEqual(['Guest', 'Refresh'])
  })

  it('AUTH an invalid refresh token turns the shopper back into a guest, cleanly', async () => {
    const jar = await returningShopper((s) => {
      s.set('accessExpiresAt', Date.now() - 1000)
      s.set('refreshToken', 'rt_not-a-real-token')
      setBasketId(s, 'bsk-gone', 'us')
    })
    const result = await runRoute(homeLoader, get('/en-us', jar), { locale: 'en-us' })
    expect(result.status).toBe(200)
    jar.store(result.cookies)
    const calls = await tokenCalls()
    expect(calls.map((c) => (c.body as { type: string }).type)).toEqual(['Guest', 'Refresh', 'Guest'])
    const session = getSession(get('/en-us', jar))
    expect(basketIdOf(session)).toBeUndefined()
    expect(session.get('tokenType')).toBe('Guest')
  })

  it('keeps working when the token service is down: content pages still render', async () => {
    await fetch('http://emulator.test/__emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '^/token/', status: 503, errorId: 'GEN500' }),
    })
    const result = await runRoute(homeLoader, get('/en-us'), { locale: 'en-us' })
    expect(result.status).toBe(200)
  })
})
