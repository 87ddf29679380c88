import { expect, test, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { productPath } from '#app/domain/paths/paths.ts'

/**
 * The location selector and the location question (PLAT-022, PLAT-032, decision 048): with JavaScript
 * the header's control and the question open dialogs; without, the control and the question's banner
 * are links to the location page, whose forms are plain posts. Either way the shopper lands on the same
 * page in the chosen locale, and an answered question is not asked again.
 */

const NAME = 'Tempo Trail Runner'
/** The same product as the emulator names it for de_DE. */
const NAME_DE = 'Tempo Trail-Laufschuh'
const SLUG = 'tempo-trail-runner-RS100001'
const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const here = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/**
 * Opens the selector from the header's control: a dialog once its behaviour is loaded (the control
 * then says it opens one), the location page without JavaScript. Returns where the form is.
 */
async function openSelector(page: Page, control: string, heading: string) {
  const link = page.getByRole('link', { name: control })
  if (isNoJs()) {
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    return page.getByRole('main')
  }
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog')
  await link.click()
  const dialog = page.getByRole('dialog', { name: heading })
  await expect(dialog).toBeVisible()
  return dialog
}

test('PLAT-022 from a US product page to Germany in German: the same product in euros and German, and back', async ({
  page,
}) => {
  await page.goto(productPath('en-us', SLUG, { color: '001', size: '9' }))
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()

  const selector = await openSelector(page, 'Location: United States (English)', 'Choose your location')
  const germany = selector.getByRole('group', { name: 'Germany' })
  // The service also lists Austria (de-at), which this shop does not serve: not offered.
  await expect(selector.getByRole('group', { name: 'Austria' })).toHaveCount(0)
  await expect(selector.getByRole('radio', { name: 'English (current)' })).toBeChecked()
  await expectAccessible(page)
  await germany.getByRole('radio', { name: 'Deutsch' }).check()
  await selector.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL((url) => url.pathname === productPath('de-de', SLUG))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1, name: NAME_DE })).toBeVisible()
  await expect(page.getByRole('button', { name: 'In den Warenkorb', exact: true })).toBeVisible()
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible()
  await expect(page.getByText(/\$\d/)).toHaveCount(0)
  // The header's menu follows: German words, German links (with JavaScript the page's data gives only
  // the menu's version, and the bar is rendered anew from the menu page's data).
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' })
  await expect(menu.locator('a[href^="/de-de/c/"]').first()).toBeAttached()
  await expect(menu.getByText(/: alle Artikel$/).first()).toBeAttached()
  await expect(menu.locator('a[href^="/en-us/"]')).toHaveCount(0)
  const locale = (await page.context().cookies()).find((c) => c.name === 'locale')
  expect(locale).toMatchObject({ value: 'de-de', httpOnly: true })
  await expectAccessible(page)

  const back = await openSelector(page, 'Land: Deutschland (Deutsch)', 'Land auswählen')
  await back
    .getByRole('group', { name: 'Vereinigte Staaten' })
    .getByRole('radio', { name: 'English' })
    .check()
  await back.getByRole('button', { name: 'Weiter' }).click()
  await expect(page).toHaveURL((url) => url.pathname === productPath('en-us', SLUG))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible()
  await expect(page.getByText(/^\$\d/).first()).toBeVisible()
})

test.describe('detected in Germany', () => {
  test.use({ extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'DE' } })

  test('PLAT-032 the question is asked on the US site, never redirects, and once answered is not asked again', async ({
    page,
  }) => {
    const pdp = productPath('en-us', SLUG)
    await page.goto(pdp)
    // The page asked for, not another site's.
    expect(here(page)).toBe(pdp)
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()

    let answer
    if (isNoJs()) {
      const banner = page.getByRole('region', { name: 'You seem to be in Germany' })
      await expect(banner).toBeVisible()
      await expectAccessible(page)
      await banner.getByRole('link', { name: 'Choose your location' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your location' })).toBeVisible()
      answer = page.getByRole('region', { name: 'You seem to be in Germany' })
    } else {
      answer = page.getByRole('dialog', { name: 'You seem to be in Germany' })
      await expect(answer).toBeVisible()
      await expect(answer.getByRole('button', { name: 'Go to the site for Germany' })).toBeFocused()
    }
    await expectAccessible(page)
    await answer.getByRole('button', { name: 'Stay on the site for United States' }).click()

    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'You seem to be in Germany' })).toHaveCount(0)
    expect(here(page)).toBe(pdp)
    const chosen = (await page.context().cookies()).find((c) => c.name === 'location-chosen')
    expect(chosen).toMatchObject({ value: '1', httpOnly: true })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Location: United States (English)' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'You seem to be in Germany' })).toHaveCount(0)
  })

  test('PLAT-032 going to the detected country’s site lands on the same product there', async ({ page }) => {
    await page.goto(productPath('en-us', SLUG))
    const question = isNoJs()
      ? page.getByRole('main').getByRole('region', { name: 'You seem to be in Germany' })
      : page.getByRole('dialog', { name: 'You seem to be in Germany' })
    if (isNoJs()) await page.getByRole('link', { name: 'Choose your location' }).click()
    await question.getByRole('button', { name: 'Go to the site for Germany' }).click()
    await expect(page).toHaveURL((url) => url.pathname === productPath('de-de', SLUG))
    await expect(page.getByRole('button', { name: 'In den Warenkorb', exact: true })).toBeVisible()
    // Answered: the German site does not ask either, though the shopper is detected in Germany anyway.
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('PLAT-022 the selector dialog keeps focus inside, closes on Escape and gives focus back to the control @js-only', async ({
  page,
}) => {
  await page.goto(productPath('en-us', SLUG))
  const control = page.getByRole('link', { name: 'Location: United States (English)' })
  await expect(control).toHaveAttribute('aria-haspopup', 'dialog')
  await control.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose your location' })
  await expect(dialog.getByRole('radio', { name: 'English (current)' })).toBeChecked()
  // Modal: Tab never reaches the page behind, which is inert (past the last control the browser's own
  // controls take focus, then the dialog's first again).
  const outside = () =>
    dialog.evaluate((node) => {
      const active = document.activeElement
      return Boolean(active && active !== document.body && !node.contains(active))
    })
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    expect(await outside()).toBe(false)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(control).toBeFocused()
  expect(new URL(page.url()).pathname).toBe(productPath('en-us', SLUG))
})
