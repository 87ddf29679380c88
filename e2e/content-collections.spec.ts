import { expect, test, type Locator, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { contentPath } from '#app/domain/paths/paths.ts'

/**
 * Collections in a browser: the block gallery’s carousels, on its page of bars and collections
 * (/en-us/block-gallery-collections; mocks/content/seed/gallery-collections.ts).
 * "Trail-ready gear" swipes on phones, has arrows and dots on tablets and is a grid on desktops;
 * "Staff picks" turns by itself every 4 seconds. Without JavaScript a carousel is a strip that scrolls
 * and snaps by CSS alone, with every product in it.
 */
const COLLECTIONS = contentPath('en-us', 'block-gallery-collections')
const TABLET = { width: 800, height: 1000 }
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const strip = (page: Page, title: string) => page.getByRole('region', { name: `${title}, scrollable list` })
const scrollLeft = (locator: Locator) => locator.evaluate((el) => Math.round(el.scrollLeft))

test('CMS-054 CMS-057 on a tablet the carousel’s arrows and dots move it slide by slide @js-only', async ({
  page,
}) => {
  await page.setViewportSize(TABLET)
  await page.goto(COLLECTIONS)
  const trail = strip(page, 'Trail-ready gear')
  const block = page.locator('[data-block="productCollection"]').filter({ has: trail })
  await trail.scrollIntoViewIfNeeded()
  const first = block.getByRole('button', { name: /^Go to slide 1 of \d+$/ })
  await expect(first).toHaveAttribute('aria-current', 'true')
  await expect(block.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true')

  await block.getByRole('button', { name: 'Next slide' }).click()
  await expect(block.getByRole('button', { name: /^Go to slide 2 of \d+$/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect.poll(() => scrollLeft(trail)).toBeGreaterThan(0)

  await first.click()
  await expect(first).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => scrollLeft(trail)).toBe(0)
  await expectAccessible(page)
})

test('CMS-057 CMS-058 an autoplaying carousel turns every autorotateTime seconds and its pause button stops it @js-only', async ({
  page,
}) => {
  // The page's clock stands still: only runFor moves it, so the 4 s are counted from the carousel's start.
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-26T10:00:01Z'))
  await page.setViewportSize(PHONE)
  await page.goto(COLLECTIONS)
  const picks = strip(page, 'Staff picks')
  const block = page.locator('[data-block="productCollection"]').filter({ has: picks })
  await picks.scrollIntoViewIfNeeded()
  const slide = (n: number) => block.getByRole('button', { name: new RegExp(`^Go to slide ${n} of \\d+$`) })
  await expect(slide(1)).toHaveAttribute('aria-current', 'true')

  // autorotateTime 4 (seconds): not yet at 3.9 s, turned at 4 s.
  await page.clock.runFor(3_900)
  await expect(slide(1)).toHaveAttribute('aria-current', 'true')
  await page.clock.runFor(200)
  await expect(slide(2)).toHaveAttribute('aria-current', 'true')
  // The turn scrolls smoothly in real time, which the page's clock does not hold, while the frames that
  // read where the strip is wait for the clock: the strip rests at the second slide before the clock
  // runs again, or a frame run mid-scroll would read a place between two slides.
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await scrollLeft(picks)
        const resting = now > 0 && now === last
        last = now
        return resting
      },
      { intervals: [100] },
    )
    .toBe(true)

  await block.getByRole('button', { name: 'Pause automatic rotation' }).click()
  // The pointer rests on the carousel after the click, which pauses it as well: move it away.
  await page.mouse.move(0, 0)
  await page.clock.runFor(10_000)
  await expect(slide(2)).toHaveAttribute('aria-current', 'true')
  await expect(block.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
})

test('CMS-054 CMS-057 a carousel is a strip that scrolls and snaps, with every product in it; a desktop grid has no controls', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(COLLECTIONS)
  const trail = strip(page, 'Trail-ready gear')
  const block = page.locator('[data-block="productCollection"]').filter({ has: trail })
  await trail.scrollIntoViewIfNeeded()
  const products = trail.getByRole('listitem')
  expect(await products.count()).toBeGreaterThan(2)
  // More slides than fit: the strip scrolls sideways and snaps to its slides, by CSS alone.
  expect(await trail.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await trail.evaluate((el) => getComputedStyle(el).scrollSnapType)).toMatch(/^x mandatory/)
  await trail.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }))
  await expect.poll(() => scrollLeft(trail)).toBeGreaterThan(0)
  // The phone layout has no arrows (showArrows false), and without JavaScript no control at all.
  await expect(block.getByRole('button', { name: 'Next slide' })).toHaveCount(0)
  await expectAccessible(page)

  await page.setViewportSize(DESKTOP)
  // A grid on desktops: every product side by side, nothing to scroll or control.
  await expect.poll(() => trail.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await expect(block.getByRole('button', { name: /slide/ })).toHaveCount(0)
})

test('CMS-055 CMS-056 the vertical list and the call-to-action buttons collections are lists of links', async ({
  page,
}) => {
  await page.goto(COLLECTIONS)
  const list = page.locator('[data-block="productCollection"]').filter({ hasText: 'Best sellers this week' })
  await expect(list.getByRole('heading', { name: 'Best sellers this week' })).toBeVisible()
  expect(await list.getByRole('listitem').count()).toBe(5)
  await expect(list.getByRole('link', { name: 'See all best sellers' })).toHaveAttribute(
    'href',
    '/en-us/c/footwear-1000',
  )

  const activities = page.locator('[data-block="productCollection"]').filter({ hasText: 'Shop by activity' })
  for (const activity of ['Trail running', 'Hiking', 'Camping', 'Climbing', 'Snow sports', 'Travel'])
    await expect(activities.getByRole('link', { name: activity })).toBeVisible()
  await activities.getByRole('link', { name: 'Hiking' }).click()
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-1000$/)
})
