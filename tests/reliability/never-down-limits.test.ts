import { beforeAll, describe, expect, it } from 'vitest'
import {
  BASE,
  captured,
  clearCaptured,
  Jar,
  logOffset,
  postForm,
  rawGet,
  readLog,
  resetEmulator,
  send,
} from './helpers.ts'
import { newLoopbackAddress, sendFrom, type LoopbackAnswer } from './loopback-client.ts'

/**
 * Issue "Never down", part 2: the sign-in-like rate limit and the redirects cannot be dodged by
 * spelling a path or a target differently. React Router matches a path case-insensitively, decoded,
 * with dot segments resolved and without its trailing slash or `.data`; the limiter must key on the
 * same route. Each limit test posts from a loopback address of its own (loopback-client.ts), so the
 * window it fills is not 127.0.0.1's, which the files after this one post from.
 */

beforeAll(() => resetEmulator())

const SHOPPER = { intent: 'sign-in', email: 'shopper@example.com', password: 'Passw0rd!' }
const WRONG = { ...SHOPPER, password: 'Wrong-passw0rd' }
const LIMIT = 20

function keep(jar: Jar, answer: LoopbackAnswer) {
  jar.store(
    new Response(null, { headers: answer.setCookies.map((c) => ['Set-Cookie', c] as [string, string]) }),
  )
  return answer
}

/**
 * Refused by the limiter: a page post is answered 429 (the too-many-requests page); a data request
 * keeps its answer (the root middleware's redirect to that page, which React Router's client follows).
 */
function refused(path: string, answer: LoopbackAnswer) {
  if (/\.data$/i.test(path)) return answer.text.includes('/too-many-requests') ? 'refused' : answer.status
  return answer.status === 429 ? 'refused' : answer.status
}

/** The honeypot fields of a form page as a browser posts them back (the trap empty, the sealed time). */
function honeypotOf(page: LoopbackAnswer) {
  const sealed =
    /name="from__confirm"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ??
    /value="([^"]+)"[^>]*name="from__confirm"/.exec(page.text)?.[1]
  expect(sealed, 'the page has a honeypot').toBeDefined()
  return { name__confirm: '', from__confirm: sealed! }
}

/** Fills `from`'s window with LIMIT posts to `path`, which all get through. */
async function fillWindow(from: string, path: string, form: Record<string, string>) {
  for (let i = 0; i < LIMIT; i++) {
    const answer = await sendFrom(from, path, { method: 'POST', form })
    expect(answer.status, `post ${i + 1}`).not.toBe(429)
  }
}

/** Method and path: React Router runs the action for any mutation method, not only POST. */
const SIGN_IN_SPELLINGS = [
  '/en-us/sign-in',
  '/en-us/SIGN-IN',
  '/en-us/%73ign-in',
  '/en-us/%53IGN-in',
  '/en-us/sign-in/',
  '/EN-US/sign-in',
  '/en-us//sign-in',
  '/en-us/./sign-in',
  '/en-us/%2e/sign-in',
  '/en-us/x/../sign-in',
  '/en-us\\sign-in',
  '/en-us/sign-in.data',
  '/en-us/SIGN-IN.data',
  '/en-us/sign-in/.data',
  'PUT /en-us/sign-in',
  'PATCH /en-us/SIGN-IN',
]

