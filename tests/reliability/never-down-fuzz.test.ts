import { request } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_OUT_INTENTS } from '#app/features/identity/intents.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { FUZZ_FORMS } from '#tests/helpers/fuzz-forms.ts'
import { formArbitrary, fuzzRequestInit, type FuzzedPost } from '#tests/helpers/fuzz.ts'
import { newLoopbackAddress } from './loopback-client.ts'
import {
  BASE,
  errorLogs,
  guestWithCart,
  Jar,
  logOffset,
  postForm,
  resetEmulator,
  send,
  signedIn,
} from './helpers.ts'

/**
 * Bad input never gets a 500, in any shopper state (decision 043): every form of the site is posted,
 * over HTTP against the production build, from every state a shopper can be in — guest, guest with a
 * cart, signed in, signed out with a kept copy of the cookie, an expired access token whose refresh
 * token the API no longer knows, an associate connected, the app's webview, an EMEA visitor with no
 * consent choice, and a cart the API no longer knows. Each pair gets the posts an attacker tries first
 * (an unknown intent, none, the intent repeated, an empty body, the same as a data request) and
 * generated ones. Nothing answers 5xx, nothing is logged as an error, and the process stays up.
 *
 * Seeded: `FUZZ_SEED` replays a run (fast-check prints the seed and path of a failing case), and
 * `STATE_FUZZ_RUNS` sets the generated posts per form and state.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261128)
const RUNS = Number(process.env.STATE_FUZZ_RUNS ?? 2)
const { port } = new URL(BASE)

interface ShopperState {
  name: string
  cookie: string
  userAgent?: string
  /** The EMEA visitor posts under their own site's locale. */
  locale?: string
}

