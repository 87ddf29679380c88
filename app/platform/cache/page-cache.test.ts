import { describe, expect, it } from 'vitest'
import { homePath, withQuery } from '../../domain/paths/paths.ts'
import { firstVisitKey, matchingPage, pageBody, PageStore, withNonce, type Decision } from './page-cache.ts'

const page = (decisions: Decision[], html = '<p>page</p>', keys: string[] = []) => ({
  decisions,
  replays: [],
  ...pageBody(new Uint8Array(Buffer.from(html)), 'NONCE-A'),
  status: 200,
  headers: [['content-type', 'text/html']] as const,
  keys,
})

const text = (body: Uint8Array | undefined) => (body ? Buffer.from(body).toString('utf8') : undefined)
const html = (found: { body: Uint8Array } | null | undefined) => text(found?.body)

/** A visitor's decisions, remembered per experience as the storefront does within a request. */
function visitor(variations: Record<string, string | null>) {
  const asked: string[] = []
  return {
    asked,
    decide: (experienceId: string) => {
      if (!asked.includes(experienceId)) asked.push(experienceId)
      return Promise.resolve(variations[experienceId] ?? null)
    },
  }
}

describe('which copy a first visitor is given (decision 065)', () => {
  it('the copy made for the same variations; none when no copy has them', async () => {
    const a = page([['home-hero', 'a']], 'A')
    const b = page([['home-hero', 'b']], 'B')
    expect(html(await matchingPage([a, b], visitor({ 'home-hero': 'b' }).decide))).toBe('B')
    expect(await matchingPage([a, b], visitor({ 'home-hero': 'c' }).decide)).toBeNull()
    // The baselines (no variation: not bucketed, or no flag client in time) are a combination too.
    expect(await matchingPage([a], visitor({}).decide)).toBeNull()
    expect(html(await matchingPage([page([['home-hero', null]], 'base')], visitor({}).decide))).toBe('base')
  })

  it('asks decisions in the order the render made them and stops at the first difference', async () => {
    // The experiment `inner` sits in variation `a` of `outer`: a visitor in `b` must not be decided for it.
    const nested = page([
      ['outer', 'a'],
      ['inner', 'x'],
    ])
    const shopper = visitor({ outer: 'b', inner: 'x' })
    expect(await matchingPage([nested], shopper.decide)).toBeNull()
    expect(shopper.asked).toEqual(['outer'])
  })

  it('a page without experiments is everyone’s copy, and nobody is decided for it', async () => {
    const shopper = visitor({ 'home-hero': 'a' })
    expect(html(await matchingPage([page([])], shopper.decide))).toBe('<p>page</p>')
    expect(shopper.asked).toEqual([])
  })

  it('the key tells apart what a first visit’s page depends on besides its decisions', () => {
    const base = { url: `http://shop.test${homePath('en-us')}`, webview: false, country: null }
    const keys = new Set([
      firstVisitKey(base),
      firstVisitKey({ ...base, url: `http://shop.test${withQuery(homePath('en-us'), { page: '2' })}` }),
      firstVisitKey({ ...base, webview: true }),
      firstVisitKey({ ...base, country: 'DE' }),
    ])
    expect(keys.size).toBe(4)
    expect(firstVisitKey({ ...base })).toBe(firstVisitKey(base))
  })
})

describe('a copy’s CSP nonce', () => {
  it('every occurrence becomes the response’s own; the kept copy is left as it was', () => {
    const kept = page(
      [],
      '<script nonce="NONCE-A">é</script><link nonce="NONCE-A"><script nonce="NONCE-A">2</script>',
    )
    const body = text(withNonce(kept, 'NONCE-B'))!
    expect(body).toBe(
      '<script nonce="NONCE-B">é</script><link nonce="NONCE-B"><script nonce="NONCE-B">2</script>',
    )
    expect(html(kept)).toContain('nonce="NONCE-A">é')
    // A nonce of another length (not ours: ours are 16 bytes in base64) still replaces every one.
    expect(text(withNonce(kept, 'N'))).toBe(
      '<script nonce="N">é</script><link nonce="N"><script nonce="N">2</script>',
    )
  })
})

describe('the store of copies', () => {
  const clock = () => {
    let now = 0
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  it('serves a copy for its lifetime only, and frees its memory after', () => {
    const time = clock()
    const store = new PageStore({ ttlMs: 10_000, maxBytes: 1_000_000, perKey: 8, now: time.now })
    store.set('home', page([]))
    time.advance(9_999)
    expect(store.get('home')).toHaveLength(1)
    time.advance(1)
    expect(store.get('home')).toEqual([])
    expect(store.size).toEqual({ keys: 0, bytes: 0 })
  })

  it('one copy per combination of decisions, the newest first, at most perKey', () => {
    const store = new PageStore({ ttlMs: 10_000, maxBytes: 1_000_000, perKey: 2 })
    store.set('home', page([['hero', 'a']], 'old a'))
    store.set('home', page([['hero', 'a']], 'new a'))
    expect(store.get('home').map(html)).toEqual(['new a'])
    store.set('home', page([['hero', 'b']], 'b'))
    store.set('home', page([['hero', 'c']], 'c'))
    expect(store.get('home').map(html)).toEqual(['c', 'b'])
    expect(store.size.bytes).toBe('c'.length + 'b'.length)
  })

  it('over its memory, the page least recently asked for goes first; a page larger than all of it is not kept', () => {
    const document = 'x'.repeat(200)
    const store = new PageStore({ ttlMs: 10_000, maxBytes: 450, perKey: 8 })
    store.set('home', page([], document))
    store.set('listing', page([], document))
    store.get('home')
    store.set('product', page([], document))
    expect(store.get('listing')).toEqual([])
    expect(store.get('home')).toHaveLength(1)
    expect(store.get('product')).toHaveLength(1)
    expect(store.size).toEqual({ keys: 2, bytes: 400 })
    store.set('huge', page([], 'x'.repeat(451)))
    expect(store.get('huge')).toEqual([])
    expect(store.size.bytes).toBe(400)
  })

  it('decision 069: a purge drops every copy built from a purged key, frees its memory, and keeps the others', () => {
    const store = new PageStore({ ttlMs: 10_000, maxBytes: 1_000_000, perKey: 8 })
    store.set('pdp', page([['hero', 'a']], 'pdp a', ['product:RS1', 'menu']))
    store.set('pdp', page([['hero', 'b']], 'pdp b', ['product:RS1', 'menu']))
    store.set('listing', page([], 'listing', ['category:c1', 'product:RS1', 'product:RS2']))
    store.set('home', page([], 'home', ['content:home', 'menu']))
    expect(store.purge(new Set(['product:RS1', 'variant:9']))).toBe(3)
    expect(store.get('pdp')).toEqual([])
    expect(store.get('listing')).toEqual([])
    expect(store.get('home').map(html)).toEqual(['home'])
    expect(store.size).toEqual({ keys: 1, bytes: 'home'.length })
    expect(store.purge(new Set(['product:RS1']))).toBe(0)
  })
})
