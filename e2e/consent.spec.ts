import { expect, test, type Page } from './test.ts'
import fr from '#app/features/consent/locales/fr/consent.json' with { type: 'json' }
import { expectAccessible, expectHydrated, openRequests, resetEmulator } from './helpers.ts'
import { categoryPath, homePath, locationPath, productPath } from '#app/domain/paths/paths.ts'
import { BEACON_FLUSH_MS, beaconPath } from '#app/domain/tracking/beacon-queue.ts'
import { consentPath } from '#app/domain/paths/self-service-paths.ts'

/**
 * Consent on the EMEA sites (PLAT-040..043, decision 037): the banner above the utility bar, accept all,
 * reject all, the cookie settings page and its footer link, with and without JavaScript.
 */

const PLP = categoryPath('en-gb', 'footwear-1000')
const ALL = 'required performance functional targeting'

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })
const here = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'consent')
}

/** What the page lets browser-side tracking do (the root writes it on the document element). */
const allowedOnPage = (page: Page) => page.locator('html').getAttribute('data-consent')

test('PLAT-041 PLAT-042 PLAT-043 the banner asks on the gb site, not on the us site, nor in an editor’s preview', async ({
  page,
}) => {
  await page.goto(homePath('en-gb'))
  const box = banner(page)
  await expect(box).toBeVisible()
  await expect(box.getByRole('heading', { level: 2, name: 'Cookies on this site' })).toBeVisible()
  await expect(box.getByRole('button', { name: 'Accept all' })).toBeVisible()
  await expect(box.getByRole('button', { name: 'Reject all' })).toBeVisible()
  await expect(box.getByRole('link', { name: 'Choose cookies' })).toHaveAttribute(
    'href',
    consentPath('en-gb', homePath('en-gb')),
  )
  // In the flow at the top of the page, over nothing: the page's own heading is below it.
  const boxBottom = (await box.boundingBox())!.y + (await box.boundingBox())!.height
  expect((await page.getByRole('banner').boundingBox())!.y).toBeGreaterThanOrEqual(boxBottom)
  expect(await allowedOnPage(page)).toBe('required')
  await expectAccessible(page)

  await page.goto(homePath('en-us'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(await allowedOnPage(page)).toBe(ALL)

  await page.goto(`${homePath('de-de')}?preview=true`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(await allowedOnPage(page)).toBe(ALL)
})

test('PLAT-042 accept all closes the banner, back on the same page, and it stays closed', async ({
  page,
}) => {
  await page.goto(`${PLP}?sort=price-asc`)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByText('Your cookie choice is saved.')).toBeVisible()
  expect(here(page)).toBe(`${PLP}?sort=price-asc`)
  expect(await consentCookie(page)).toMatchObject({
    value: 'v1.performance.functional.targeting',
    httpOnly: true,
    sameSite: 'Lax',
  })
  expect(await allowedOnPage(page)).toBe(ALL)
  await expectAccessible(page)

  // Another page, and the same page again: not asked again.
  await page.goto(homePath('en-gb'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.goto(PLP)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('PLAT-042 reject all keeps only the required cookies, and the banner stays closed', async ({ page }) => {
  await page.goto(homePath('fr-fr'))
  // The banner speaks the page's language (decision 046).
  const frenchBanner = page.getByRole('region', { name: fr.banner.title })
  await frenchBanner.getByRole('button', { name: fr.banner.rejectAll }).click()
  await expect(frenchBanner).toHaveCount(0)
  expect(here(page)).toBe(homePath('fr-fr'))
  // With JavaScript the banner goes as the choice is sent; the cookie comes with the answer.
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('v1')
  expect(await allowedOnPage(page)).toBe('required')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(frenchBanner).toHaveCount(0)
})

test('PLAT-040 PLAT-042 a choice per category on the settings page, from the banner and back again', async ({
  page,
}) => {
  await page.goto(PLP)
  await banner(page).getByRole('link', { name: 'Choose cookies' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
  // The page is the banner in full: no banner on it.
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByText('You have not made a choice yet')).toBeVisible()
  const categories = page.getByRole('group', { name: 'Cookie categories' })
  await expect(categories.getByRole('checkbox')).toHaveCount(4)
  const required = categories.getByRole('checkbox', { name: 'Required (Always on)' })
  await expect(required).toBeChecked()
  await expect(required).toBeDisabled()
  for (const name of ['Performance and analytics', 'Functional', 'Targeting']) {
    await expect(categories.getByRole('checkbox', { name })).not.toBeChecked()
  }
  await expect(categories.getByRole('checkbox', { name: 'Targeting' })).toHaveAccessibleDescription(
    'Personalise offers and content, run experiments and measure our marketing.',
  )
  await expectAccessible(page)
  if (!isNoJs()) await expectHydrated(page.getByRole('button', { name: 'Save my choice' }))

  await categories.getByRole('checkbox', { name: 'Performance and analytics' }).check()
  await categories.getByRole('checkbox', { name: 'Targeting' }).check()
  await page.getByRole('button', { name: 'Save my choice' }).click()
  // Back where the visitor was, asked no more.
  await expect(page).toHaveURL((url) => url.pathname === PLP)
  await expect(page.getByText('Your cookie choice is saved.')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toBe('v1.performance.targeting')
  await expect.poll(() => allowedOnPage(page)).toBe('required performance targeting')

  // The settings page shows the choice now in force.
  await page.goto(consentPath('en-gb'))
  await expect(page.getByText('Your current choice: Performance and analytics, Targeting.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Performance and analytics' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Targeting' })).toBeChecked()
})

test('PLAT-042 the footer’s cookie settings link: the choice changed there, then back to the page', async ({
  page,
}) => {
  await page.goto(PLP)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  if (!isNoJs()) await expectHydrated(page.locator('#main'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
  await expect(
    page.getByText('Your current choice: Performance and analytics, Functional, Targeting.'),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Reject all' }).click()
  await expect(page).toHaveURL((url) => url.pathname === PLP)
  expect((await consentCookie(page))?.value).toBe('v1')
  await expect.poll(() => allowedOnPage(page)).toBe('required')
})

test('PLAT-041 outside EMEA the settings page says every category is allowed, with nothing to choose', async ({
  page,
}) => {
  await page.goto(consentPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
  await expect(page.getByText('In your region every cookie category is allowed')).toBeVisible()
  await expect(page.locator('#main').getByRole('checkbox')).toHaveCount(0)
  await expectAccessible(page)
})

test('PLAT-022 PLAT-042 after a client-side navigation the bar follows the page and the banner closes in place @js-only', async ({
  page,
}) => {
  await page.goto(homePath('en-gb'))
  await expectHydrated(page.locator('#main'))
  // The footer's links navigate in the page once their behaviour is attached, just after hydration.
  await expect(page.locator('[data-links-in-page]:has(footer)')).toHaveCount(1)
  // A client-side navigation: the page stays the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store locator' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: /store/i })).toBeVisible()
  // The bar follows the page: its links bring the shopper back here, not to the first page.
  await expect(banner(page).getByRole('link', { name: 'Choose cookies' })).toHaveAttribute(
    'href',
    consentPath('en-gb', here(page)),
  )
  const control = page.getByRole('link', { name: /^Location:/ })
  await expect(control).toHaveAttribute('href', locationPath('en-gb', here(page)))
  await expect(control).toHaveAttribute('aria-haspopup', 'dialog')
  const accept = banner(page).getByRole('button', { name: 'Accept all' })
  await expectHydrated(accept)
  await accept.click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.locator('#main')).toBeFocused()
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // The banner goes as the choice is sent; the cookie comes with the answer.
  await expect
    .poll(async () => (await consentCookie(page))?.value)
    .toBe('v1.performance.functional.targeting')
  await expect.poll(() => allowedOnPage(page)).toBe(ALL)
  await expectAccessible(page)
})

test.describe('nothing of a category before it is granted', () => {
  const PRODUCT = productPath('en-gb', 'tempo-trail-runner-RS100001')
  const LISTING = categoryPath('en-gb', 'running-shoes-1010')
  /** The customer-photo widget's and the social gallery's scripts (functional), the beacon endpoint (targeting). */
  const WATCHED = {
    ugcWidget: (path: string) => path === '/__ugc/widget.js',
    socialGallery: (path: string) => path === '/social/widget.js',
    beacon: (path: string) => path === beaconPath('en-gb'),
  }
  type Watched = keyof typeof WATCHED

  /** The watched requests the page makes from now on, by kind. */
  function watch(page: Page) {
    const seen: Watched[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      for (const kind of Object.keys(WATCHED) as Watched[]) if (WATCHED[kind](path)) seen.push(kind)
    })
    return {
      kinds: () => [...new Set(seen)].sort(),
      clear: () => seen.splice(0),
    }
  }

  /**
   * Opens a page as a shopper reads it: hydrated, scrolled through its recommendations and galleries,
   * every script it loads in, and its clock moved past the beacon queue's flush.
   */
  async function browse(page: Page, path: string) {
    const requests = openRequests(page)
    await page.goto(path)
    await expectHydrated(page.locator('#main'))
    // Recommendations hydrate (and report what they show) as they come near the viewport.
    for (const section of await page.getByRole('region', { name: 'You may also like' }).all()) {
      await section.scrollIntoViewIfNeeded()
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    // A gallery's widget loads as the shopper comes near it. Under a product, its block hydrates only
    // then (decision 105): the shopper stays by it until it has.
    for (const gallery of await page.locator('.gallery-slot').all()) {
      await gallery.scrollIntoViewIfNeeded()
      await expectHydrated(gallery)
    }
    await requests.settled()
    await page.clock.runFor(BEACON_FLUSH_MS * 2)
    await requests.settled()
  }

  async function choose(page: Page, value: string) {
    const url = test.info().project.use.baseURL ?? page.url()
    await page.context().addCookies([{ name: 'consent', value, url, httpOnly: true, sameSite: 'Lax' }])
  }

  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  test('PLAT-042 CAT-046 CAT-047 after reject all no gallery widget loads; functional consent loads them @js-only', async ({
    page,
  }) => {
    const requests = watch(page)
    await page.goto(PRODUCT)
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect.poll(async () => (await consentCookie(page))?.value).toBe('v1')
    await browse(page, PRODUCT)
    await browse(page, LISTING)
    expect(requests.kinds()).toEqual([])

    await choose(page, 'v1.functional')
    // The product's customer photos are its widget's; the listing has a gallery of each provider.
    await browse(page, PRODUCT)
    await expect.poll(requests.kinds).toEqual(['ugcWidget'])
    requests.clear()
    await browse(page, LISTING)
    await expect.poll(requests.kinds).toEqual(['socialGallery', 'ugcWidget'])
  })

  test('PLAT-042 PERS-001 CAT-029 after reject all no beacon leaves the browser; targeting consent sends them @js-only', async ({
    page,
  }) => {
    const requests = watch(page)
    await page.goto(LISTING)
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect.poll(async () => (await consentCookie(page))?.value).toBe('v1')
    await browse(page, PRODUCT)
    await expect(
      page.getByRole('region', { name: 'You may also like' }).getByRole('link').first(),
    ).toBeVisible()
    await browse(page, LISTING)
    expect(requests.kinds()).toEqual([])

    await choose(page, 'v1.targeting')
    await browse(page, PRODUCT)
    await expect.poll(requests.kinds).toEqual(['beacon'])
    requests.clear()
    await browse(page, LISTING)
    await expect.poll(requests.kinds).toEqual(['beacon'])
  })
})
