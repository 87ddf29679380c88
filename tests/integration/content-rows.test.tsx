import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from '#app/shell/site-footer.tsx'
import { ServerHeader } from '#tests/helpers/shell.tsx'
import type { CmsPage, Menu } from '#app/domain/content/content.ts'
import type { ArticleGridBlock } from '#app/blocks/article-grid/schema.ts'
import type { ProductCollectionBlock } from '#app/blocks/product-collection/schema.ts'
import { loader as rootLoader } from '#app/root.tsx'
import routeConfig from '#app/routes.ts'
import { ErrorBoundary as ContentPageBoundary, loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as menuLoader } from '#app/routes/menu.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { loader as storesLoader } from '#app/routes/stores.tsx'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { searchArticleSeed } from '#mocks/content/seed/articles.ts'
import { BLOCK_GALLERY } from '#mocks/content/seed/gallery.ts'
import { renderBlocks } from '#tests/helpers/blocks.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

type PageData = { page: CmsPage; locale: string }
type RootData = Awaited<ReturnType<typeof rootLoader>>['data']

/** The content page route for `/{locale}/{slug}`, as the router calls it. */
function contentPage(locale: string, slug: string) {
  return runRoute<PageData>(contentLoader, get(`/${locale}/${slug}`), { locale, '*': slug })
}

/** The content-service calls the emulator saw, by path without the `{mode}` segment's value. */
async function contentCalls(kind: string) {
  return (await capturedRequests()).filter((r) => r.path.startsWith(`/live/caas/v1/canvas/${kind}/`))
}

/**
 * The HTML the content page route serves for a 404: its error boundary, rendered by React Router from
 * what the loader threw (the body carries the error-4xx page).
 */
