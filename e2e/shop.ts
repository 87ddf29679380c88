import { expect, test, type Page } from '@playwright/test'
import { EMULATOR_URL, expectHydrated } from './helpers.ts'
import { checkoutPath, productPath } from '#app/models/paths.ts'

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

/**
 * A shoe in the cart, then the shipping step with what it does not know yet (a signed-in shopper's
 * saved email and address stay), on to the payment step.
 */
export async function toBilling(page: Page) {
  await addToCart(page)
  await page.goto(checkoutPath('en-us', 'shipping'))
  const email = page.getByLabel('Email', { exact: true })
  if (!(await email.inputValue())) await email.fill('pat@example.com')
  if (!(await page.getByLabel('Address', { exact: true }).inputValue())) await fillAddress(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
}

/**
 * Pays on the provider's hosted payment page from the payment step ("Pay by card", or "Pay the rest by
 * card" after a gift card), with a card that needs no challenge unless one is given. With JavaScript
 * the step frames the hosted card fields above that button once it has hydrated, which moves the
 * button down: the click waits until the frame is there, as a shopper would see the page settle.
 */
export async function payOnHostedPage(
  page: Page,
  { name = 'Pat Walker', card = '4111 1111 1111 1111' }: { name?: string; card?: string } = {},
) {
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(
      page.frameLocator('iframe[title^="Card details"]').getByLabel('Cardholder name'),
    ).toBeVisible()
  }
  await page.getByRole('button', { name: /^Pay (the rest )?by card$/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/__provider/hpp/`))
  await page.getByLabel(/Cardholder name/i).fill(name)
  await page.getByLabel(/Card number/i).fill(card)
  await page.getByLabel(/Expiry/i).fill('12/35')
  await page.getByLabel(/Security code/i).fill('123')
  await page.getByRole('button', { name: /^Pay/ }).click()
}
