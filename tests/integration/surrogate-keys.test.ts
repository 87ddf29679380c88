import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '#app/context.server.ts'
import { sharedPageMiddleware } from '#app/features/shared-cache/shared-page.server.ts'
import { GUEST_CACHEABLE, PRIVATE_PAGE } from '#app/platform/cache/cache-policy.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { addSurrogateKeys, collectingKeys } from '#app/platform/cache/surrogate-keys.server.ts'
import { SCRIPT_HASHES_HEADER } from '#app/platform/http/shareable-document.server.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

/** Decision 069: what a page's loaders read, as the keys they name. */
async function keysOf(loader: Parameters<typeof runRoute>[0], path: string, params: Record<string, string>) {
  const keys = new Set<string>()
  const result = await collectingKeys(keys, () =>
    runRoute<Record<string, unknown>>(loader, get(path, new CookieJar()), params),
  )
  expect(result.status).toBe(200)
  // Deferred parts add theirs as they arrive, before the document is finished.
  await Promise.all(Object.values(result.data ?? {}).filter((value) => value instanceof Promise))
  return keys
}

describe('decision 069: the keys of what a page is built from', () => {
  it('a product page: the product and each of its variants', async () => {
    const keys = await keysOf(pdpLoader, '/en-us/p/tempo-trail-runner-RS100001', {
      locale: 'en-us',
      slugId: 'tempo-trail-runner-RS100001',
    })
    expect(keys).toContain('product:RS100001')
    const variants = [...keys].filter((key) => key.startsWith('variant:'))
    expect(variants.length).toBeGreaterThan(1)
  })

  it('a listing: its category and every product on it', async () => {
    const keys = await keysOf(plpLoader, '/en-us/c/running-shoes-1010', {
      locale: 'en-us',
      slugId: 'running-shoes-1010',
    })
    expect(keys).toContain('category:1010')
    expect(keys).toContain('product:RS100001')
    expect([...keys].filter((key) => key.startsWith('product:')).length).toBeGreaterThan(5)
  })

  it('a content page: its document, also when it comes from the content cache', async () => {
    const params = { locale: 'en-us', '*': 'block-gallery' }
    const first = await keysOf(contentLoader, '/en-us/block-gallery', params)
    const documents = [...first].filter((key) => key.startsWith('content:'))
    expect(documents.length).toBeGreaterThan(0)
    const again = await keysOf(contentLoader, '/en-us/block-gallery', params)
    for (const key of documents) expect(again).toContain(key)
  })

  it('every page with the header: the menu', async () => {
    expect(await keysOf(rootLoader, '/en-us', { locale: 'en-us' })).toContain('menu')
  })
})

describe('decision 069: the headers of a shareable page, and of a private one', () => {
  const NONCE = 'CCCCCCCCCCCCCCCCCCCCCC=='
  const html = `<html><head><script nonce="${NONCE}">window.x=1</script></head><body></body></html>`

  async function answer(cacheControl: string) {
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { requestId: 'r', nonce: NONCE })
    const request = new Request('http://shop.test/en-us/p/x-RS100001')
    const response = await sharedPageMiddleware(
      { request, context, params: {}, unstable_pattern: '' } as never,
      async () => {
        // What the loaders read while the page is made.
        addSurrogateKeys('product:RS100001', 'variant:1', 'menu')
        return new Response(html, {
          headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/html; charset=utf-8' },
        })
      },
    )
    return { response: response as Response, text: await (response as Response).text() }
  }

  it('shareable: Surrogate-Key and Cache-Tag with the locale, no nonce, the hashes of its scripts', async () => {
    const { response, text } = await answer(GUEST_CACHEABLE)
    expect(response.headers.get('Surrogate-Key')).toBe('locale:en-us product:RS100001 variant:1 menu')
    expect(response.headers.get('Cache-Tag')).toBe('locale:en-us,product:RS100001,variant:1,menu')
    expect(text).not.toContain(NONCE)
    expect(response.headers.get(SCRIPT_HASHES_HEADER)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
  })

  it('private: no keys, the nonce kept, the document untouched', async () => {
    const { response, text } = await answer(PRIVATE_PAGE)
    expect(response.headers.has('Surrogate-Key')).toBe(false)
    expect(response.headers.has('Cache-Tag')).toBe(false)
    expect(response.headers.has(SCRIPT_HASHES_HEADER)).toBe(false)
    expect(text).toBe(html)
  })
})