async function renderThrown(body: unknown, status: number, path: string) {
  const routes: RouteObject[] = [
    {
      id: 'content-page',
      path: '*',
      loader: () => {
        throw data(body, { status })
      },
      Component: () => null,
      ErrorBoundary: ContentPageBoundary,
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <I18nTestProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nTestProvider>,
  ).replaceAll('<!-- -->', '')
  return { status: context.statusCode, html }
}

describe('content calls and page assembly', () => {
  it('CMS-003 a slug page comes from the augmentedpage call, renders its blocks, and its product collections get their products', async () => {
    const result = await contentPage('en-us', 'block-gallery')
    expect(result.status).toBe(200)
    const calls = await contentCalls('augmentedpage')
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/live/caas/v1/canvas/augmentedpage/us/block-gallery'],
    ])
    expect(calls[0]!.query).toMatchObject({ siteId: 'us' })
    expect(await contentCalls('page')).toEqual([])

    const page = result.data!.page
    const blocks = result.blocks(page.components)
    expect(page.slug).toBe('block-gallery')
    // The personalised sections as a guest gets them (decision 035): the segmentation's first baseline,
    // the experience's baseline, and nothing of the section whose blocks are all invalid.
    const asGuest: Record<string, string[]> = {
      'gallery-segmentation': ['richText'],
      'gallery-experience': ['richText'],
      'gallery-segmentation-empty': [],
    }
    expect(blocks.map((b) => b.id ?? b.type)).toEqual(
      BLOCK_GALLERY.components.flatMap((b) => (b.id && asGuest[b.id]) || [b.id ?? b.type]),
    )
    const grid = blocks.find((b) => b.id === 'gallery-collection-grid') as ProductCollectionBlock
    const expected = (grid.productIds ?? []).map((id) => findProduct(id)!)
    expect(expected.length).toBe(4)
    expect(grid.products.map((p) => p.id)).toEqual(expected.map((p) => p.id))

    const html = renderBlocks(blocks)
    expect(html).toMatch(/<h1[^>]*>Block gallery<\/h1>/)
    expect(html).toContain('New arrivals')
    for (const product of expected) {
      expect(html).toContain(`href="/en-us/p/${product.slug}-${product.id}`)
      expect(html).toContain(product.name)
    }
  })

  it('CMS-005 an unknown slug answers 404 and renders the error-4xx content page', async () => {
    const missing = await contentPage('en-us', 'no-such-page')
    expect(missing.status).toBe(404)
    expect((await contentCalls('page')).map((c) => c.path)).toEqual([
      '/live/caas/v1/canvas/page/us/error-4xx',
    ])
    const body = (await missing.response!.json()) as { page: CmsPage | null; locale: string }
    expect(body.page?.slug).toBe('error-4xx')

    const served = await renderThrown(body, 404, '/en-us/no-such-page')
    expect(served.status).toBe(404)
    expect(served.html).toMatch(/<h1[^>]*>We can(&#x27;|')t find that page<\/h1>/)
    expect(served.html).toContain('The page you are looking for may have moved')
    expect(served.html).toContain('href="/en-us/c/')

    // A path that cannot be a slug is a 4xx too, with the same page.
    const invalid = await contentPage('en-us', 'Not_A..Slug')
    expect(invalid.status).toBe(404)
    expect(((await invalid.response!.json()) as { page: CmsPage | null }).page?.slug).toBe('error-4xx')

    // So is any other 4xx of the content service for the page (a 410 gone, a 403).
    for (const status of [403, 410]) {
      await injectFault({ path: '^/live/caas/v1/canvas/augmentedpage/us/basecamp$', status, times: 1 })
      const refused = await contentPage('en-us', 'basecamp')
      expect(refused.status).toBe(404)
      expect(((await refused.response!.json()) as { page: CmsPage | null }).page?.slug).toBe('error-4xx')
    }
  })

  it('CMS-007 the article search is a GET of canvas/search/{siteId}/article with its query, and fills the grid', async () => {
    const result = await contentPage('en-gb', 'block-gallery')
    expect(result.status).toBe(200)
    const calls = await contentCalls('search')
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) {
      expect(call.method).toBe('GET')
      expect(call.path).toBe('/live/caas/v1/canvas/search/gb/article')
      expect(call.query).toMatchObject({ siteId: 'gb' })
    }
    const care = calls.find((c) => c.query.query === 'jacket')
    expect(care?.query).toMatchObject({ offset: '0', limit: '3' })

    const expected = searchArticleSeed({ offset: 0, limit: 3, tagIds: [], query: 'jacket' })
    expect(expected.numFound).toBeGreaterThan(0)
    const grid = result
      .blocks(result.data!.page.components)
      .find((b) => b.id === 'gallery-care') as ArticleGridBlock
    expect(grid.articles?.numFound).toBe(expected.numFound)
    expect(grid.articles?.result.map((a) => a.id)).toEqual(expected.result.map((a) => a.id))
  })

  it('CMS-008 CMS-010 the root loads the footer and the mega menu by site, and the page renders their links', async () => {
    const result = await runRoute<RootData>(rootLoader, get('/en-gb'), { locale: 'en-gb' })
    expect(result.status).toBe(200)
    const footerCalls = await contentCalls('footer')
    const menuCalls = await contentCalls('menu')
    expect(footerCalls.map((c) => [c.method, c.path])).toEqual([['GET', '/live/caas/v1/canvas/footer/gb']])
    expect(menuCalls.map((c) => [c.method, c.path])).toEqual([['GET', '/live/caas/v1/canvas/menu/gb']])
    expect(footerCalls[0]!.query).toMatchObject({ siteId: 'gb' })
    expect(menuCalls[0]!.query).toMatchObject({ siteId: 'gb' })

    const { footer, menuVersion, locale } = result.data!
    // The page's data carries the menu's and the footer's versions, not their content: the server's
    // render gets them apart (decisions 084, 086).
    expect(menuVersion).toMatch(/^[\w-]{16}$/)
    expect(footer).toEqual({ version: expect.stringMatching(/^[\w-]{16}$/) })
    expect(JSON.stringify(result.data)).not.toContain('running-shoes-1010')
    expect(JSON.stringify(result.data)).not.toContain('contact-us')
    const menuPage = await runRoute<{ menu: Menu | null }>(menuLoader, get('/en-gb/menu'), {
      locale: 'en-gb',
    })
    const menu = menuPage.data!.menu
    expect(menu).not.toBeNull()
    const footerHtml = renderWithProviders(
      <SiteFooter locale={locale} footer={{ version: 'v', value: result.documentValue(footer) }} />,
      { path: '/en-gb' },
    ).replaceAll('<!-- -->', '')
    expect(footerHtml).toMatch(/<footer[\s>]/)
    expect(footerHtml).toMatch(/<a[^>]*href="\/en-gb\/help\/contact-us"[^>]*>Contact us<\/a>/)
    expect(footerHtml).toMatch(/<a[^>]*href="\/en-gb\/privacy"[^>]*>Privacy policy<\/a>/)
    // The footer's content names the store locator by its content page, /store-locator: the link goes
    // where the page is, without a redirect on the way.
    expect(footerHtml).toMatch(/<a[^>]*href="\/en-gb\/stores"[^>]*>Store locator<\/a>/)
    expect(footerHtml).not.toContain('store-locator')

    const headerHtml = renderWithProviders(<ServerHeader locale={locale} menu={menu} cartCount={0} />, {
      path: '/en-gb',
    }).replaceAll('<!-- -->', '')
    expect(headerHtml).toMatch(/<nav aria-label="Main"/)
    expect(headerHtml).toContain('href="/en-gb/c/running-shoes-1010"')
    expect(headerHtml).toContain('Shop all Footwear')
  })

  it('CMS-011 the search, store-locator and error-4xx documents come from the plain page call', async () => {
    const search = await runRoute<Awaited<ReturnType<typeof searchLoader>>>(
      searchLoader,
      get('/en-us/search?q=zzzzqqq'),
      { locale: 'en-us' },
    )
    expect(search.data?.noResultsPage?.slug).toBe('search')
    const stores = await runRoute<Awaited<ReturnType<typeof storesLoader>>>(
      storesLoader,
      get('/en-us/stores'),
      {
        locale: 'en-us',
      },
    )
    expect(stores.data?.page?.slug).toBe('store-locator')
    const missing = await contentPage('en-ca', 'no-such-page')
    expect(((await missing.response!.json()) as { page: CmsPage | null }).page?.slug).toBe('error-4xx')

    const calls = await contentCalls('page')
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/live/caas/v1/canvas/page/us/search'],
      ['GET', '/live/caas/v1/canvas/page/us/store-locator'],
      ['GET', '/live/caas/v1/canvas/page/ca/error-4xx'],
    ])
    expect(calls.map((c) => c.query.siteId)).toEqual(['us', 'us', 'ca'])
  })
})

