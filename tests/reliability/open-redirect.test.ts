import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASE, guestWithCart, postForm, rawGet, resetEmulator, send, signedIn, type Jar } from './helpers.ts'

/**
 * Redirects stay on our origin (decision 043): every place that takes a destination from input — the
 * sign-in page's `redirectTo`, the no-JavaScript posts' `redirectTo` (close a bar, add to the cart) and
 * the bare paths sent to the shopper's locale — is fed open-redirect vectors, fixed and generated.
 */
const HOSTS = ['evil.example', 'evil.example:443', '127.0.0.1.evil.example', 'localhost.evil.example']
const FIXED = [
  ...HOSTS.flatMap((host) => [
    `https://${host}`,
    `http://${host}/`,
    `//${host}`,
    `///${host}`,
    `////${host}/x`,
    `/\\${host}`,
    `\\\\${host}`,
    `\\/${host}`,
    `/\t/${host}`,
    `/%09/${host}`,
    `/%2F%2F${host}`,
    `https:${host}`,
    `http:/\\/\\${host}`,
    `${host}`,
    // Dot segments and escapes that leave `//` or `/\` behind once resolved or decoded.
    `/.//${host}/login`,
    `/%2e//${host}`,
    `/./\\${host}`,
    `/%5C/${host}`,
  ]),
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' //evil.example',
  '\n//evil.example',
  '//evil.example%2f%2e%2e',
  '//evil%E3%80%82example',
  '/ /evil.example',
  '//@evil.example',
  `//${'localhost:3000'}@evil.example`,
  'https://localhost@evil.example',
  'https://evil.example#@localhost',
  `${BASE}.evil.example`,
  'http://[::1]:80/',
  'ftp://evil.example',
  '/x/..//evil.example',
  '/.%2f/evil.example',
  '/%252F/evil.example',
  '/.%09//evil.example',
]

/** True when a Location keeps the browser on our origin. */
function staysHome(location: string | null) {
  if (location === null) return true
  return new URL(location, BASE).origin === new URL(BASE).origin
}

let guest: Jar
let shopper: Jar
beforeAll(async () => {
  await resetEmulator()
  guest = await guestWithCart()
  shopper = await signedIn()
})

const vectors: [string, (target: string) => Promise<Response>][] = [
  [
    'the sign-in page of a signed-in shopper',
    (t) => send(`/en-us/sign-in?redirectTo=${encodeURIComponent(t)}`, { jar: shopper }),
  ],
  [
    'closing the promo bar without JavaScript',
    (t) => postForm('/en-us/dismiss', { intent: 'dismiss', key: 'promoBar', redirectTo: t }, guest),
  ],
  [
    'adding to the cart without JavaScript',
    (t) =>
      postForm(
        '/en-us/cart',
        { intent: 'add-to-cart', productId: 'RS100001', upc: '846121001041', qty: '1', redirectTo: t },
        guest,
      ),
  ],
  [
    'a bare path sent to the locale',
    async (t) => {
      const answer = await rawGet(t.startsWith('/') ? t : `/${t}`, guest.header())
      return new Response(null, {
        status: answer?.status ?? 400,
        headers: answer?.location ? { Location: answer.location } : {},
      })
    },
  ],
]

describe('open-redirect vectors never leave our origin', () => {
  it(`has at least 60 fixed vectors (${FIXED.length})`, () => {
    expect(FIXED.length).toBeGreaterThanOrEqual(60)
  })

  for (const [where, go] of vectors) {
    it(`${where}: every fixed vector stays home`, async () => {
      for (const target of FIXED) {
        const response = await go(target)
        await response.body?.cancel()
        expect(response.status, target).toBeLessThan(500)
        expect(
          staysHome(response.headers.get('Location')),
          `${target} → ${response.headers.get('Location')}`,
        ).toBe(true)
      }
    })

    it(`${where}: generated targets stay home`, async () => {
      const target = fc.oneof(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc
          .tuple(fc.constantFrom('/', '//', '/\\', '\\', '///', ''), fc.domain(), fc.webPath())
          .map((parts) => parts.join('')),
        fc.string({ unit: 'binary', maxLength: 60 }),
      )
      await fc.assert(
        fc.asyncProperty(target, async (t) => {
          const response = await go(t)
          await response.body?.cancel()
          expect(response.status).toBeLessThan(500)
          expect(staysHome(response.headers.get('Location'))).toBe(true)
        }),
        { numRuns: 40, seed: 20261126 },
      )
    })
  }
})