/** A page as a browser opens it, in a shopper state; resolves with the status. */
function open(path: string, state: ShopperState) {
  const headers: Record<string, string> = {
    Host: `localhost:${port}`,
    Accept: 'text/html',
    'User-Agent': state.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  }
  if (state.cookie) headers.Cookie = state.cookie
  return new Promise<number>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** Posts from a loopback address of their own: the sign-in-like limit (20 a minute) counts per client. */
async function post(path: string, init: RequestInit, state: ShopperState) {
  const req = new Request(new URL(path, BASE), init)
  const body = Buffer.from(await req.arrayBuffer())
  const headers: Record<string, string> = {
    Host: `localhost:${port}`,
    Origin: BASE,
    'Content-Length': String(body.length),
    'User-Agent': state.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  }
  const type = req.headers.get('content-type')
  if (type) headers['Content-Type'] = type
  if (state.cookie) headers.Cookie = state.cookie
  return new Promise<number>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers,
        localAddress: newLoopbackAddress(),
        agent: false,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

/** A session sealed from `jar`'s with some of its values replaced, as an old or tampered cookie is. */
function sealed(jar: Jar, values: Record<string, string | number>) {
  const session = getSession(new Request(BASE, { headers: { Cookie: jar.header() } }))
  for (const [key, value] of Object.entries(values)) session.set(key as never, value as never)
  const copy = new Jar()
  for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
  copy.store(new Response(null, { headers: [['Set-Cookie', commitSession(session)]] }))
  return copy.header()
}

let states: ShopperState[] = []
let from = 0

beforeAll(async () => {
  await resetEmulator()
  const guest = new Jar()
  await send('/en-us', { jar: guest })
  const withCart = await guestWithCart()

  const kept = await signedIn()
  const keptCookie = kept.header()
  const signOut = await postForm('/en-us/sign-out', { intent: SIGN_OUT_INTENTS.signOut }, kept)
  await signOut.body?.cancel()

  const associate = new Jar()
  await send('/en-us/associate-login', { jar: associate })
  const connected = await postForm(
    '/en-us/associate-login',
    { intent: 'connect', storeId: 'store-0101', employeeId: 'E1001', password: 'Passw0rd!' },
    associate,
  )
  await connected.body?.cancel()

  const emea = new Jar()
  await send('/en-gb', { jar: emea })

  states = [
    { name: 'guest', cookie: guest.header() },
    { name: 'guest with a cart', cookie: withCart.header() },
    { name: 'signed in', cookie: (await signedIn()).header() },
    { name: 'signed out, cookie kept', cookie: keptCookie },
    {
      name: 'expired access token, refresh token unknown',
      cookie: sealed(await signedIn(), {
        accessExpiresAt: Date.now() - 60_000,
        refreshToken: 'refresh-token-the-api-never-issued',
      }),
    },
    { name: 'associate connected', cookie: associate.header() },
    {
      name: 'app webview',
      cookie: withCart.header(),
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) ShopApp/7.3',
    },
    { name: 'EMEA without consent', cookie: emea.header(), locale: 'en-gb' },
    { name: 'a cart the API no longer knows', cookie: sealed(withCart, { basketId: 'basket-long-gone' }) },
  ]
  from = logOffset()
}, 120_000)

afterAll(() => {
  expect(errorLogs(from)).toEqual([])
})

/** The first posts an attacker tries: no intent, an unknown one, two at once, nothing at all. */
function fixedPosts(intents: readonly string[]): { label: string; body: string; data?: boolean }[] {
  const own = intents[0] ?? 'x'
  return [
    { label: 'an unknown intent', body: 'intent=x' },
    { label: 'no intent', body: 'email=a%40b.example' },
    { label: 'the intent repeated', body: `intent=${own}&intent=${own}&intent=x` },
    { label: 'an empty body', body: '' },
    { label: 'an unknown intent as a data request', body: 'intent=%00', data: true },
  ]
}

describe('a refused intent renders the page instead of a 500', () => {
  it('FORM-002 STORE-001 the newsletter and store locator pages answer 400 to an unknown or missing intent', async () => {
    const guest = states[0]!
    for (const path of ['/en-us/newsletter', '/en-us/stores'])
      for (const body of ['intent=x', '', 'intent=x&intent=y'])
        expect(
          await post(
            path,
            { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
            guest,
          ),
          `${path} (${body})`,
        ).toBe(400)
  })
})

describe('every form page × every shopper state', () => {
  it('opens each form page in every state without a 5xx, and the process stays up', async () => {
    const pages = [...new Set(['/en-us', '/en-us/account', '/en-us/cart', ...FUZZ_FORMS.map((f) => f.path)])]
    for (const state of states) {
      for (const page of pages) {
        const path = state.locale ? page.replace(/^\/en-us(\/|$)/, `/${state.locale}$1`) : page
        expect(await open(path, state), `${state.name}: GET ${path}`).toBeLessThan(500)
        expect(await open(`${path}.data`, state), `${state.name}: GET ${path}.data`).toBeLessThan(500)
      }
    }
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200)
  })
})

describe('every action × every shopper state: no 5xx, no error logged, the process stays up', () => {
  FUZZ_FORMS.forEach((form, index) => {
    it(`${form.rows} ${form.name} in every shopper state`, async () => {
      let cases = 0
      for (const state of states) {
        const path = state.locale ? form.path.replace(/^\/en-us\//, `/${state.locale}/`) : form.path
        for (const fixed of fixedPosts(form.intents)) {
          const status = await post(
            fixed.data ? `${path}.data` : path,
            {
              method: 'POST',
              body: fixed.body,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            },
            state,
          )
          cases += 1
          expect(status, `${state.name}: ${fixed.label} (${fixed.body}) to ${path}`).toBeLessThan(500)
        }
        await fc.assert(
          fc.asyncProperty(formArbitrary(form), async (generated: FuzzedPost) => {
            cases += 1
            const status = await post(path, fuzzRequestInit(generated, ''), state)
            expect(status, `${state.name}: ${path}`).toBeLessThan(500)
          }),
          { numRuns: RUNS, seed: SEED + index },
        )
      }
      const health = await fetch(`${BASE}/healthz`)
      expect(health.status).toBe(200)
      expect(cases).toBe(states.length * (fixedPosts(form.intents).length + RUNS))
    })
  })
})