/** Every route module and path the app declares, nested routes included. */
function declaredRoutes(routes: readonly { file: string; path?: string; children?: unknown[] }[]): {
  file: string
  path: string
}[] {
  return routes.flatMap((route) => [
    { file: route.file, path: route.path ?? '' },
    ...declaredRoutes((route.children ?? []) as typeof routes),
  ])
}

describe('blocks live only inside pages', () => {
  it('CMS-021 no route serves a block: no block module is a route, and URLs naming a block are 404s without it', async () => {
    const routes = declaredRoutes(routeConfig)
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) {
      expect(route.file).toMatch(/^routes\//)
      expect(route.path).not.toMatch(/block|fragment|component/i)
    }
    // Block ids and block types, as a slug or under a block-like path, reach the content page route.
    for (const slug of [
      'gallery-collection-grid',
      'productCollection',
      'blocks/gallery-collection-grid',
      'fragment/size-help',
    ]) {
      const result = await contentPage('en-us', slug)
      expect(result.status, slug).toBe(404)
      const body = (await result.response!.json()) as { page: CmsPage | null }
      expect(body.page?.slug).toBe('error-4xx')
      expect(body.page?.components.map((b) => b.type)).toEqual(['richText'])
    }
  })
})

describe('rich text from the content service', () => {
  it('CMS-050 a link to the store locator by its content name leads straight to the locator', async () => {
    await injectFault({
      path: '/caas/v1/canvas/augmentedpage/us/find-us',
      status: 200,
      body: {
        id: 'page-find-us',
        slug: 'find-us',
        title: 'Find us',
        meta: { title: 'Find us', description: 'Find us' },
        components: [
          {
            type: 'richText',
            title: 'Come and try them on',
            richText: '<p>Visit a <a href="/store-locator?q=97209">store near you</a>.</p>',
          },
          {
            type: 'banner',
            id: 'find-us-banner',
            variant: 'split',
            title: 'Free repairs for life',
            linkType: 'CTA',
            targets: [{ url: '/store-locator/', text: 'Find a repair desk' }],
          },
        ],
      },
    })
    const result = await contentPage('en-us', 'find-us')
    expect(result.status).toBe(200)
    const html = renderBlocks(result.blocks(result.data!.page.components))
    expect(html).toContain('<a href="/en-us/stores?q=97209" rel="noopener noreferrer">store near you</a>')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/stores"[^>]*>Find a repair desk<\/a>/)
    expect(html).not.toContain('store-locator')
  })

  it('CMS-050 a rich text block renders the HTML the content service sent, sanitised', async () => {
    await injectFault({
      path: '/caas/v1/canvas/augmentedpage/us/unsafe-story',
      status: 200,
      body: {
        id: 'page-unsafe-story',
        slug: 'unsafe-story',
        title: 'Story',
        meta: { title: 'Story', description: 'Story' },
        components: [
          {
            type: 'richText',
            title: 'Made for the miles',
            richText:
              '<p onclick="steal()">We test <strong>every</strong> shoe. <a href="/basecamp" onmouseover="x()">Stories</a>' +
              ' <a href="javascript:alert(1)">bad</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
              '<iframe src="https://evil.example"></iframe><ul><li>Tested</li></ul>',
          },
        ],
      },
    })
    const result = await contentPage('en-us', 'unsafe-story')
    expect(result.status).toBe(200)
    const html = renderBlocks(result.blocks(result.data!.page.components))
    expect(html).toMatch(/<h1[^>]*>Made for the miles<\/h1>/)
    expect(html).toMatch(
      /<div class="prose[^"]*"><p>We test <strong>every<\/strong> shoe\. <a href="\/en-us\/basecamp" rel="noopener noreferrer">Stories<\/a> <a rel="noopener noreferrer">bad<\/a><\/p><ul><li>Tested<\/li><\/ul><\/div>/,
    )
    for (const unsafe of ['<script', 'onclick', 'onmouseover', 'onerror', 'javascript:', '<iframe', '<img']) {
      expect(html).not.toContain(unsafe)
    }
  })
})
