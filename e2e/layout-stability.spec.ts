import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { SHOE, toBilling } from './shop.ts'
import { categoryPath } from '#app/domain/paths/paths.ts'
import { WITH_PICTURES } from '../playwright.config.ts'

// The phone Lighthouse's mobile run emulates: where a late section moves the most content. Pictures
// load (decision 097): one arriving late is what would shift the page, and the product page's first
// one is to load first.
test.use({ viewport: { width: 412, height: 823 }, launchOptions: WITH_PICTURES })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const withJs = () => test.info().project.use.javaScriptEnabled !== false

/** Collects the document's layout shifts (not those right after an input) from its first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
        )
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)

test('CHK-019 CHK-037 the payment step does not move while it loads: the other-address fields are hidden from the first paint with JavaScript (shown without), and the card form draws into kept space', async ({
  page,
}) => {
  await recordShifts(page)
  await toBilling(page)
  const section = page.getByRole('region', { name: 'Billing address' })
  await expect(section.getByLabel('Same as the delivery address')).toBeChecked()
  const firstName = section.getByLabel('First name', { exact: true })
  if (!withJs()) {
    // Without JavaScript the fields are always there, so the choice works as a plain post.
    await expect(firstName).toBeVisible()
    await expectAccessible(page)
    return
  }
  await expect(firstName).toBeHidden()
  // The hosted card form and the provider's frame have drawn themselves.
  await expect(page.getByRole('heading', { name: 'Enter your card' })).toBeVisible()
  await expect(page.frameLocator('iframe[title]').locator('body')).toBeVisible()
  await expect(page.getByText('Loading the secure card form…')).toBeHidden()
  const shifts = await shiftsOf(page)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02)
  await expectAccessible(page)
})

test('CAT-046 the listing’s UGC widget draws its photos into the space kept for it: the filters and the tiles below do not move @js-only', async ({
  page,
}) => {
  // Hold the widget's script until the page has painted without it.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let widgetAsked = false
  await page.route('**/__ugc/widget.js*', async (route) => {
    widgetAsked = true
    await held
    await route.continue()
  })
  await page.goto('/en-us/c/running-shoes-1010')
  const widget = page.locator('#ugc-plp-widget')
  // On a phone the filters stand behind this button, which takes their place above the tiles.
  const filters = page.getByRole('button', { name: 'Filters', exact: true })
  await expect(filters).toBeVisible()
  // The widget loads as the shopper nears it, below the tiles.
  await widget.scrollIntoViewIfNeeded()
  await expect.poll(() => widgetAsked).toBe(true)
  const before = { slot: await widget.boundingBox(), filters: await filters.boundingBox() }
  expect(before.slot?.height ?? 0).toBeGreaterThan(100)

  release()
  await expect(widget.getByRole('list', { name: 'Customer photos' })).toBeVisible()
  await expect(widget.getByRole('img').first()).toBeVisible()
  const after = { slot: await widget.boundingBox(), filters: await filters.boundingBox() }
  // Four square photos, two rows of two: what the slot kept, give or take the photos' gaps.
  expect(Math.abs((after.slot?.height ?? 0) - (before.slot?.height ?? 0))).toBeLessThanOrEqual(12)
  expect(Math.abs((after.filters?.y ?? 0) - (before.filters?.y ?? 0))).toBeLessThanOrEqual(12)
  await expectAccessible(page)
})

/** Scrolls the window to `y` and resolves once the page has seen the scroll event. */
const scrollWindow = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, top)
      }),
    y,
  )

test('CONST-017 the sticky header hides on a scroll down and shows on a scroll up, 200 ms after the scroll settles and at most 500 ms into a long one, without moving the page', async ({
  page,
}) => {
  await recordShifts(page)
  const js = withJs()
  const start = new Date('2030-01-01T10:00:00Z')
  if (js) {
    // Time stands still from the page load on: only runFor moves it.
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
  }
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-sticky', 'true')
  const shiftsBefore = (await shiftsOf(page)).length
  if (!js) {
    // Without JavaScript the header simply stays stuck to the top.
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect(header).toBeInViewport()
    await expectAccessible(page)
    return
  }
  // The behaviour loads after hydration and marks the document.
  await expect(page.locator('html')).toHaveAttribute('data-follows-scroll')
  // Scroll events coalesce: nothing changes until 200 ms after the last one.
  await scrollWindow(page, 800)
  await page.clock.runFor(199)
  await expect(header).not.toHaveAttribute('data-scroll-hidden')
  await page.clock.runFor(1)
  await expect(header).toHaveAttribute('data-scroll-hidden')
  await expect(header).not.toBeInViewport()
  // A scroll up brings it back, again 200 ms later.
  await scrollWindow(page, 500)
  await page.clock.runFor(199)
  await expect(header).not.toBeInViewport()
  await page.clock.runFor(1)
  await expect(header).toBeInViewport()
  // A scroll that never pauses for 200 ms is followed at 500 ms all the same.
  for (const y of [550, 600, 650, 700, 750]) {
    await scrollWindow(page, y)
    await page.clock.runFor(y === 750 ? 99 : 100)
  }
  await expect(header).not.toHaveAttribute('data-scroll-hidden')
  await page.clock.runFor(1)
  await expect(header).toHaveAttribute('data-scroll-hidden')
  await expect(header).not.toBeInViewport()
  // A keyboard user who moves into the header sees it.
  await header.getByRole('link', { name: /^Cart/ }).focus()
  await expect(header).toBeInViewport()
  // Hiding and showing the header moved nothing on the page.
  const shifts = (await shiftsOf(page)).slice(shiftsBefore)
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
  // axe needs running timers.
  await page.clock.resume()
  await expectAccessible(page)
})

test('decision 055 the product page’s first image loads first, at the gallery’s sizes, and the page is axe-clean (WCAG 2.2 AA, target size included)', async ({
  page,
}) => {
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  const first = page.locator('li#image-1 img')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).not.toHaveAttribute('loading', 'lazy')
  await expect(first).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw')
  await expect(first).toHaveJSProperty('complete', true)
  if (test.info().project.use.javaScriptEnabled !== false) {
    // Hydrated, the page keeps the server's part of the stylesheet, and the whole file laid over it
    // once painted (decision 092): one of each, no other copy.
    await expectHydrated(page.getByRole('button', { name: 'Add to cart' }))
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-precedence], link[rel="stylesheet"]')].map((el) =>
        el instanceof HTMLLinkElement ? new URL(el.href).pathname : (el.getAttribute('data-href') ?? ''),
      ),
    )
    expect(styles).toHaveLength(2)
    expect(styles[1]).toBe(styles[0])
  }
  await expectAccessible(page)
})
