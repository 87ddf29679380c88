import { expect, test } from './test.ts'
import { contentPath, productPath } from '#app/domain/paths/paths.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'

/**
 * Recommendations and upsell (CAT-029..034): the product page's "complete the look", the impressions the
 * server sends for the recommendation blocks it renders, and the product page's "You may also like"
 * hydrating near the viewport. Fixtures: mocks/content/seed/product-content.ts (JK100002's upsell),
 * mocks/content/seed/gallery-media.ts (the block gallery's recommendation blocks; home-for-you answers
 * the Control decision, mocks/recommendations/recommendations.ts).
 */

const EVENTS = '/personalization/v1/recommendations/events'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CAT-033 CAT-034 the product page completes the look with the first three items in stock', async ({
  page,
}) => {
  await page.goto(productPath('en-us', 'hearth-down-parka-JK100002'))
  const look = page.getByRole('region', { name: 'Complete the look' })
  await expect(look).toBeVisible()
  const items = look.getByRole('listitem')
  await expect(items).toHaveCount(3)
  for (const [index, name] of ['Basecamp Grid Fleece', 'Merino Cuff Beanie', 'Alpine Ridge GTX'].entries()) {
    await expect(items.nth(index).getByRole('link', { name })).toHaveAttribute(
      'href',
      new RegExp(`^/en-us/p/`),
    )
  }
  // The blanket is sold out (its inventory says so); the crew is the fourth in stock.
  await expect(look.getByText('Heritage Wool Blanket')).toHaveCount(0)
  await expect(look.getByText('Merino 200 Crew')).toHaveCount(0)
  await expectAccessible(page)
})

test('CAT-029 CONST-025 a page view sends one impression per recommendations block, none for Control', async ({
  page,
}) => {
  const impressions = async () => {
    const calls = await emulatorRequests<{ event?: string; widgetId?: string; products?: unknown[] }>()
    return calls.filter((c) => c.method === 'POST' && c.path === EVENTS).map((c) => c.body)
  }
  await page.goto(contentPath('en-us', 'block-gallery'))
  // The Control block is shown like the others.
  await expect(page.getByRole('region', { name: 'Picked for you' })).toBeVisible()
  await expect
    .poll(async () => (await impressions()).map((b) => b.widgetId).sort())
    .toEqual(['home-top-rated', 'home-trending'])
  for (const body of await impressions()) {
    expect(body.event).toBe('impressions')
    expect(body.products?.length).toBeGreaterThan(0)
    expect(body.products?.length).toBeLessThanOrEqual(24)
  }
})

test('CAT-031 CONST-046 "You may also like" hydrates once within 200px of the viewport @js-only', async ({
  page,
}) => {
  // Records the observers the page creates and what they watch.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver
    const seen: { rootMargin?: string; target: string | null }[] = []
    ;(window as unknown as { observed: typeof seen }).observed = seen
    window.IntersectionObserver = class extends Native {
      #rootMargin?: string
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options)
        this.#rootMargin = options?.rootMargin
      }
      override observe(target: Element) {
        seen.push({ rootMargin: this.#rootMargin, target: target.getAttribute('aria-labelledby') })
        super.observe(target)
      }
    }
  })
  await page.goto(productPath('en-us', 'tempo-trail-runner-RS100001'))
  const section = page.getByRole('region', { name: 'You may also like' })
  await expect(section).toBeAttached()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { observed: unknown[] }).observed))
    .toContainEqual({ rootMargin: '200px', target: 'recommendations-title' })
  const quickShop = section.getByRole('link', { name: 'Quick shop Skyline Road Racer' })
  // The cards stay the server's markup (decision 109); their list, which opens the dialog, hydrates.
  const cards = section.getByRole('list')
  // Far below the fold: the server's markup, not hydrated yet.
  expect(await cards.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false)
  await section.scrollIntoViewIfNeeded()
  await expectHydrated(cards)
  await quickShop.click()
  await expect(page.getByRole('dialog', { name: 'Skyline Road Racer' })).toBeVisible()
  // The dialog opens over this page: the link is not followed as well.
  await expect(page).toHaveURL(/\/en-us\/p\/tempo-trail-runner-RS100001$/)
  await expectAccessible(page)
})

test('CAT-029 CAT-030 "You may also like" reports its impression and a card’s click from the cards as the server drew them @js-only', async ({
  page,
}) => {
  type Event = {
    event?: string
    widgetId?: string
    products?: { id: string }[]
    recToken?: string
    productId?: string
  }
  const events = async () =>
    (await emulatorRequests<Event>())
      .filter((c) => c.method === 'POST' && c.path === EVENTS && c.body.widgetId === 'pdp-similar')
      .map((c) => c.body)
  await page.goto(productPath('en-us', 'tempo-trail-runner-RS100001'))
  const section = page.getByRole('region', { name: 'You may also like' })
  await section.scrollIntoViewIfNeeded()
  await expectHydrated(section.getByRole('list'))
  // One impression naming every card shown (decision 109: read from the cards' markup).
  const shown = await section
    .getByRole('listitem')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.recProduct))
  expect(shown.length).toBeGreaterThan(0)
  await expect
    .poll(async () =>
      (await events()).filter((e) => e.event === 'impressions').map((e) => e.products?.map((p) => p.id)),
    )
    .toEqual([shown])
  // A click on a card's name reports its recToken, and the link goes on to the product.
  await section.getByRole('link', { name: 'Skyline Road Racer', exact: true }).click()
  await expect(page).toHaveURL(/\/en-us\/p\/skyline-road-racer-RS100002$/)
  await expect
    .poll(async () => (await events()).filter((e) => e.event === 'recClicks'))
    .toEqual([
      expect.objectContaining({ productId: 'RS100002', recToken: expect.stringContaining('RS100002') }),
    ])
})
