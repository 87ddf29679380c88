import { describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { action as associateAction } from '#app/routes/associate-login.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { action as signOutAction } from '#app/routes/sign-out.tsx'
import { SESSION_KEYS } from '#app/mock-mode.server.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { server } from '#mocks/node.ts'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'

/**
 * Mock mode (decision 074). The integration tests' network is MSW's interception of `fetch`: a call the
 * API client sends to the services goes through it, a call mock mode answers in-process does not. (The
 * emulator's capture log is no witness here: mock mode answers with the same handlers, in this process.)
 */

const PDP = '/en-us/p/tempo-trail-runner-RS100001'
const PDP_PARAMS = { locale: 'en-us', slugId: 'tempo-trail-runner-RS100001' }
const PLP = '/en-us/c/running-shoes-1010'
const PLP_PARAMS = { locale: 'en-us', slugId: 'running-shoes-1010' }

type PdpData = Awaited<ReturnType<typeof pdpLoader>>

/** The calls that go out to the network while `work` runs, as `METHOD /path`. */
async function networkCalls(work: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  try {
    await work()
  } finally {
    server.events.removeListener('request:start', listener)
  }
  return calls
}

async function pdp(url: string, jar: CookieJar) {
  const result = await runRoute<PdpData>(pdpLoader, get(url, jar), PDP_PARAMS)
  jar.store(result.cookies)
  return result
}

describe('mock mode', () => {
  it('PLAT-014 with ?mock=true a page gets its data from mock data and no call reaches the services', async () => {
    const jar = new CookieJar()
    let result: Awaited<ReturnType<typeof pdp>> | undefined
    const calls = await networkCalls(async () => {
      result = await pdp(`${PDP}?mock=true`, jar)
    })
    expect(result!.status).toBe(200)
    expect(result!.data?.product.name).toBe('Tempo Trail Runner')
    expect(calls).toEqual([])
    expect(sessionOf(jar).mockMode).toBe(true)
    // A mock page is kept by no cache.
    expect(result!.response?.headers.get('Cache-Control')).toBe('private, no-store')

    // The session keeps it: the next pages are mocked too, without the query.
    const listing = await networkCalls(async () => {
      const plp = await runRoute(plpLoader, get(PLP, jar), PLP_PARAMS)
      jar.store(plp.cookies)
      expect(plp.status).toBe(200)
    })
    expect(listing).toEqual([])

    // ?mock=false turns it off: the calls go to the services again, with a new guest token of theirs.
    const off = await networkCalls(() => pdp(`${PDP}?mock=false`, jar))
    expect(off).toContain('POST /token/v2/auth/token')
    expect(off).toContain('GET /products/v2/products/RS100001/details')
    expect(sessionOf(jar).mockMode).toBe(false)
  })

  it('PLAT-014 what mock mode reads is kept by no shared cache: the next shopper’s page asks the services', async () => {
    const HOME_CONTENT = 'GET /live/caas/v1/canvas/augmentedpage/us/home'
    const mocked = await networkCalls(() =>
      runRoute(homeLoader, get('/en-us?mock=true'), { locale: 'en-us' }),
    )
    expect(mocked).toEqual([])
    const next = await networkCalls(() => runRoute(homeLoader, get('/en-us'), { locale: 'en-us' }))
    expect(next).toContain(HOME_CONTENT)
    // …which the content cache keeps for the one after.
    const third = await networkCalls(() => runRoute(homeLoader, get('/en-us'), { locale: 'en-us' }))
    expect(third).not.toContain(HOME_CONTENT)
  })

  it('PLAT-014 API_MOCK_MODE=true mocks a session that has not chosen; ?mock=false still turns it off', async () => {
    vi.stubEnv('API_MOCK_MODE', 'true')
    resetEnvCache()
    try {
      const jar = new CookieJar()
      expect(await networkCalls(() => pdp(PDP, jar))).toEqual([])
      expect(await networkCalls(() => pdp(`${PDP}?mock=false`, jar))).toContain(
        'GET /products/v2/products/RS100001/details',
      )
    } finally {
      vi.unstubAllEnvs()
      resetEnvCache()
    }
  })

  it('PLAT-016 in production the ?mock flag, the session key and API_MOCK_MODE are ignored: the calls reach the services', async () => {
    /** A browser whose session holds the key, sealed with this environment's secret. */
    const withKey = () => {
      const session = getSession(new Request('http://localhost/'))
      session.set('mockMode', true)
      const jar = new CookieJar()
      jar.store([commitSession(session)])
      return jar
    }
    // Outside production the key alone mocks the page.
    expect(await networkCalls(() => pdp(PDP, withKey()))).toEqual([])

    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('API_MOCK_MODE', 'true')
    resetEnvCache()
    try {
      let result: Awaited<ReturnType<typeof pdp>> | undefined
      const jar = withKey()
      const calls = await networkCalls(async () => {
        result = await pdp(`${PDP}?mock=true`, jar)
      })
      expect(result!.data?.product.name).toBe('Tempo Trail Runner')
      expect(calls).toContain('POST /token/v2/auth/token')
      expect(calls).toContain('GET /products/v2/products/RS100001/details')
      // Nothing of it is taken up, either: the query does not change the session.
      expect(sessionOf(jar).tokenType).toBe('Guest')
      // The product's details are kept now (decision 113); its stock is read for every page.
      expect(await networkCalls(() => pdp(PDP, jar))).toContain(
        'GET /products/v2/products/RS100001/inventory',
      )
    } finally {
      vi.unstubAllEnvs()
      resetEnvCache()
    }
  })
})

/** Signs in through the sign-in page's form, as a browser does. */
async function signIn(jar: CookieJar, email: string) {
  const page = await runRoute<{
    honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
  }>(signInLoader, get('/en-us/sign-in', jar), { locale: 'en-us' })
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'sign-in',
    email,
    password: 'Passw0rd!',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
  }
  const result = await runRoute(signInAction, post('/en-us/sign-in', form, jar), { locale: 'en-us' })
  jar.store(result.cookies)
  expect(result.status).toBe(303)
}

