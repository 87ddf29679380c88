import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import {
  EMULATOR_URL,
  expectAccessible,
  expectHydrated,
  openRequests,
  resetEmulator,
  SHOPPER_UA,
  slowUpstream,
} from './helpers.ts'
import { putInCart, toBilling } from './shop.ts'
import { cartPath, categoryPath, homePath, productPath, searchPath } from '#app/domain/paths/paths.ts'

// The phone Lighthouse's mobile run emulates.
test.use({ viewport: { width: 412, height: 823 } })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const KEY_PAGES = [
  homePath('en-us'),
  categoryPath('en-us', 'running-shoes-1010'),
  productPath('en-us', 'tempo-trail-runner-RS100001'),
  searchPath('en-us', 'trail'),
]

/** The document's head as the server sends it. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

test('decision 055 decision 060 decision 078 the key pages’ heads connect to the image service and carry the stylesheet in the document for a first visitor, and no script @http', async ({
  request,
  playwright,
  baseURL,
}) => {
  const imageOrigin = new URL(EMULATOR_URL).origin
  /** The page for a visitor of its own, with the cookies given and no others (a page may set some). */
  const visit = async (path: string, cookie?: string) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const response = await visitor.get(path, cookie ? { headers: { Cookie: cookie } } : {})
    const html = await response.text()
    await visitor.dispose()
    return { status: response.status(), html }
  }
  const firstVisits = new Map<string, { file: string; bytes: number }>()
  for (const path of KEY_PAGES) {
    const { status, html } = await visit(path)
    expect(status, path).toBe(200)
    const head = headOf(html)
    // No stylesheet to fetch before the first paint: its text is in the head, and the file is fetched
    // when the browser is idle, for the next pages.
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const style = /<style[^>]*data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(head)
    const file = style?.[1]
    expect(file, `${path}: the stylesheet's text in the head`).toBeDefined()
    expect(head, path).toContain(`<link rel="prefetch" href="${file}"/>`)
    // Only the part of it the page uses (decision 092): well under half of the file.
    const whole = (await (await request.get(file!)).text()).length
    expect(style![2]!.length, `${path}: the used part of the stylesheet`).toBeLessThan(whole / 2)
    expect(head, `${path}: preconnect to ${imageOrigin}`).toContain(
      `<link rel="preconnect" href="${imageOrigin}"`,
    )
    // Nothing in the head sends the browser for scripts before it paints (decision 060).
    expect(head, path).not.toContain('modulepreload')
    expect(head, path).not.toMatch(/<script[^>]*\ssrc=/)
    firstVisits.set(path, { file: file!, bytes: html.length })
  }
  // The product page's first picture is fetched at once, at a high priority.
  const pdp = headOf(await (await request.get(productPath('en-us', 'tempo-trail-runner-RS100001'))).text())
  expect(pdp).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/)
  // A visitor with a cookie of ours has had a page, and with it the file: their pages link it, lighter.
  for (const [path, { file, bytes }] of firstVisits) {
    const { html: returning } = await visit(path, 'promoBarClosed=1')
    const head = headOf(returning)
    expect(head, path).toContain(`<link rel="stylesheet" href="${file}" data-precedence="app"/>`)
    expect(head, path).not.toMatch(/<style[^>]*data-href=|rel="prefetch"/)
    expect(bytes - returning.length, `${path}: bytes the link saves`).toBeGreaterThan(20_000)
  }
})

test('decision 117 the page’s entry script starts with the hint that has Chrome compile it as it streams in, in every encoding the server sends it @http', async ({
  request,
}) => {
  const html = await (await request.get(cartPath('en-us'))).text()
  const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0]
  expect(entry, 'the entry script the page boots from').toBeDefined()
  const bodies = new Set<string>()
  for (const encoding of ['br', 'gzip', 'identity']) {
    const response = await request.get(entry!, { headers: { 'Accept-Encoding': encoding } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding'] ?? 'identity', entry).toBe(encoding)
    const text = await response.text()
    // At the very start: V8 reads the hint only there.
    expect(text.slice(0, 29), encoding).toBe('//# allFunctionsCalledOnLoad\n')
    bodies.add(text)
  }
  // The compressed copies are the file itself.
  expect(bodies.size).toBe(1)
  // The route's own script does not carry it: only the code every page runs as it loads.
  const route = /\/assets\/cart-[\w-]+\.js/.exec(html)?.[0]
  expect(route).toBeDefined()
  expect(await (await request.get(route!)).text()).not.toContain('allFunctionsCalledOnLoad')
})

test('decision 078 decision 092 a first visit fetches the whole stylesheet after its first paint; the next page links it and takes it from the cache, styled @js-only', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const file = await page.locator('style[data-href]').getAttribute('data-href')
  expect(file).toMatch(/^\/assets\/app-[\w-]+\.css$/)
  // The head's part of it, and the whole file, added once the page has painted.
  await expect(page.locator(`link[rel="stylesheet"][href="${file}"]`)).toHaveCount(1)
  const fetched = (url: string) =>
    page.evaluate(
      (name) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === name)
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      url,
    )
  // Fetched from the server once, after the page (the part it uses was already in the head).
  await expect.poll(async () => (await fetched(file!)).filter((bytes) => bytes > 0)).toHaveLength(1)
  // A cookie of ours (the closed promo bar), and the next page links the file, from the browser's cache.
  await page.context().addCookies([{ name: 'promoBarClosed', value: '1', url: page.url() }])
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.locator(`link[rel="stylesheet"][href="${file}"]`)).toHaveCount(1)
  await expect(page.locator('style[data-href]')).toHaveCount(0)
  await expect.poll(() => fetched(file!)).toEqual([0])
  // Styled by it: the header stays at the top as the page scrolls (PLAT-033), hydrated without a copy.
  await expect(page.locator('header').first()).toHaveCSS('position', 'sticky')
  await expectHydrated(page.locator('#main'))
  await expect(page.locator('link[rel="stylesheet"], style[data-precedence]')).toHaveCount(1)
  await expectAccessible(page)
})

