import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeEach, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import {
  BASE,
  captured,
  clearCaptured,
  guestWithCart,
  resetEmulator,
  send,
  signedIn,
  type Captured,
} from './helpers.ts'

const ADD = new URLSearchParams({
  intent: 'add-to-cart',
  productId: 'RS100001',
  upc: '846121001041',
  qty: '1',
})
const cartWrites = (calls: Captured[]) =>
  calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/cart/'))

beforeEach(() => resetEmulator())

describe('cross-site posts are refused and change nothing', () => {
  const attacks: [string, Record<string, string>][] = [
    [
      'Sec-Fetch-Site cross-site with a foreign Referer and no Origin',
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/page' },
    ],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin (null)', { Origin: 'null' }],
    ['no Origin and a foreign Referer (an old browser)', { Referer: 'https://evil.example/' }],
  ]
  for (const [name, headers] of attacks) {
    it(`${name}: 403, and the cart service is not called`, async () => {
      const jar = await guestWithCart()
      await clearCaptured()
      const response = await send('/en-us/cart', {
        method: 'POST',
        body: ADD,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        jar,
      })
      expect(response.status).toBe(403)
      expect(cartWrites(await captured())).toEqual([])
    })
  }

  it('same-origin posts go through, with our Origin or with none (old browsers)', async () => {
    const jar = await guestWithCart()
    const senders: Record<string, string>[] = [{ Origin: BASE, 'Sec-Fetch-Site': 'same-origin' }, {}]
    for (const headers of senders) {
      await clearCaptured()
      const response = await send('/en-us/cart', {
        method: 'POST',
        body: ADD,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        jar,
      })
      expect(response.status).toBe(303)
      expect(cartWrites(await captured()).length).toBeGreaterThan(0)
    }
  })
})

/** Sample values for the route table's parameters: the seed's records. */
const PARAMS: Record<string, string> = {
  locale: 'en-us',
  slugId: 'tempo-trail-runner-RS100001',
  productId: 'RS100001',
  reviewId: 'R1',
  itemId: '1',
  orderNo: 'H101',
  addressId: 'S1',
  instrumentId: 'spi-x',
}
const CATEGORY = 'footwear-1000'

function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`
    const here = entry.path !== undefined || entry.index ? [own || '/'] : []
    return [...here, ...paths(entry.children ?? [], own)]
  })
}

/** Every page of the route table as a concrete URL (the catch-all as an unknown page). */
function urls(): string[] {
  return [
    ...new Set(
      paths(routes as RouteConfigEntry[]).map((path) =>
        path
          .replace('/c/:slugId', `/c/${CATEGORY}`)
          .replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name)
          .replace('*', 'no-such-page'),
      ),
    ),
  ]
}

/**
 * No GET changes anything: a walk over every route of the table, as a signed-in shopper with a cart,
 * leaves no upstream write behind. The exceptions: token calls (a guest token for a new session, a
 * refresh), which fetch credentials, and the order history and invoice download, which the spec reads
 * with a POST (the query in the body), and what personalisation sends while a page is shown — the
 * decision engine's events, the customer-data segment query, the experiment and recommendation events
 * (PERS-030, PERS-073, PERS-066, CAT-029). None changes anything of the shopper's.
 */
describe('no GET changes state', () => {
  const READS_BY_POST =
    /^\/token\/|^\/consumers-v3\/consumer\/(purchasehistory|purchase\/invoice\/download)$|^\/decision\/api\/engine\/v1\/decide\/|^\/cdp\/v3\/graphql$|^\/logx\/v1\/events$|^\/personalization\/v1\/recommendations\/events$/
  it(`every route's GET (${urls().length} of them) makes no upstream write other than a token fetch`, async () => {
    const jar = await signedIn()
    for (const url of urls()) {
      await clearCaptured()
      const response = await send(url, { jar })
      await response.body?.cancel()
      expect(response.status, url).toBeLessThan(500)
      const writes = (await captured()).filter((c) => c.method !== 'GET' && !READS_BY_POST.test(c.path))
      expect(writes.map((c) => `${url} → ${c.method} ${c.path}`)).toEqual([])
    }
  })
})
