import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { addToCart, toBilling } from './shop.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
}

// The hosted fields need JavaScript; without it the hosted payment page serves (checkout-3ds, journey).
test('CHK-037 with JavaScript the card is typed in the provider’s frame, loaded with its integrity hash, and the order is placed @js-only', async ({
  page,
  request,
}) => {
  await toBilling(page)
  const script = page.locator('script[src$="/__provider/sdk/v1/hosted-fields.js"]')
  await expect(script).toHaveAttribute('integrity', /^sha384-[A-Za-z0-9+/]{64}$/)
  await expect(script).toHaveAttribute('crossorigin', 'anonymous')

  // The document itself: the tag with its hash, crossorigin and this response's CSP nonce; the CSP lets
  // the provider's script and frame in.
  const document = await page.request.get(checkoutPath('en-us', 'billing'))
  const csp = document.headers()['content-security-policy'] ?? ''
  const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? ''
  const provider = new URL(EMULATOR_URL).origin
  expect(directive('script-src')).toContain(provider)
  expect(directive('frame-src')).toContain(provider)
  const nonce = /'nonce-([^']+)'/.exec(directive('script-src'))?.[1]
  const tag = (await document.text()).match(/<script[^>]*hosted-fields\.js[^>]*>/)?.[0] ?? ''
  expect(tag).toMatch(/integrity="sha384-[A-Za-z0-9+/]{64}"/)
  expect(tag).toContain('crossorigin="anonymous"')
  expect(tag).toContain(`nonce="${nonce}"`)

  const frame = page.frameLocator('iframe[title^="Card details"]')
  await frame.getByLabel('Cardholder name').fill('Pat Walker')
  await frame.getByLabel('Card number').fill('4111 1111 1111 1111')
  await frame.getByLabel(/Expiry date/).fill('12/35')
  await frame.getByLabel('Security code').fill('123')
  // The hosted page stays the other way to pay by card, and its note says it is the other way.
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible()
  await expect(page.getByText(/^Or enter your card details on our payment provider's own page/)).toBeVisible()
  await expect(page.getByText(/^You will enter your card details/)).toHaveCount(0)
  await expectAccessible(page)

  await frame.getByRole('button', { name: 'Use this card' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('VISA ending in 1111')).toBeVisible()
  await expectAccessible(page)
  await placeOrder(page)
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as unknown[]
  expect(orders).toHaveLength(1)
})

test('ACCT-021 a registered shopper with a saved address and a saved card pays with the card and places the order', async ({
  page,
  request,
}) => {
  await signInAs(page, 'cards@example.com')

  await addToCart(page)
  await page.goto(checkoutPath('en-us', 'shipping'))
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/Main Street/)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()

  const saved = page.getByRole('group', { name: 'Your saved cards' })
  await expect(saved.getByRole('radio', { name: /VISA ending in 1111 \(main card\)/ })).toBeChecked()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Pay with this card' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('VISA ending in 1111')).toBeVisible()
  await expectAccessible(page)
  await placeOrder(page)
  const orders = (await (await request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as unknown[]
  expect(orders).toHaveLength(1)
})

test('ACCT-022 a registered shopper saves the card paid in the hosted fields, and it is offered next time @js-only', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await toBilling(page)
  await expect(page.getByRole('group', { name: 'Your saved cards' })).toHaveCount(0)
  const frame = page.frameLocator('iframe[title^="Card details"]')
  await frame.getByLabel('Cardholder name').fill('Sam Shopper')
  await frame.getByLabel('Card number').fill('5555 5555 5555 4444')
  await frame.getByLabel(/Expiry date/).fill('12/35')
  await frame.getByLabel('Security code').fill('123')
  await page.getByRole('checkbox', { name: 'Save this card for next time' }).check()
  await frame.getByRole('button', { name: 'Use this card' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card is saved for next time.' }),
  ).toBeVisible()
  await placeOrder(page)

  await toBilling(page)
  const saved = page.getByRole('group', { name: 'Your saved cards' })
  await expect(saved.getByRole('radio', { name: /MASTERCARD ending in 4444 \(main card\)/ })).toBeChecked()
  await expectAccessible(page)
})
