import { expect, test, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath, homePath, menuPath } from '#app/domain/paths/paths.ts'

/**
 * The phone's menu (CMS-111, CMS-117): the header's Menu link opens it in a dialog with JavaScript and
 * is the menu page without; either way categories and their groups are accordions around the links.
 * fixtures: mocks/content/seed/menu.ts (Footwear > Shop by category > Running Shoes)
 */
test.use({ viewport: { width: 390, height: 844 } })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const withJs = () => test.info().project.use.javaScriptEnabled !== false

/** The header's Menu link, as a phone shows it (an icon; its name for screen readers). */
const menuLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true })

test('CMS-111 CMS-117 on a phone the Menu link opens the menu: category and group accordions around the links', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  // The utility bar keeps its line of service; its links are in the menu, below the categories.
  await expect(page.getByText('Free returns within 60 days', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Customer services' })).toBeHidden()
  await menuLink(page).click()
  if (withJs()) {
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(homePath('en-us'))
  } else {
    await expect(page).toHaveURL(menuPath('en-us'))
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible()
  }
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Returns' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Find a store' }).last()).toBeVisible()
  await expectAccessible(page)

  // Level 1: a category opens in place; its level-2 groups and the shop-all link (the flag is on).
  const footwear = menu.locator('summary').filter({ hasText: /^Footwear$/ })
  await footwear.click()
  await expect(menu.getByRole('link', { name: 'Shop all Footwear' })).toBeVisible()
  const group = footwear
    .locator('..')
    .locator('summary')
    .filter({ hasText: /^Shop by category$/ })
  await expect(menu.getByRole('link', { name: 'Running Shoes' })).toBeHidden()
  // Level 2: a group opens on its links (level 3).
  await group.click()
  const running = menu.getByRole('link', { name: 'Running Shoes' })
  await expect(running).toBeVisible()
  await expectAccessible(page)

  await running.click()
  await expect(page).toHaveURL(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { name: 'Running Shoes', level: 1 })).toBeVisible()
  // The dialog closes with the navigation.
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('CMS-111 the menu dialog closes on Escape and on Close, focus back on the Menu link @js-only', async ({
  page,
}) => {
  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await menuLink(page).click()
  await expect(dialog).toBeVisible()
  // Focus moves into the dialog, the page behind it is inert.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menuLink(page)).toBeFocused()

  await menuLink(page).click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(menuLink(page)).toBeFocused()
})

test('CMS-111 the menu page reads in the shopper’s language', async ({ page }) => {
  await page.goto(menuPath('fr-fr'))
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await menu.locator('summary').first().click()
  await expect(menu.getByRole('link', { name: /^Tout l’univers / })).toBeVisible()
  await expect(page).toHaveTitle('Menu | Trailhead Outfitters')
  await expectAccessible(page)
})