test.describe('a shopper’s browser (not a crawler, which gets the whole page at once)', () => {
  test.use({ userAgent: SHOPPER_UA })

  test('decision 092 a part of a first visit’s page that streams after the rest shows styled, though the head’s part of the stylesheet lacks its rules @js-only', async ({
    page,
    request,
  }) => {
    // The set's members come after the page, as from a service farther away than ours; the section
    // that shows them uses rules the page above it does not (its heading's size).
    await slowUpstream(request, '/productSet$', 600)
    // The whole stylesheet is held back while the browser reads the document: until it has read all of
    // it, or has reached a stylesheet linked in the body, which holds back the scripts after it.
    await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
      await Promise.race([
        page.evaluate(
          () =>
            document.readyState !== 'loading' ||
            new Promise((read) => document.addEventListener('DOMContentLoaded', read)),
        ),
        page.locator('body > link[rel="stylesheet"]').waitFor({ state: 'attached' }),
      ])
      await route.continue()
    })
    // The heading's size at the moment the section is shown.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.getElementById('product-set-title')
        if (!heading || heading.closest('[hidden]')) return
        document.documentElement.dataset.shownAt = getComputedStyle(heading).fontSize
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001' }))
    const set = page.getByRole('region', { name: 'Complete the set: Trail Running Kit' })
    await expect(set).toBeVisible()
    // text-2xl: 1.5rem. Shown before the file is in, the heading would have the base size, 16px.
    await expect(page.locator('html')).toHaveAttribute('data-shown-at', '24px')
    await expect(set.getByRole('heading', { level: 2 })).toHaveCSS('font-size', '24px')
    await expectAccessible(page)
  })
})

/** What every element of the page's body looks like: the properties a missing rule would change. */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'visibility',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'text-decoration-line',
      'margin',
      'padding',
      'border-width',
      'width',
      'height',
      'gap',
      'flex-direction',
      'grid-template-columns',
      'opacity',
      'overflow',
    ]
    return [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      return `${element.tagName} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`
    })
  })

// With JavaScript the whole file is laid over that part once the page has painted.
test('decision 092 without JavaScript a first visit’s page looks as it does with the whole stylesheet, though its head carries only the part it uses @no-js-only', async ({
  page,
}) => {
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 })
    for (const path of [...KEY_PAGES, cartPath('en-us')]) {
      // A first visit each time: no cookie from the page before.
      await page.context().clearCookies()
      await page.goto(path)
      const file = await page.locator('style[data-href]').getAttribute('data-href')
      const withPart = await computedStyles(page)
      await page.evaluate((href) => {
        const link = document.createElement('link')
        link.rel = 'stylesheet'
        link.href = href
        document.head.append(link)
      }, file!)
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.styleSheets].some((sheet) => sheet.href && sheet.cssRules.length > 0),
          ),
        )
        .toBe(true)
      expect(await computedStyles(page), `${path} at ${width} px`).toEqual(withPart)
      if (width === 412) await expectAccessible(page)
    }
  }
})

test('decision 060 on the key pages no script is fetched before the first paint, and then the page hydrates @js-only', async ({
  page,
}) => {
  for (const path of KEY_PAGES) {
    await page.goto(path)
    await expectHydrated(page.locator('#main'))
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(scripts.length, path).toBeGreaterThan(2)
    expect(Math.min(...scripts), `${path}: first script after the first paint`).toBeGreaterThanOrEqual(paint)
  }
})

test('decision 059 the listing’s customer photos follow its products, so photos drawn late never move the listing', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const products = page.getByRole('list', { name: 'Products' })
  await expect(products.getByRole('listitem').first()).toBeVisible()
  const galleries = page.locator('[data-block="ugcGallery"]')
  await expect(galleries).toHaveCount(2)
  const after = await products.evaluate((list) =>
    [...document.querySelectorAll('[data-block="ugcGallery"]')].every(
      (gallery) => (list.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ),
  )
  expect(after).toBe(true)
  await expectAccessible(page)
})

