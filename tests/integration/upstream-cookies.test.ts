import { describe, expect, it } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { AFFINITY_COOKIE } from '#mocks/identity/affinity.ts'
import { capturedRequests, type Captured } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute, sessionOf } from '#tests/helpers/route.ts'

/**
 * PLAT-005 (decision 075): the cookies the API sets on its answers are kept per shopper and go back
 * on that shopper's later calls; the browser's own cookies (our sealed session above all) never leave.
 */

const L = { locale: 'en-us' }

/** Third parties the emulator serves on its own host: they have clients of their own, not the API's. */
const THIRD_PARTY = /^\/(social|cdp|cdn|logx)\//

async function clearCaptured() {
  await fetch('http://emulator.test/__emulator/requests', { method: 'DELETE' })
}

/** The affinity value each captured call carried (undefined: no such cookie). */
function affinities(calls: Captured[]) {
  return calls.map((call) => {
    const pair = (call.headers.cookie ?? '')
      .split(';')
      .map((p) => p.trim())
      .find((p) => p.startsWith(`${AFFINITY_COOKIE}=`))
    return pair?.slice(AFFINITY_COOKIE.length + 1)
  })
}

/** A browser's request with the cookies of its jar and some of its own (analytics, consent). */
function browserGet(path: string, jar: CookieJar) {
  const request = get(path, jar)
  const own = '_ga=GA1.2.111.222; consent=v1.performance'
  request.headers.set('Cookie', [jar.header(), own].filter(Boolean).join('; '))
  return request
}

/** A shopper's first page: the guest token call's answer sets the API's cookie, kept in their session. */
async function firstVisit() {
  const jar = new CookieJar()
  const first = await runRoute(cartLoader, browserGet('/en-us/cart', jar), L)
  jar.store(first.cookies)
  return jar
}

describe('the API’s own cookies', () => {
  it('PLAT-005 a cookie the API set on one answer goes back on that shopper’s next server-side calls, mirrored as it was set', async () => {
    const jar = await firstVisit()
    const tokenCall = (await capturedRequests()).find((c) => c.path === '/token/v2/auth/token')
    expect(tokenCall?.headers.cookie).toBeUndefined()
    const kept = sessionOf(jar).apiCookies
    expect(kept).toEqual([
      {
        origin: 'http://emulator.test',
        name: AFFINITY_COOKIE,
        value: 'aff-000001',
        expires: expect.any(Number),
      },
    ])

    await clearCaptured()
    const next = await runRoute(plpLoader, browserGet('/en-us/c/running-shoes-1010', jar), {
      ...L,
      slugId: 'running-shoes-1010',
    })
    expect(next.status).toBe(200)
    const calls = await capturedRequests()
    const apiCalls = calls.filter((c) => !THIRD_PARTY.test(c.path))
    const thirdParties = calls.filter((c) => THIRD_PARTY.test(c.path))
    expect(apiCalls.length).toBeGreaterThan(2)
    // Every API call of this shopper carries exactly the cookie the API set: nothing of the browser's.
    for (const call of apiCalls) expect(call.headers.cookie).toBe(`${AFFINITY_COOKIE}=aff-000001`)
    // The third parties the emulator stands in for on the same host (the social media host) get none.
    expect(thirdParties.length).toBeGreaterThan(0)
    for (const call of thirdParties) expect(call.headers.cookie).toBeUndefined()
    // The API answered with the cookie it had: no second one was set, so the session did not change.
    expect(sessionOf(jar).apiCookies?.map((c) => c.value)).toEqual(['aff-000001'])
  })

  it('PLAT-005 our cookies never reach the API: not the sealed session, not the visitor’s others', async () => {
    const jar = await firstVisit()
    const session = jar.get('__session')
    expect(session).toBeTruthy()
    await runRoute(cartLoader, browserGet('/en-us/cart', jar), L)
    const calls = await capturedRequests()
    for (const call of calls) {
      const cookie = call.headers.cookie ?? ''
      expect(cookie).not.toContain('__session')
      expect(cookie).not.toContain(session!.slice(0, 24))
      expect(cookie).not.toContain('_ga=')
      expect(cookie).not.toContain('consent=')
    }
  })

  it('PLAT-005 another shopper gets a cookie of their own and never the first shopper’s', async () => {
    const alice = await firstVisit()
    const bob = await firstVisit()
    expect(sessionOf(alice).apiCookies?.[0]?.value).toBe('aff-000001')
    expect(sessionOf(bob).apiCookies?.[0]?.value).toBe('aff-000002')

    await clearCaptured()
    await runRoute(cartLoader, browserGet('/en-us/cart', bob), L)
    const bobs = affinities(await capturedRequests())
    expect(bobs.length).toBeGreaterThan(0)
    expect(new Set(bobs)).toEqual(new Set(['aff-000002']))

    await clearCaptured()
    await runRoute(cartLoader, browserGet('/en-us/cart', alice), L)
    expect(new Set(affinities(await capturedRequests()))).toEqual(new Set(['aff-000001']))
  })

  it('PLAT-005 a new visitor’s calls carry none of the browser’s cookies: only, once it is set, the API’s own', async () => {
    const request = get('/en-us/cart')
    request.headers.set('Cookie', '_ga=GA1.2.111.222; other=1')
    await runRoute(cartLoader, request, L)
    const calls = await capturedRequests()
    expect(calls.length).toBeGreaterThan(0)
    // The guest token call went first with nothing; what left after its answer carries its cookie.
    expect(calls.find((c) => c.path === '/token/v2/auth/token')?.headers.cookie).toBeUndefined()
    for (const call of calls)
      expect(call.headers.cookie ?? `${AFFINITY_COOKIE}=aff-000001`).toBe(`${AFFINITY_COOKIE}=aff-000001`)
  })
})
