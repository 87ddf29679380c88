import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated } from './helpers.ts'
import { homePath, searchPath } from '#app/domain/paths/paths.ts'

const headerSearch = (page: Page) => page.getByRole('banner').getByLabel('Search products')

test('CAT-012 a shopper searches from the header form and gets results', async ({ page }) => {
  await page.goto(homePath('en-us'))
  await headerSearch(page).fill('tent')
  await headerSearch(page).press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=tent$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “tent”' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /Tent/ }).first()).toBeVisible()
  await expectAccessible(page)
})

// Suggestions are a JavaScript enhancement; without it the form searches (CAT-012).
test('CAT-013 typing suggests products; Down then Enter opens the product page @js-only', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const box = headerSearch(page)
  // Typed before the header has hydrated, the letters would reach no suggestion handler.
  await expectHydrated(box)
  await box.pressSequentially('tempo')
  await expect(box).toHaveAttribute('role', 'combobox')
  const list = page.getByRole('listbox', { name: 'Search suggestions' })
  await expect(list.getByRole('option').first()).toHaveText(/^Tempo Trail RunnerProduct$/)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page)

  await box.press('ArrowDown')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/p\/tempo-trail-runner-RS100001$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner' })).toBeVisible()
  await expectAccessible(page)
})

test('CAT-012 CAT-013 Enter searches what was typed and closes the suggestions, which would cover the results and their sort @js-only', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const box = headerSearch(page)
  // Typed before the header has hydrated, the letters would reach no suggestion handler.
  await expectHydrated(box)
  await box.pressSequentially('tent')
  const list = page.getByRole('listbox', { name: 'Search suggestions' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=tent$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “tent”' })).toBeVisible()
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  // Nothing lies over the sort: it takes the shopper's click (a trial click fails on a covered control).
  await page.getByLabel('Sort by').click({ trial: true, timeout: 5_000 })
})

test('CAT-013 clicking a category suggestion opens its listing @js-only', async ({ page }) => {
  await page.goto(homePath('en-us'))
  const box = headerSearch(page)
  // Typed before the header has hydrated, the letters would reach no suggestion handler.
  await expectHydrated(box)
  await box.pressSequentially('tents')
  await page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option', { name: 'Tents & Packs Category' })
    .click()
  await expect(page).toHaveURL(/\/en-us\/c\/tents-packs-3010$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tents & Packs' })).toBeVisible()
})

// Without JavaScript the search page shows the popular searches (next test).
test('CAT-041 an empty box lists popular searches; Escape closes the list, choosing a term searches it @js-only', async ({
  page,
}) => {
  await page.goto(homePath('en-us'))
  const box = headerSearch(page)
  await box.focus()
  const list = page.getByRole('listbox', { name: 'Popular searches' })
  await expect(list.getByRole('option', { name: /^rain jacket/ })).toBeVisible()
  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.press('ArrowDown')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=rain\+jacket$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “rain jacket”' })).toBeVisible()
})

test('CAT-041 the search page without a query shows popular searches as links', async ({ page }) => {
  await page.goto(searchPath('en-us'))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Popular searches' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Trending categories' })).toBeVisible()
  await expectAccessible(page)
  await main.getByRole('link', { name: 'hiking boots', exact: true }).click()
  await expect(page).toHaveURL(/\/en-us\/search\?q=hiking\+boots$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “hiking boots”' })).toBeVisible()
})

test('CMS-004 a search without results says so and shows the search content page', async ({ page }) => {
  await page.goto(homePath('en-us'))
  await headerSearch(page).fill('zzxqv')
  await headerSearch(page).press('Enter')
  await expect(page).toHaveURL(/\/en-us\/search\?q=zzxqv$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'No results for “zzxqv”' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Things to try' })).toBeVisible()
  // The editors' `search` page: popular searches and category links.
  await expect(main.getByRole('link', { name: 'rain jacket' })).toHaveAttribute(
    'href',
    searchPath('en-us', 'rain jacket'),
  )
  await expect(main.getByRole('heading', { name: 'Browse by category' })).toBeVisible()
  await expectAccessible(page)

  if (test.info().project.use.javaScriptEnabled !== false) {
    // Loaded as a document, the content (text and links, no behaviour) stays as the server drew it:
    // the page hydrates without the block list's code (decision 093).
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.reload()
    await expect(main.getByRole('link', { name: 'rain jacket' })).toBeVisible()
    expect(scripts.some((path) => /\/entry\.client-[\w-]+\.js$/.test(path))).toBe(true)
    expect(scripts.filter((path) => /\/block-list-[\w-]+\.js$/.test(path))).toEqual([])
  }
})