test('decision 055 CMS-016 the checkout’s order summary and content section are in the payment step as the server drew it: items, tax line, total and the content’s text, with no block code loaded for it', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await toBilling(page)
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText(/Tempo Trail Runner × 1/)).toBeVisible()
  await expect(summary.getByText('Tax', { exact: true })).toBeVisible()
  await expect(summary.getByText('Total', { exact: true })).toBeVisible()
  // The checkout's content (text and a link, no behaviour) stays as the server drew it: the browser
  // hydrates the page without loading the block list's code for it.
  await expect(summary.getByText('Your payment details are encrypted.')).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Contact us' })).toBeVisible()
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(scripts.some((path) => /\/entry\.client-[\w-]+\.js$/.test(path))).toBe(true)
    expect(scripts.filter((path) => /\/block-list-[\w-]+\.js$/.test(path))).toEqual([])
  }
  await expectAccessible(page)
})

test('decision 105 CMS-014 CMS-016 the content under a product and under the cart hydrates, and loads its code, only as the shopper nears it @js-only', async ({
  page,
}) => {
  const blockCode: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\/block-list-[\w-]+\.js$/.test(path)) blockCode.push(path)
  })
  await putInCart(page)
  for (const path of [productPath('en-us', 'tempo-trail-runner-RS100001'), cartPath('en-us')]) {
    await page.goto(path)
    // Once the page has hydrated up to its content (the gate around the blocks' list is in place), the
    // blocks are still as the server drew them, and their code has not been asked for.
    const blocks = page.locator('main [data-block]')
    await expectHydrated(blocks.first().locator('xpath=../..'))
    const hydrated = await blocks.evaluateAll((list) =>
      list.filter((block) => Object.keys(block).some((key) => key.startsWith('__reactFiber'))),
    )
    expect(hydrated, `no block hydrated on ${path}`).toEqual([])
    expect(blockCode, `no block code loaded on ${path}`).toEqual([])
    // Near them, they hydrate with their code.
    await blocks.last().scrollIntoViewIfNeeded()
    await expectHydrated(blocks.first())
    await expectHydrated(blocks.last())
    expect(blockCode).toHaveLength(1)
    blockCode.length = 0
  }
  await expectAccessible(page)
})

test('decision 086 the home page loads the code of the blocks it hydrates, and none of the blocks it keeps as the server drew them @js-only', async ({
  page,
}) => {
  const viewCode: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\/view-[\w-]+\.js$/.test(path)) viewCode.push(path)
  })
  await putInCart(page)
  const requests = openRequests(page)
  await page.goto(homePath('en-us'))
  const blocks = page.locator('main [data-block]')
  await expectHydrated(page.locator('#main'))
  // What the page loads after it hydrates (the blocks in view that have behaviour among it) is in.
  await requests.settled()
  // A block without behaviour is an island the browser keeps as the server drew it.
  const types = await blocks.evaluateAll((list) =>
    list.map((block) => ({
      type: block.getAttribute('data-block'),
      kept: block.hasAttribute('data-static-island'),
    })),
  )
  const hydratedTypes = new Set(types.filter((block) => !block.kept).map((block) => block.type))
  const keptTypes = new Set(types.filter((block) => block.kept).map((block) => block.type))
  // The home page has blocks of both kinds, and each block type's view is a file of its own: no more
  // view files than types of blocks hydrated. (When every view the list rendered loaded, kept or not,
  // the page loaded seven at 412 px, for two types hydrated.)
  expect(keptTypes.size).toBeGreaterThan(0)
  expect(viewCode.length).toBeGreaterThan(0)
  expect(viewCode.length).toBeLessThanOrEqual(hydratedTypes.size)
  await expectAccessible(page)
})

test('decision 116 the cart and the payment step hydrate their prices from the numbers the server formatted, without starting the browser’s number formatting @js-only', async ({
  page,
}) => {
  // Counts every number formatter the page builds, from before its first script runs.
  await page.addInitScript(() => {
    const Native = Intl.NumberFormat
    const built: string[] = []
    Object.assign(window, { numberFormatsBuilt: built })
    Intl.NumberFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built.push(JSON.stringify(args))
        return Reflect.construct(target, args) as Intl.NumberFormat
      },
    })
  })
  const built = () =>
    page.evaluate(() => (window as unknown as { numberFormatsBuilt: string[] }).numberFormatsBuilt)
  await toBilling(page)
  await expectHydrated(page.locator('#main'))
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText('$140.35')).toBeVisible()
  expect(await built()).toEqual([])
  await page.goto(cartPath('en-us'))
  await expectHydrated(page.locator('#main'))
  await expect(page.getByRole('main').getByText('$129.95').first()).toBeVisible()
  expect(await built()).toEqual([])
})
