import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type RouterContextProvider } from 'react-router'
import { BlockList } from '#app/blocks/registry.tsx'
import { getShopper, type Shopper } from '#app/context.server.ts'
import type { ListedBlock } from '#app/blocks/block.ts'
import type { Block } from '#app/domain/content/content-blocks.ts'
import type { UgcPageData } from '#app/domain/content/ugc.ts'
import { categoryPath } from '#app/domain/paths/paths.ts'
import { galleryMasterId, loadUgc } from '#app/features/ugc/ugc.server.ts'
import { seedSocialMedia as getSocialMedia } from '#mocks/ugc/seed/social-media.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as reviewsDataLoader } from '#app/routes/pdp-reviews-data.ts'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { loader as ugcProductLoader } from '#app/routes/ugc-product.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

type PageData = {
  blocks?: ListedBlock[]
  content?: { components: ListedBlock[] } | null
  page?: { components: ListedBlock[] }
  ugc: UgcPageData | null | undefined
}

const PLP = '/en-us/c/running-shoes-1010'
const pageUrl = (path: string) => new URL(path, 'http://localhost:3000')
const widgetBlock = (containerId: string, filter = 'product:{productId},category:{category}') =>
  ({ type: 'ugcGallery', provider: 'widget', containerId, filter }) as Block
const socialBlock = (containerId: string, filter: string) =>
  ({ type: 'ugcGallery', provider: 'social', containerId, filter }) as Block
const PDP = '/en-us/p/tempo-trail-runner-RS100001'

async function load(path: string) {
  const url = new URL(path, 'http://localhost:3000')
  const [, locale = 'en-us', kind, slugId] = url.pathname.split('/')
  const loader = kind === 'c' ? plpLoader : kind === 'p' ? pdpLoader : contentLoader
  const params =
    kind === 'c' || kind === 'p'
      ? { locale, slugId }
      : { locale, '*': url.pathname.split('/').slice(2).join('/') }
  const result = await runRoute<PageData>(loader, get(path), params)
  expect(result.status).toBe(200)
  const data = result.data!
  // The content's blocks as the document renders them: a static block is kept for it (decision 086).
  const listed = data.blocks ?? (data.content ?? data.page)?.components ?? []
  return { ...data, blocks: result.blocks(listed) }
}

/**
 * The server HTML of the page's content blocks, rendered in a route holding the page's loader data,
 * where the galleries read theirs.
 */
async function renderContent(path: string) {
  const data = await load(path)
  return { data, html: renderBlocks(path, data.blocks, data) }
}

/** The server HTML of `blocks` on `path`, in a route whose loader data is `data`. */
function renderBlocks(path: string, blocks: Block[], data: PageData) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '*', element: <BlockList blocks={blocks} locale="en-us" firstHeadingLevel={2} /> }],
    { initialEntries: [path], hydrationData: { loaderData: { page: data } } },
  )
  return renderToString(
    <I18nTestProvider>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  ).replaceAll('<!-- -->', '')
}

/** The galleries' containers in server HTML: a widget's carries its filter, a social one its grid. */
/** The galleries a page renders, by container id (a widget's and its photos' for shoppers without JavaScript, once). */
const galleryIds = (html: string) => [
  ...new Set(
    [...html.matchAll(/id="([\w-]+)"(?: class="[^"]*")? data-ugc-filter|id="([\w-]+)-photos"/g)].map(
      (m) => m[1] ?? m[2],
    ),
  ),
]

/** The paths of the images of `html` (any host, any size): one picture shown twice has one path. */
const imagePaths = (html: string) =>
  [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map(
    (m) => new URL(m[1]!.replaceAll('&amp;', '&'), 'http://x').pathname,
  )

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1])

async function socialCalls() {
  return (await capturedRequests()).filter((r) => r.path.startsWith('/social/'))
}

async function withShopper<T>(path: string, fn: (shopper: Shopper) => Promise<T>) {
  const result = await runRoute<T>(
    ({ context }: { context: RouterContextProvider }) => fn(getShopper(context)),
    get(path),
    { locale: 'en-us' },
  )
  return result.data as T
}