describe('the sign-in limit whatever the spelling of the path', () => {
  it('after 20 posts to /en-us/sign-in every spelling of it is refused and signs no one in', async () => {
    const from = newLoopbackAddress()
    const form = { ...SHOPPER, ...honeypotOf(await sendFrom(from, '/en-us/sign-in')) }
    await fillWindow(from, '/en-us/sign-in', WRONG)
    const outcomes: Record<string, unknown> = {}
    for (const spelling of SIGN_IN_SPELLINGS) {
      const [method, path] = spelling.includes(' ') ? spelling.split(' ') : ['POST', spelling]
      const jar = new Jar()
      const answer = keep(jar, await sendFrom(from, path!, { method, form }))
      // With the right password a post that reaches the action signs in: the account page opens.
      const account = await sendFrom(from, '/en-us/account', { cookie: jar.header() })
      outcomes[spelling] = { answer: refused(path!, answer), signedIn: account.status === 200 }
    }
    expect(outcomes).toEqual(
      Object.fromEntries(SIGN_IN_SPELLINGS.map((p) => [p, { answer: 'refused', signedIn: false }])),
    )
  })

  it('the count is shared across spellings: 20 posts spelled differently fill one window', async () => {
    const from = newLoopbackAddress()
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 1; i++) {
      const path = i % 2 ? '/en-us/SIGN-IN' : '/en-us/sign-in/'
      statuses.push((await sendFrom(from, path, { method: 'POST', form: WRONG })).status)
    }
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429 && s < 500)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('a malformed escape in a limited path is never a 5xx', async () => {
    const from = newLoopbackAddress()
    for (const path of ['/en-us/%E0%A4%A/sign-in', '/en-us/sign-in%', '/en-us/%zzsign-in', '/%/sign-in']) {
      const answer = await sendFrom(from, path, { method: 'POST', form: WRONG })
      expect(answer.status, path).toBeLessThan(500)
    }
  })

  it('a malformed escape in a page path is a 400, and prints no stack to the log', async () => {
    const from = logOffset()
    for (const path of ['/en-us/%E0%A4%A', '/en-us/p/%zz', '/%E0%A4%A/cart']) {
      const answer = await send(path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
    }
    // Written before the answer is sent, so it would be in the file by now.
    expect(readLog(from)).not.toMatch(/URIError|at decodeParam/)
  })
})

const GIFT_CARD_SPELLINGS = [
  '/en-us/GIFT-CARD',
  '/en-us/gift%2Dcard',
  '/en-us/%67ift-Card',
  '/en-us/gift-card/',
  '/EN-US/gift-card',
  '/en-us//gift-card',
  '/en-us/./gift-card',
  '/en-us/Gift-Card.data',
]

describe('the gift card balance limit whatever the spelling of the path', () => {
  it('after 20 balance checks every spelling is refused and the balance is not asked for', async () => {
    const from = newLoopbackAddress()
    const jar = new Jar()
    const page = keep(jar, await sendFrom(from, '/en-us/gift-card'))
    expect(page.status).toBe(200)
    const form = { intent: 'check-balance', cardNumber: '6006490000000001', pin: '1111', ...honeypotOf(page) }
    await fillWindow(from, '/en-us/gift-card', { intent: 'check-balance' })
    await clearCaptured()
    const outcomes: Record<string, unknown> = {}
    for (const path of GIFT_CARD_SPELLINGS) {
      const answer = await sendFrom(from, path, { method: 'POST', form, cookie: jar.header() })
      const balanceCalls = (await captured()).filter((c) => c.path.includes('/giftcard/balance')).length
      await clearCaptured()
      outcomes[path] = { answer: refused(path, answer), balanceCalls }
    }
    expect(outcomes).toEqual(
      Object.fromEntries(GIFT_CARD_SPELLINGS.map((p) => [p, { answer: 'refused', balanceCalls: 0 }])),
    )
  })
})

const REDIRECT_VECTORS = [
  '/.//evil.example/login',
  '/%2e//evil.example',
  '/./\\evil.example',
  '/.%2f/evil.example',
  '/%2F/evil.example',
  '/%5C/evil.example',
  '/.///evil.example',
  '/./\\/evil.example',
  '/x/..//evil.example',
]

/** A Location the browser reads as a path on our origin: one `/` then neither a slash nor a backslash. */
function onOurOrigin(location: string | null) {
  if (location === null) return true
  return /^\/(?![/\\])/.test(location) && new URL(location, BASE).origin === new URL(BASE).origin
}

describe('redirect targets with dot segments stay on our origin', () => {
  it('the event sign-up page sends a GET back to its page only on our origin', async () => {
    const outcomes: Record<string, string | null> = {}
    for (const target of REDIRECT_VECTORS) {
      const answer = await rawGet(`/en-us/events/register?page=${target}`)
      const location = answer?.location ?? null
      if (!onOurOrigin(location)) outcomes[target] = location
    }
    expect(outcomes).toEqual({})
  })

  it('a redirectTo posted to /en-us/dismiss stays on our origin', async () => {
    const jar = new Jar()
    await (await send('/en-us', { jar })).body?.cancel()
    const outcomes: Record<string, string | null> = {}
    for (const target of REDIRECT_VECTORS) {
      const answer = await postForm(
        '/en-us/dismiss',
        { intent: 'dismiss', key: 'promoBar', redirectTo: target },
        jar,
      )
      await answer.body?.cancel()
      expect(answer.status, target).toBe(303)
      const location = answer.headers.get('Location')
      if (!onOurOrigin(location)) outcomes[target] = location
    }
    expect(outcomes).toEqual({})
  })
})
