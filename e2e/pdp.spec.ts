import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, SHOPPER_UA, slowUpstream } from './helpers.ts'
import { productPath } from '#app/domain/paths/paths.ts'

/** RS100001 colour 001 is pinned in the seed: size 9 has 25, size 10 has 2, size 11 none. */
const PDP = productPath('en-us', 'tempo-trail-runner-RS100001')
const NAME = 'Tempo Trail Runner'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function open(page: Page, query = '') {
  await page.goto(`${PDP}${query}`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
}

const isNoJs = () => test.info().project.use.javaScriptEnabled === false

test('CAT-001 CAT-003 colour and size are chosen with links that put them in the URL', async ({ page }) => {
  await open(page)
  const gallery = page.getByRole('region', { name: 'Product images' })
  // The LCP image is fetched first and eagerly; the others lazily, all sized and with a srcset.
  const images = gallery.getByRole('list', { name: 'Product images' }).getByRole('img')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy')
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  await expect(images.first()).toHaveAttribute(
    'srcset',
    /wid=1200&hei=1200&qlt=50&op_sharpen=60&dpr=2\.0 1200w/,
  )
  await expect(images.first()).toHaveAttribute('width', '600')
  await expectAccessible(page)

  // The address changes before the page does: each choice waits for the page to show it (the link
  // marked current) before the next click, which would otherwise land on the page before.
  const colour = (name: string) => page.getByRole('link', { name, exact: true })
  await colour('Navy').click()
  await expect(page).toHaveURL(/color=002/)
  await expect(colour('Navy')).toHaveAttribute('aria-current', 'true')
  await expect(page.getByText('Color: Navy')).toBeVisible()
  await colour('Black').click()
  await expect(page).toHaveURL(/color=001/)
  await expect(colour('Black')).toHaveAttribute('aria-current', 'true')
  await page.getByRole('link', { name: 'Size 9', exact: true }).click()
  await expect(page).toHaveURL(/color=001&size=9/)
  await expect(page.getByRole('link', { name: 'Size 9', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByRole('status').filter({ hasText: 'In stock' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled()

  // A thumbnail shows its image, with or without JavaScript.
  await page.getByRole('link', { name: 'Image 2' }).click()
  await expect(gallery.getByRole('img').nth(1)).toBeInViewport()
  await expectAccessible(page)
})

test('CAT-003 size 10 shows the low-stock message', async ({ page }) => {
  await open(page, '?color=001')
  await page.getByRole('link', { name: 'Size 10', exact: true }).click()
  await expect(page).toHaveURL(/size=10/)
  await expect(page.getByRole('status').filter({ hasText: 'Only 2 left in this size' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled()
  await expectAccessible(page)
})

test('CAT-011 an out-of-stock size is disabled and the shopper registers to be notified', async ({
  page,
  request,
}) => {
  await open(page, '?color=001')
  const sizes = page.getByRole('group', { name: 'Size' })
  await expect(sizes.getByText('Size 11, out of stock')).toBeAttached()
  await expect(sizes.getByRole('link', { name: 'Size 11', exact: true })).toHaveCount(0)
  await expect(sizes.locator('[aria-disabled="true"]').filter({ hasText: '11' })).toBeVisible()

  // Chosen anyway through the URL: out of stock, no adding to the cart.
  await open(page, '?color=001&size=11')
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled()

  const notify = page.getByRole('region', { name: 'Notify me when it is back' })
  await expect(notify.getByLabel('Size to notify about')).toHaveValue('846121001089')
  await notify.getByLabel('Email').fill('pat@example')
  await notify.getByRole('button', { name: 'Notify me' }).click()
  await expect(notify.getByText('Email is not valid')).toBeVisible()
  await expect(notify.getByLabel('Email')).toHaveValue('pat@example')
  await expect(notify.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await notify.getByLabel('Email').fill('pat@example.com')
  await notify.getByRole('button', { name: 'Notify me' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'We will email you when size 11 is back in stock.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/color=001&size=11/)
  await expectAccessible(page)

  const registered = (await (await request.get(`${EMULATOR_URL}/__emulator/notifications`)).json()) as {
    productId: string
    upc: string
    email: string
  }[]
  expect(registered).toEqual([
    expect.objectContaining({ productId: 'RS100001', upc: '846121001089', email: 'pat@example.com' }),
  ])
})

test('CAT-039 CAT-040 the size chart opens as a dialog, or as a page without JavaScript', async ({
  page,
}) => {
  await open(page)
  await page.getByRole('link', { name: 'Size chart' }).click()
  const chart = isNoJs() ? page.getByRole('main') : page.getByRole('dialog', { name: `Size chart: ${NAME}` })
  if (isNoJs()) {
    await expect(page).toHaveURL(/\/p\/tempo-trail-runner-RS100001\/size-chart$/)
    await expect(page.getByRole('heading', { level: 1, name: `Size chart: ${NAME}` })).toBeVisible()
  }
  const shoeSizes = chart.getByRole('table', { name: 'Shoe sizes' })
  await expect(shoeSizes).toBeVisible()
  await expect(shoeSizes.getByRole('row', { name: /^10 9 44 28\.0$/ })).toBeVisible()
  await expect(chart.getByRole('table', { name: 'Foot length to shoe size' })).toBeVisible()
  await expectAccessible(page)
  if (isNoJs()) {
    await page.getByRole('link', { name: `Back to ${NAME}` }).click()
  } else {
    await chart.getByRole('button', { name: 'Close' }).click()
    await expect(chart).toBeHidden()
    await expect(page.getByRole('link', { name: 'Size chart' })).toBeFocused()
  }
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
})

test.describe('a shopper’s browser (not a crawler, which gets the whole page at once)', () => {
  test.use({ userAgent: SHOPPER_UA })

  test('CAT-007 CAT-008 the set section adds another member of the set to the cart', async ({
    page,
    request,
  }) => {
    // The set's members come after the page (streamed), as they do from a service farther away than ours.
    await slowUpstream(request, '/productSet$', 600)
    await open(page, '?color=001')
    // Without JavaScript a streamed section cannot show: a link opens the page with it in the document.
    if (isNoJs()) await page.getByRole('link', { name: 'Complete the set: Trail Running Kit' }).click()
    const set = page.getByRole('region', { name: 'Complete the set: Trail Running Kit' })
    await expect(set.getByRole('link', { name: 'Trail Crew Socks 3-Pack' })).toBeVisible()
    await expectAccessible(page)
    await set.getByLabel('Size for Trail Crew Socks 3-Pack').selectOption({ label: 'M' })
    await set.getByRole('button', { name: 'Add Trail Crew Socks 3-Pack to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
    await expect(page).toHaveURL(isNoJs() ? /RS100001\?color=001&set=1$/ : /RS100001\?color=001$/)
    if (isNoJs()) await expect(set.getByRole('link', { name: 'Trail Crew Socks 3-Pack' })).toBeVisible()
  })
})