describe('UGC galleries on pages (CMS-085)', () => {
  it('CMS-085 CAT-044 a category page renders a gallery of each provider, each with a heading of its own', async () => {
    const { html } = await renderContent(PLP)
    expect(html).toContain('id="ugc-plp-widget"')
    expect(html).toContain('id="ugc-plp-social"')
    // Neither gallery has a title in the content: each provider's default, never the same heading twice.
    expect(headings(html).filter((h) => h === 'Customer photos')).toHaveLength(1)
    expect(headings(html).filter((h) => h === 'Photos from our community')).toHaveLength(1)
  })

  it('CAT-042 CAT-045 the widget container carries the filter filled in from the path', async () => {
    const plp = (await renderContent(PLP)).html
    expect(plp).toMatch(
      /id="ugc-plp-widget"(?: class="[^"]*")? data-ugc-filter="product:,category:1010" data-ugc-tag="1010"/,
    )
    const pdp = (await renderContent(PDP)).html
    // The product's tag is its master id, looked up by the browser after the page (CAT-043).
    expect(pdp).toMatch(
      /id="ugc-pdp-widget"(?: class="[^"]*")? data-ugc-filter="product:RS100001,category:"><\/div>/,
    )
  })

  it('CAT-044 CMS-085 a product page shows its customer photos once, without a heading, in a region named “Customer photos”', async () => {
    const { html } = await renderContent(`${PDP}?photos=1`)
    expect(galleryIds(html)).toEqual(['ugc-pdp-widget'])
    expect(html.match(/<section [^>]*aria-label="Customer photos"/g)).toHaveLength(1)
    expect(html).toMatch(
      /<section aria-label="Customer photos"[^>]*>\s*<div class="needs-js"><div id="ugc-pdp-widget"/,
    )
    expect(headings(html)).not.toContain('Customer photos')
  })

  it('CMS-085 no picture shows twice on a product page: its galleries’ photos are not its reviews’', async () => {
    const { data, html } = await renderContent(`${PDP}?photos=1`)
    expect((data as { reviews?: unknown }).reviews).toBeUndefined()
    // The reviews the page loads as the shopper nears them.
    const { data: loaded } = await runRoute<Awaited<ReturnType<typeof reviewsDataLoader>>>(
      reviewsDataLoader,
      get(`${PDP}/reviews.json`),
      { locale: 'en-us', slugId: PDP.split('/').pop()! },
    )
    const reviewPhotos = loaded!.section!.reviews.reviews.flatMap((r) =>
      r.photos.map((p) => new URL(p.url).pathname),
    )
    const shown = [...imagePaths(html), ...reviewPhotos]
    expect(shown.length).toBeGreaterThan(0)
    expect(shown).toEqual([...new Set(shown)])
    // What the widget draws for this product: the host's photos tagged with its master id. Without
    // JavaScript the gallery shows them itself (the page's own grid), and the reviews never do.
    const tagged = (await getSocialMedia()).filter((m) => m.tags.includes('M-RS100001'))
    expect(tagged.length).toBeGreaterThan(0)
    for (const photo of tagged) {
      const path = new URL(photo.imageUrl, 'http://x').pathname
      expect(reviewPhotos).not.toContain(path)
      expect(imagePaths(html)).toContain(path)
    }
  })

  it('CMS-085 CAT-045 without JavaScript the product’s customer photos are one link away: the page asks for them only then, with the widget’s filter filled in', async () => {
    const { data, html } = await renderContent(PDP)
    expect(data.ugc?.widgetFallbacks).toEqual(['ugc-pdp-widget'])
    expect(data.ugc?.grids).toEqual({})
    expect(html).toContain(`href="${PDP}?photos=1#ugc-pdp-widget-photos"`)
    expect(html).toContain('Show customer photos')
    expect(await socialCalls()).toEqual([])

    const asked = await renderContent(`${PDP}?photos=1`)
    expect(asked.html).toContain('id="ugc-pdp-widget-photos"')
    expect(asked.html).toContain('Muddy miles in the Tempo Trail Runner')
    expect(asked.html).not.toContain('Show customer photos')
    expect((await socialCalls()).map((c) => [c.path, c.query.filter])).toEqual([
      ['/social/streams/media/recent', 'product:RS100001,category:'],
    ])
  })

  it('CMS-085 a page with a social gallery shows the host’s photos there only: its widget gallery gets no grid of its own', async () => {
    const { data } = await renderContent(`${PLP}?photos=1`)
    expect(data.ugc?.widgetFallbacks).toEqual([])
    expect(Object.keys(data.ugc?.grids ?? {})).toEqual(['ugc-plp-social'])
  })

  it('CMS-085 CAT-044 a category page names each gallery’s region by its heading', async () => {
    const { html } = await renderContent(PLP)
    for (const name of ['Customer photos', 'Photos from our community']) {
      const id = new RegExp(`<h2 id="([^"]+)"[^>]*>${name}</h2>`).exec(html)?.[1]
      expect(id, name).toBeTruthy()
      expect(html).toContain(`<section aria-labelledby="${id}"`)
    }
  })

  it('CAT-044 a customs page shows its gallery without a heading', async () => {
    const { html } = await renderContent('/en-us/customs')
    expect(html).toContain('id="customs-ugc-widget"')
    expect(html).not.toContain('Customs in the wild')
  })

  it('CMS-085 the block gallery has both providers, headed by their titles', async () => {
    const { html } = await renderContent('/en-us/block-gallery')
    expect(headings(html)).toEqual(
      expect.arrayContaining(['Photos from the trail', 'Shared by our community']),
    )
  })
})