describe('session keys', () => {
  it('PLAT-017 the mock mode, login, access expiry and employee keys are in the session after each step', async () => {
    expect(SESSION_KEYS).toEqual({
      mockMode: 'mockMode',
      login: ['accessToken', 'refreshToken', 'tokenType', 'consumerNo', 'consumerType', 'memberId'],
      accessExpiry: 'accessExpiresAt',
      employee: ['consumerType', 'isEmployeeDiscountTCAccepted', 'store'],
    })
    const jar = new CookieJar()
    const calls = await networkCalls(async () => {
      // Enabling mock mode.
      await pdp(`${PDP}?mock=true`, jar)
      expect(sessionOf(jar)).toMatchObject({ [SESSION_KEYS.mockMode]: true, tokenType: 'Guest' })

      // Signing in: the registered tokens, who signed in and the access expiry; mock mode stays on.
      await signIn(jar, 'shopper@example.com')
      const signedIn = sessionOf(jar)
      // memberId is written for a Loyalty member only; this shopper is none.
      for (const key of SESSION_KEYS.login) if (key !== 'memberId') expect(signedIn[key], key).toBeTruthy()
      expect(signedIn).toMatchObject({ tokenType: 'Registered', consumerType: 'REGULAR', mockMode: true })
      expect(signedIn[SESSION_KEYS.accessExpiry]).toBeGreaterThan(Date.now())

      // An employee's sign-in: the employee flags.
      const out = await runRoute(signOutAction, post('/en-us/sign-out', { intent: 'sign-out' }, jar), {
        locale: 'en-us',
      })
      jar.store(out.cookies)
      await signIn(jar, 'employee@example.com')
      expect(sessionOf(jar)).toMatchObject({
        consumerType: 'EMPLOYEE',
        isEmployeeDiscountTCAccepted: false,
        mockMode: true,
      })

      // An associate's login: the buy-in-store context.
      const connect = { intent: 'connect', storeId: 'store-0101', employeeId: 'E1001', password: 'Passw0rd!' }
      const associate = await runRoute(associateAction, post('/en-us/associate-login', connect, jar), {
        locale: 'en-us',
      })
      jar.store(associate.cookies)
      expect(sessionOf(jar)[SESSION_KEYS.employee[2]]).toMatchObject({
        storeId: 'store-0101',
        storeEmployeeId: 'E1001',
      })
    })
    // The whole way was answered by mock data.
    expect(calls).toEqual([])
  })
})
