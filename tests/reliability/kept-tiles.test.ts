import { beforeEach, describe, expect, it } from 'vitest'
import { categoryPath, favoritesPath } from '#app/domain/paths/paths.ts'
import { Jar, resetEmulator, send, STORE, withStoreContext } from './helpers.ts'

/**
 * A listing's tiles are rendered once per content, page, language and what else they show, and kept
 * (decision 063): the same markup for every shopper who would be shown the same. What differs between
 * shoppers is never given to another: an associate's tiles have no favourites (INSTORE-006), and each
 * tile's favourites form comes back to the page it was posted from, market and query included. The
 * storefront of the suite (production build) keeps island markup as in production.
 */
const LISTING = categoryPath('en-us', 'running-shoes-1010')

/** A visitor with a session (a visitor without any cookie may be given a kept copy of the whole page). */
async function visitor() {
  const jar = new Jar()
  await send('/en-us', { jar })
  return jar
}

/** An associate of a store, the session sealed as the storefront seals it. */
async function associate() {
  const jar = await visitor()
  withStoreContext(jar, { ...STORE, connectedAt: Date.now() })
  return jar
}

/** The listing's first page of tiles: the products list's markup, and what each tile's forms say. */
async function tiles(path: string, jar: Jar) {
  const response = await send(path, { jar })
  expect(response.status).toBe(200)
  const html = await response.text()
  // The first list of tiles (its name is in the page's language).
  const list =
    /<ul [^>]*data-static-island=""[^>]*>(?:<!--\$-->)?(<li data-product-id=[\s\S]*?)<\/ul>/.exec(
      html,
    )?.[1] ?? ''
  return {
    count: list.match(/<li data-product-id=/g)?.length ?? 0,
    favouriteForms: list.match(/<form [^>]*action="[^"]*\/favorites"/g)?.length ?? 0,
    backTo: [...new Set(Array.from(list.matchAll(/name="redirectTo" value="([^"]*)"/g), (m) => m[1]))],
    actions: [...new Set(Array.from(list.matchAll(/<form [^>]*action="([^"]*)"/g), (m) => m[1]))],
    links: [...new Set(Array.from(list.matchAll(/<a [^>]*href="\/([a-z]{2}-[a-z]{2})\//g), (m) => m[1]))],
  }
}

beforeEach(async () => {
  await resetEmulator()
})

describe('the listing’s kept tiles (decision 063)', () => {
  it('INSTORE-006 an associate’s tiles have no favourites, and the shoppers before and after keep theirs', async () => {
    const shopper = await visitor()
    const before = await tiles(LISTING, shopper)
    expect(before.count).toBeGreaterThan(4)
    expect(before.favouriteForms).toBe(before.count)
    expect(before.backTo).toEqual([LISTING])

    const inStore = await tiles(LISTING, await associate())
    expect(inStore.count).toBe(before.count)
    expect(inStore.favouriteForms).toBe(0)

    const after = await tiles(LISTING, await visitor())
    expect(after).toEqual(before)
    expect(await tiles(LISTING, shopper)).toEqual(before)
  })

  it('decision 063 each tile’s favourites form comes back to the page it is on, its query included', async () => {
    const jar = await visitor()
    await tiles(LISTING, jar)
    const tagged = `${LISTING}?utm_campaign=spring`
    expect((await tiles(tagged, jar)).backTo).toEqual([tagged])
    expect((await tiles(LISTING, jar)).backTo).toEqual([LISTING])
  })

  it('decision 063 two markets of one language keep tiles of their own: links, prices and forms of their market', async () => {
    const jar = await visitor()
    const france = await tiles(categoryPath('fr-fr', 'running-shoes-1010'), jar)
    const canada = await tiles(categoryPath('fr-ca', 'running-shoes-1010'), jar)
    expect(france.links).toEqual(['fr-fr'])
    expect(canada.links).toEqual(['fr-ca'])
    expect(canada.backTo).toEqual([categoryPath('fr-ca', 'running-shoes-1010')])
    expect(france.actions).toEqual([favoritesPath('fr-fr')])
    expect(canada.actions).toEqual([favoritesPath('fr-ca')])
    expect(canada.favouriteForms).toBe(canada.count)
  })
})