describe('social gallery static grid (CAT-047 without JavaScript, CAT-049, CAT-053)', () => {
  it('CAT-049 streams the grid after the first byte, with a link to it in the document for shoppers without JavaScript', async () => {
    const { data, html } = await renderContent(PLP)
    expect(data.ugc?.grids['ugc-plp-social']).toBeInstanceOf(Promise)
    expect(html).toContain(`href="${PLP}?photos=1#ugc-plp-social-photos"`)
    expect(html).toContain('Show customer photos')
  })

  it('CAT-049 renders the category’s recent photos on the server when asked: sized, lazy, alt text, linked to their page', async () => {
    const { html } = await renderContent(`${PLP}?photos=1`)
    const images = [
      ...html.matchAll(
        /<a href="([^"]+)"><img src="([^"]+)" width="800" height="800" loading="lazy" alt="([^"]+)"/g,
      ),
    ]
    expect(images.length).toBeGreaterThan(0)
    expect(images[0]![1]).toMatch(/^http:\/\/emulator\.test\/social\/m\/sm-\d+$/)
    expect(images[0]![2]).toMatch(/^http:\/\/emulator\.test\/images\/reviews\/RS/)
    expect(html).toContain('Muddy miles in the Tempo Trail Runner')
    // Each photo links to the page that reports it, which comes back to this grid.
    const reports = [...html.matchAll(/<a href="(\/en-us\/ugc\/report\?[^"]+)">Report this photo<\/a>/g)]
    expect(reports).toHaveLength(images.length)
    const first = new URLSearchParams(reports[0]![1]!.replaceAll('&amp;', '&').split('?')[1])
    expect(first.get('mediaId')).toBe(images[0]![1]!.split('/').at(-1))
    expect(first.get('redirectTo')).toBe(`${PLP}?photos=1#ugc-plp-social-photos`)
    const calls = await socialCalls()
    expect(calls.map((c) => c.path)).toEqual(['/social/categories/media/recent'])
    expect(calls[0]!.query).toMatchObject({ categoryId: '1010', limit: '8' })
    // The third-party host gets its own key, never the commerce API's key or the shopper's token.
    expect(calls[0]!.headers['x-api-key']).toBe('emulator-social-key')
    expect(calls[0]!.headers.authorization).toBeUndefined()
    expect(JSON.stringify(calls[0]!.headers)).not.toContain('test-access-key')
  })

  it('CAT-053 a product page’s grid asks for recent media with the filled-in filter', async () => {
    const path = `${PDP}?photos=1`
    const blocks = [socialBlock('ugc-product-social', 'tag:{productId}')]
    const ugc = await withShopper(path, (shopper) =>
      loadUgc(shopper, [{ components: blocks }], pageUrl(path)),
    )
    const html = renderBlocks(path, blocks, { ugc })
    expect(html).toContain('Sunrise loop on the ridge')
    const calls = await socialCalls()
    expect(calls.map((c) => [c.path, c.query.filter])).toEqual([
      ['/social/streams/media/recent', 'tag:RS100001'],
    ])
  })

  it('CAT-049 a category’s grid is read from the host once for every shopper within its minute; a failed read is not kept', async () => {
    // The host down once: this page has no grid, and the failure is not kept for the next shopper.
    await injectFault({ path: '^/social/categories/media/recent$', status: 503, times: 1 })
    expect((await load(`${PLP}?photos=1`)).ugc?.grids['ugc-plp-social']).toBeNull()
    // The next two shoppers get the photos from one read of the host.
    const first = await renderContent(`${PLP}?photos=1`)
    const second = await renderContent(`${PLP}?photos=1`)
    for (const { html } of [first, second]) expect(html).toContain('Muddy miles in the Tempo Trail Runner')
    expect((await socialCalls()).map((c) => c.path)).toEqual([
      '/social/categories/media/recent',
      '/social/categories/media/recent',
    ])
    // Another category's gallery is a grid of its own.
    const other = categoryPath('en-us', 'hiking-boots-1020', { photos: '1' })
    await withShopper(other, (shopper) =>
      loadUgc(shopper, [{ components: [socialBlock('boots-social', '')] }], pageUrl(other)),
    )
    expect((await socialCalls()).map((c) => c.query.categoryId)).toEqual(['1010', '1010', '1020'])
  })

  it('ERR-137 a social host failure is logged and the gallery renders no grid; the page stays', async () => {
    await injectFault({ path: '^/social/', status: 503 })
    const { data, html } = await renderContent(`${PLP}?photos=1`)
    expect(data.ugc?.grids['ugc-plp-social']).toBeNull()
    expect(html).toContain('id="ugc-plp-social"')
    expect(html).not.toContain('Recent photos from our community')
    expect(data.blocks.length).toBeGreaterThan(1)
  })
})

