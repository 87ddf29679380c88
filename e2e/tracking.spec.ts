import { expect, test, type Page } from './test.ts'
import { expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { addToCart, payOnHostedPage, SHOE, toBilling } from './shop.ts'
import { categoryPath, homePath, orderConfirmationPath } from '#app/domain/paths/paths.ts'
import { TEST_CONTEXT_COOKIE } from '#app/domain/tracking/segmentation.ts'

/**
 * Analytics in `window.dataLayer` (decision 042): the menu's top-nav clicks and mobile sections, a
 * promotion's click, a listing's view and the records of an add to cart and of a purchase. The dataLayer
 * exists only with JavaScript, so every journey here is @js-only.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

type Entry = { event: string; [field: string]: unknown }
type Ecommerce = { items: Record<string, unknown>[]; [field: string]: unknown }

/** The dataLayer's entries of one event name, as the page holds them now. */
function entries(page: Page, event: string): Promise<Entry[]> {
  return page.evaluate(
    (name) => ((window as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  )
}

/** The tracking module has loaded: the page's events are pushed and clicks are listened to. */
async function expectTracking(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-tracking', 'on')
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('PERS-045 a top-nav click pushes the path of level names from the category down @js-only', async ({
    page,
  }) => {
    await page.goto(homePath('en-us'))
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const footwear = { hasText: /^Footwear$/ }
    const summary = nav.locator('summary:visible').filter(footwear)
    const category = nav.locator('details').filter({ has: page.locator('summary:visible').filter(footwear) })
    await expectHydrated(nav)
    // The menu's behaviour (which reports the clicks) loads after hydration: hovering opens the
    // category only once it is there.
    await expect(async () => {
      await page.mouse.move(640, 880)
      await summary.hover()
      await expect(category).toHaveAttribute('open', '', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await category
      .getByRole('list', { name: 'Shop by category' })
      .getByRole('link', { name: 'Running Shoes' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()

    expect(await entries(page, 'topnav_click')).toEqual([
      expect.objectContaining({
        nav_path: 'Footwear > Shop by category > Running Shoes',
        nav_levels: ['Footwear', 'Shop by category', 'Running Shoes'],
      }),
    ])
  })

  test('PERS-047 a click on a promotion pushes its title, img, ctas and promotionTracking @js-only', async ({
    page,
    baseURL,
  }) => {
    // The hero is an experiment's: this visitor sees its baseline, whatever their bucket (CMS-080).
    const value = encodeURIComponent(JSON.stringify({ experiences: { 'home-hero': 'Baseline' } }))
    await page.context().addCookies([{ name: TEST_CONTEXT_COOKIE, value, url: baseURL! }])
    await page.goto(homePath('en-us'))
    const hero = page.getByRole('heading', { name: 'Go further this spring' })
    await expect(hero).toBeVisible()
    await expectTracking(page)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Shop apparel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible()

    const [click, ...more] = await entries(page, 'promotion_click')
    expect(more).toEqual([])
    expect(click).toEqual(
      expect.objectContaining({
        title: 'Go further this spring',
        img: expect.stringContaining('home-spring'),
        cta1: 'Shop footwear',
        cta2: 'Shop apparel',
        creativeName: 'spring-hero',
        promotionId: 'HP-SPRING',
        promotionName: 'Spring launch',
      }),
    )
  })

  test('PERS-043 a listing pushes its tiles, and a tile chosen pushes its record with list and position @js-only', async ({
    page,
  }) => {
    await page.goto(categoryPath('en-us', 'running-shoes-1010'))
    await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
    await expectTracking(page)
    const [list] = await entries(page, 'view_item_list')
    const items = (list?.ecommerce as Ecommerce).items
    expect(items[0]).toEqual(
      expect.objectContaining({ list: 'Running Shoes', position: 1, name: expect.any(String) }),
    )
    const second = items[1]!
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: String(second.name) })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: String(second.name) })).toBeVisible()
    const [select] = await entries(page, 'select_item')
    expect((select?.ecommerce as Ecommerce).items).toEqual([second])
    // The product page's own view follows, for the product in its colour (A36).
    await expect.poll(async () => (await entries(page, 'view_item')).length).toBe(1)
    const [view] = await entries(page, 'view_item')
    expect((view?.ecommerce as Ecommerce).items[0]).toEqual(
      expect.objectContaining({ id: expect.stringMatching(new RegExp(`^${String(second.id)}_`)) }),
    )
  })
})

test('PERS-001 PERS-043 an EU visitor’s listing pushes nothing before they choose; once they accept, its view and a tile chosen are pushed @js-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(categoryPath('en-gb', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { level: 1, name: 'Running Shoes' })).toBeVisible()
  await expectTracking(page)
  // Nothing pushed, and nothing sent to push (decision 042, amended).
  expect(await entries(page, 'view_item_list')).toEqual([])
  await expectAccessible(page)

  // The banner's choice loads the page again, rendered with the visitor's consent: a showing of its own.
  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Accept all' })
    .click()
  await expect(page.getByText('Your cookie choice is saved.')).toBeVisible()
  await expectTracking(page)
  await expect.poll(async () => (await entries(page, 'view_item_list')).length).toBe(1)

  const tile = page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(1)
  const name = (await tile.getByRole('heading').textContent())!
  await tile.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const [select] = await entries(page, 'select_item')
  expect((select?.ecommerce as Ecommerce).items).toEqual([
    expect.objectContaining({ name, list: 'Running Shoes', position: 2 }),
  ])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('PERS-046 CMS-118 each mobile menu section opened pushes an expand event, closed a close event @js-only', async ({
    page,
  }) => {
    await page.goto(homePath('en-us'))
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click()
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Menu' })
    const footwear = nav.locator('summary').filter({ hasText: /^Footwear$/ })
    const sections = () => entries(page, 'mobile_menu_section')
    // The behaviour that reports sections loads after hydration: until it is there a section opens
    // without a report, so the shopper's tap is repeated (closed, opened) until one is pushed.
    await expect(async () => {
      if ((await footwear.locator('..').getAttribute('open')) !== null) await footwear.click()
      await footwear.click()
      expect(await sections()).toContainEqual(
        expect.objectContaining({ section_action: 'expand', nav_path: 'Footwear' }),
      )
    }).toPass({ timeout: 15_000 })
    const before = (await sections()).length

    const group = footwear
      .locator('..')
      .locator('summary')
      .filter({ hasText: /^Shop by category$/ })
    await group.click()
    await group.click()
    await footwear.click()
    expect((await sections()).slice(before)).toEqual([
      expect.objectContaining({ section_action: 'expand', nav_path: 'Footwear > Shop by category' }),
      expect.objectContaining({ section_action: 'close', nav_path: 'Footwear > Shop by category' }),
      expect.objectContaining({ section_action: 'close', nav_path: 'Footwear' }),
    ])
  })
})

test('PERS-043 PERS-044 an add to cart pushes the line’s analytics record @js-only', async ({ page }) => {
  await addToCart(page, SHOE)
  const [added, ...more] = await entries(page, 'add_to_cart')
  expect(more).toEqual([])
  const ecommerce = added?.ecommerce as Ecommerce
  expect(ecommerce).toMatchObject({ currency: 'USD' })
  expect(ecommerce.items).toEqual([
    expect.objectContaining({
      id: 'RS100001',
      name: SHOE.name,
      colorCode: '001',
      colorDescription: 'Black',
      size: '9',
      quantity: 1,
      price: expect.any(Number),
      originalPrice: expect.any(Number),
      onSale: false,
      discountType: null,
      stockStatus: 'InStock',
      shippingMethod: 'STH',
      shippingWindow: expect.any(String),
      shippingStoreId: null,
      customized: false,
      recipeID: null,
      preCreatedCustomCode: null,
    }),
  ])
  for (const field of ['brand', 'list', 'category', 'position', 'season', 'couponCode', 'saleDiscountAmount'])
    expect(ecommerce.items[0]).toHaveProperty(field)
  await expectAccessible(page)
})

test('PERS-043 the purchase is pushed once, on the confirmation after the order, not on a reload @js-only', async ({
  page,
}) => {
  await toBilling(page)
  await payOnHostedPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expectTracking(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const orderNumber = await page
    .getByText(/^Your order number is/)
    .locator('strong')
    .textContent()

  await expect.poll(() => entries(page, 'purchase')).toHaveLength(1)
  const [purchase] = await entries(page, 'purchase')
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: orderNumber,
    currency: 'USD',
    items: [expect.objectContaining({ id: 'RS100001', quantity: 1 })],
  })

  await page.reload()
  await expect(page).toHaveURL(new RegExp(`${orderConfirmationPath('en-us')}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expectTracking(page)
  expect(await entries(page, 'purchase')).toEqual([])
})
