import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { fillAddress, payOnHostedPage } from './shop.ts'
import { checkoutPath, productStoresPath } from '#app/domain/paths/paths.ts'

const STORES_PAGE = productStoresPath('en-us', 'tempo-trail-runner-RS100001', {
  color: '001',
  size: '9',
  q: '97209',
})
const PORTLAND = 'Ridgeline Portland Pearl District'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('CHK-007 store pickup: the chosen store shows at checkout, the pickup contact is asked, and the order is placed', async ({
  page,
}) => {
  await page.goto(STORES_PAGE)
  await expect(page.getByRole('article', { name: PORTLAND })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('article', { name: PORTLAND }).getByRole('button', { name: 'Pick up here' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Added to your cart for pickup at ${PORTLAND}.` }),
  ).toBeVisible()

  await page.goto(checkoutPath('en-us', 'shipping'))
  // Nothing goes home: the address is the billing address, and the store is named.
  await expect(page.getByRole('heading', { level: 1, name: 'Billing address' })).toBeVisible()
  const pickup = page.getByRole('group', { name: 'Pickup' })
  await expect(pickup.getByText(`Pick up at ${PORTLAND}`)).toBeVisible()

  await page.getByLabel('Email', { exact: true }).fill('pat@example.com')
  await fillAddress(page)
  await pickup.getByLabel('Pickup contact first name').fill('Sam')
  await pickup.getByLabel('Pickup contact last name').fill('Lee')
  await pickup.getByLabel('Pickup contact email').fill('sam@example')
  await pickup.getByLabel('Pickup contact phone').fill('5035550101')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // VAL-002 at the pickup contact's email, what was typed kept.
  await expect(pickup.getByLabel('Pickup contact email')).toHaveAccessibleDescription('Email is not valid')
  await expect(pickup.getByLabel('Pickup contact first name')).toHaveValue('Sam')
  await expectAccessible(page)
  await pickup.getByLabel('Pickup contact email').fill('sam@example.com')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await payOnHostedPage(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText(`Pick up at ${PORTLAND}`)).toBeVisible()
  await expect(page.getByText('Collected by Sam Lee (sam@example.com)')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
})