describe('two galleries of the same photos on one page (decision 030)', () => {
  const path = `${PDP}?photos=1`
  const blocks = [
    widgetBlock('first-widget'),
    widgetBlock('second-widget', 'product:{productId}'),
    socialBlock('first-social', 'tag:{productId}'),
    socialBlock('second-social', 'tag:{productId}'),
    socialBlock('other-social', 'stream:stream-camp'),
  ]

  it('CAT-043 CMS-085 the photos show once: widgets share the product’s tag, social galleries their filter; the repeats render nothing and cost no call', async () => {
    const ugc = await withShopper(path, (shopper) =>
      loadUgc(shopper, [{ components: blocks }], pageUrl(path)),
    )
    expect(ugc?.repeats).toEqual(['second-widget', 'second-social'])
    const html = renderBlocks(path, blocks, { ugc })
    expect(galleryIds(html)).toEqual(['first-widget', 'first-social', 'other-social'])
    expect(imagePaths(html)).toEqual([...new Set(imagePaths(html))])
    expect((await socialCalls()).map((c) => c.query.filter)).toEqual(['tag:RS100001', 'stream:stream-camp'])
  })
})

describe('gallery product details lookup (CAT-043)', () => {
  async function detailCalls() {
    return (await capturedRequests()).filter((r) => r.path === '/products/v2/products/RS100001/details')
  }

  it('CAT-043 reads the master id by product id with an empty options object', async () => {
    const result = await runRoute<Response>(ugcProductLoader, get('/en-us/ugc/products/RS100001'), {
      locale: 'en-us',
      productId: 'RS100001',
    })
    expect(await result.response!.json()).toEqual({ masterId: 'M-RS100001' })
    const calls = await detailCalls()
    expect(calls).toHaveLength(1)
    expect(Object.keys(calls[0]!.query).filter((k) => k !== 'locale')).toEqual([])
  })

  it('CAT-043 one details call per product id even with two galleries asking at once', async () => {
    const masterIds = await withShopper(PDP, (shopper) =>
      Promise.all([galleryMasterId(shopper, 'RS100001'), galleryMasterId(shopper, 'RS100001')]),
    )
    expect(masterIds).toEqual(['M-RS100001', 'M-RS100001'])
    expect(await detailCalls()).toHaveLength(1)
  })

  it('CAT-043 ERR-137 a failed lookup is logged only: no master id, and the product page is intact', async () => {
    await injectFault({ path: '^/products/v2/products/RS100001/details$', status: 503, times: 1 })
    const warn = vi.fn()
    const masterId = await withShopper(PDP, (shopper) => {
      vi.spyOn(shopper.logger, 'warn').mockImplementation(warn)
      return galleryMasterId(shopper, 'RS100001')
    })
    expect(masterId).toBeNull()
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'RS100001' }),
      'gallery product details failed',
    )
    const { html } = await renderContent(PDP)
    expect(html).toContain('id="ugc-pdp-widget"')
  })

  it('answers 404 for something that is not a product id, with no call', async () => {
    const result = await runRoute<Response>(ugcProductLoader, get('/en-us/ugc/products/nope'), {
      locale: 'en-us',
      productId: 'nope',
    })
    expect(result.status).toBe(404)
    expect(await detailCalls()).toEqual([])
  })
})
