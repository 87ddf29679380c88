import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, openRequests, resetEmulator } from './helpers.ts'
import { SHOE, toBilling } from './shop.ts'
import { productPath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const noJs = () => test.info().project.use.javaScriptEnabled === false

async function orders(page: Page) {
  return (await (await page.request.get(`${EMULATOR_URL}/__emulator/orders`)).json()) as {
    paymentMethod: { code: string }
  }[]
}

/** On the emulated wallet's page: signed in with the seeded account, approve or cancel. */
async function onWalletPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'EmuWallet' })).toBeVisible()
  await expect(page.getByLabel('Wallet email')).toHaveValue('robin.lee@example.com')
}

/**
 * The browser's device wallet, which the emulator cannot be: a stand-in that says it can pay (and that
 * the browser has Apple Pay, asked before any payment request) and answers `answer` when shown.
 */
async function offerDeviceWallet(page: Page, answer: Record<string, unknown>) {
  await page.addInitScript((response) => {
    class StubPaymentRequest {
      canMakePayment() {
        return Promise.resolve(true)
      }
      show() {
        return Promise.resolve({ ...response, complete: () => Promise.resolve() })
      }
    }
    Object.defineProperty(window, 'PaymentRequest', { value: StubPaymentRequest, configurable: true })
    Object.defineProperty(window, 'ApplePaySession', {
      value: { canMakePayments: () => true },
      configurable: true,
    })
  }, answer)
}

test('CHK-008 pay with PayPal at billing: approve on the wallet, continue, review, place one order', async ({
  page,
}) => {
  await toBilling(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await onWalletPage(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Approve and continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'PayPal payment' })).toBeVisible()
  await expect(page.getByText('PayPal approved the payment from robin.lee@example.com.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue to review your order' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('PayPal (robin.lee@example.com)')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
  const placed = await orders(page)
  expect(placed).toHaveLength(1)
  expect(placed[0]!.paymentMethod.code).toBe('PAYPAL')
})

test('CHK-008 cancel on the PayPal wallet: back at billing with the message, no order', async ({ page }) => {
  await toBilling(page)
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await onWalletPage(page)
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'You canceled the PayPal payment.' })).toBeVisible()
  await expectAccessible(page)
  expect(await orders(page)).toHaveLength(0)
})

test('CHK-039 Buy with PayPal on the product page: the wallet address, a review, confirmation marked paypalPdp', async ({
  page,
}) => {
  await page.goto(SHOE.path)
  await expect(page.getByRole('heading', { level: 1, name: SHOE.name })).toBeVisible()
  await page.getByRole('button', { name: 'Buy with PayPal' }).click()
  await onWalletPage(page)
  await page.getByRole('button', { name: 'Approve and continue' }).click()

  await expect(page.getByText('Your order goes to the address in your PayPal account:')).toBeVisible()
  await expect(page.getByText('48 Harbor Street')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to review your order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ship to' }).getByText('48 Harbor Street')).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?storeContext=paypalPdp$/)
  await expect(page.getByText('Paid with PayPal from the product page.')).toBeVisible()
  await expectAccessible(page)
  expect(await orders(page)).toHaveLength(1)
})

// The device wallet is the browser’s Payment Request API: without JavaScript it is not offered.
test('CHK-008 device wallet: offered where the browser can pay, its token pays by card @js-only', async ({
  page,
}) => {
  await offerDeviceWallet(page, {
    details: { token: { paymentData: 'emuwallet-device:VISA:1881:e2e' } },
  })
  await toBilling(page)
  const pay = page.getByRole('button', { name: 'Pay with device wallet' })
  await expectHydrated(pay)
  await expectAccessible(page)
  await pay.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('VISA ending in 1881')).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  const placed = await orders(page)
  expect(placed).toHaveLength(1)
  expect(placed[0]!.paymentMethod).toMatchObject({
    code: 'CREDIT_CARD',
    additionalData: { walletType: 'device' },
  })
})

test('CHK-008 no device wallet where the browser cannot pay with one, and none of its code loaded', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const requests = openRequests(page)
  await toBilling(page)
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible()
  if (!noJs()) await expectHydrated(page.getByRole('button', { name: 'Pay with PayPal' }))
  await expect(page.getByRole('button', { name: 'Pay with device wallet' })).toHaveCount(0)
  // What the step loads after it hydrates (the card's fields among it) is in: a browser without Apple
  // Pay (this one has the Payment Request API) was given no part of the device wallet.
  await requests.settled()
  expect(scripts.filter((path) => /\/(device-wallet|payment-request)-[\w-]+\.js$/.test(path))).toEqual([])
})

test('CHK-039 device wallet from the product page: the wallet address and token, confirmation marked applePayPdp @js-only', async ({
  page,
}) => {
  await offerDeviceWallet(page, {
    details: { token: { paymentData: 'emuwallet-device:MASTERCARD:4444:pdp' } },
    payerEmail: 'sam.device@example.com',
    payerName: 'Sam Rivera',
    payerPhone: '+1 503 555 0199',
    shippingAddress: {
      recipient: 'Sam Rivera',
      addressLine: ['9 Pine Avenue'],
      city: 'Portland',
      region: 'OR',
      postalCode: '97205',
      country: 'US',
      phone: '5035550199',
    },
  })
  await page.goto(SHOE.path)
  const pay = page.getByRole('button', { name: 'Buy with device wallet' })
  await expectHydrated(pay)
  await expectAccessible(page)
  await pay.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ship to' }).getByText('9 Pine Avenue')).toBeVisible()
  await expect(page.getByText('MASTERCARD ending in 4444')).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?storeContext=applePayPdp$/)
  await expect(page.getByText('Paid with the wallet on your device from the product page.')).toBeVisible()
  expect(await orders(page)).toHaveLength(1)
})

test('CHK-039 the product page’s device wallet speaks the page’s language, and says so when the wallet does not pay, with no order placed @js-only', async ({
  page,
}) => {
  // A wallet that can pay but answers without a payment token.
  await offerDeviceWallet(page, { details: {} })
  await page.goto(productPath('fr-fr', 'tempo-trail-runner-RS100001', { color: '001', size: '9' }))
  const pay = page.getByRole('button', { name: 'Acheter avec le portefeuille de l’appareil' })
  await expectHydrated(pay)
  await expect(page.getByRole('button', { name: 'Acheter avec PayPal' })).toBeVisible()
  await pay.click()

  await expect(page.getByRole('alert')).toHaveText(
    'Le portefeuille n’a pas effectué le paiement. Réessayez, ou ajoutez l’article à votre panier.',
  )
  await expectAccessible(page)
  await expect(page).toHaveURL(/\/fr-fr\/p\//)
  expect(await orders(page)).toHaveLength(0)
})
