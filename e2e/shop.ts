import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectHydrated, postPageForm } from './helpers.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'
import { PROVIDER_TEXT, type ProviderLanguage } from '#mocks/payments/provider-text.ts'

/** Products the journeys buy: a shoe in a size with stock, and a one-size bottle. */
export const SHOE = {
  path: productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }),
  name: 'Tempo Trail Runner',
}
export const BOTTLE = {
  path: productPath('en-us', 'insulated-trail-bottle-AC100001', { color: '015', size: '500ml' }),
  name: 'Insulated Trail Bottle',
}

/**
 * Adds the product in the URL's colour and size from its page, and waits for the confirmation. With
 * JavaScript the button is clicked once the page has hydrated, as the mini cart then answers it.
 */
export async function addToCart(page: Page, product: { path: string; name: string } = SHOE) {
  await page.goto(product.path)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  const add = page.getByRole('button', { name: 'Add to cart' })
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(add)
  await add.click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
}

/**
 * The product in the browser's cart, by posting its page's add-to-cart form (postPageForm) as a shopper
 * without JavaScript would, without rendering the page: for journeys about what comes after (a merge,
 * a checkout). cart.spec.ts adds on screen (addToCart).
 */
export async function putInCart(page: Page, product: { path: string } = SHOE) {
  await postPageForm(page, product.path, /value="add-to-cart"/)
}

/** Fills the checkout's home or billing address (all but the email) with a valid Portland address. */
export async function fillAddress(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Pat')
  await page.getByLabel('Last name', { exact: true }).fill('Walker')
  await page.getByLabel('Address', { exact: true }).fill('12 Trail Road')
  await page.getByLabel('City').fill('Portland')
  await page.getByLabel('State / province').selectOption('OR')
  await page.getByLabel('Postal code').fill('97201')
  await page.getByLabel('Phone', { exact: true }).fill('5035550100')
}

/** The Portland address the journeys ship to, by the shipping form's field names. */
const ADDRESS = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Walker',
  addressLine1: '12 Trail Road',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  phone: '5035550100',
}

/**
 * A shoe in the cart and a shipping address, then the payment step: for journeys about paying. The cart
 * and the address are set by posting the product page's and the shipping step's own forms (postPageForm),
 * as a shopper without JavaScript would, without rendering those pages; the journey in journey.spec.ts
 * goes through them on screen. What the shopper has saved (a signed-in shopper's email and address)
 * stays; the Portland address fills what is empty.
 */
export async function toBilling(page: Page) {
  await putInCart(page, SHOE)
  const shipping = checkoutPath('en-us', 'shipping')
  await postPageForm(page, shipping, 'shipping-address', (current) =>
    Object.fromEntries(Object.entries(ADDRESS).filter(([name]) => !current[name])),
  )
  await page.goto(checkoutPath('en-us', 'billing'))
  const heading = page.getByRole('heading', { level: 1, name: 'Payment' })
  await expect(heading).toBeVisible()
  if (test.info().project.use.javaScriptEnabled !== false) await expectHydrated(heading)
}

/**
 * With JavaScript, the payment step frames the provider's hosted card fields once it has hydrated,
 * which moves the buttons below them down: a click waits for the frame, as a shopper sees the page
 * settle.
 */
export async function expectCardFieldsIn(
  page: Page,
  frameTitle = 'Card details',
  language: ProviderLanguage = 'en',
) {
  await expect(
    page
      .frameLocator(`iframe[title^="${frameTitle}"]`)
      .getByLabel(PROVIDER_TEXT[language].labels.cardholderName, { exact: true }),
  ).toBeVisible()
}

/**
 * Pays on the provider's hosted payment page from the payment step ("Pay by card", or "Pay the rest by
 * card" after a gift card; `button` and the card frame's `frameTitle` in another language), with a card that needs no challenge unless one
 * is given; with JavaScript,
 * once the card fields are in (expectCardFieldsIn).
 */
export async function payOnHostedPage(
  page: Page,
  {
    name = 'Pat Walker',
    card = '4111 1111 1111 1111',
    button = /^Pay (the rest )?by card$/,
    frameTitle = 'Card details',
    language = 'en',
  }: { name?: string; card?: string; button?: RegExp; frameTitle?: string; language?: ProviderLanguage } = {},
) {
  const js = test.info().project.use.javaScriptEnabled !== false
  if (js) await expectCardFieldsIn(page, frameTitle, language)
  // The note by the button: the provider's page is the way to pay by card without JavaScript, the
  // other way with it (the card form is above).
  if (language === 'en')
    await expect(
      page.getByText(js ? /^Or enter your card details on/ : /^You will enter your card details on/),
    ).toBeVisible()
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/__provider/hpp/`))
  // The provider's page speaks the shop's language (the payment session's locale).
  const { labels, pay } = PROVIDER_TEXT[language]
  await page.getByLabel(labels.cardholderName, { exact: true }).fill(name)
  await page.getByLabel(labels.cardNumber, { exact: true }).fill(card)
  await page.getByLabel(labels.expiry, { exact: true }).fill('12/35')
  await page.getByLabel(labels.cvc, { exact: true }).fill('123')
  await page.getByRole('button', { name: pay, exact: true }).click()
}
