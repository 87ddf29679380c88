import { expect, test } from './test.ts'
import { expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { accountOrdersPath, trackOrderPath } from '#app/domain/paths/self-service-paths.ts'

/**
 * Orders after purchase: a signed-in shopper browses the history, opens an order, downloads its
 * invoice, cancels an order after confirming, gets a return label and has a gift card's email sent
 * again (ACCT-025…032); a guest tracks an order by number and email (ACCT-031). With and without
 * JavaScript.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('ACCT-027 ACCT-025 ACCT-026 ACCT-029 a shopper pages the history, opens an order, downloads the invoice and gets a return label', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await page.goto(accountOrdersPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  // ACCT-027: paging by plain links.
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/en-us\/account\/orders\?page=2$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Order H106' })).toBeVisible()
  await page.getByRole('link', { name: 'Previous page' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Order H101' })).toBeVisible()

  // ACCT-025: the detail with its shipment's tracking.
  await page.getByRole('link', { name: 'View order H101' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Order H101' })).toBeVisible()
  await expect(page.getByText('Visa ending 1111')).toBeVisible()
  // Attributes named, capitalised, the colour by its name.
  await expect(page.getByText(/^Colou?r: Black, Size: 9$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Track with UPS' })).toBeVisible()
  await expectAccessible(page)

  // ACCT-026: the invoice is a file download.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download invoice (PDF)' }).click()
  expect((await download).suggestedFilename()).toBe('invoice-H101.pdf')

  // ACCT-029: only the returnable line offers a label; the label shows on it with how to return.
  await expect(page.getByRole('button', { name: /Get a return label/ })).toHaveCount(1)
  await page.getByRole('button', { name: 'Get a return label for Tempo Trail Runner' }).click()
  await expect(page.getByText('Return RMA-000001')).toBeVisible()
  await expect(page.getByRole('link', { name: 'How to return' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Get a return label/ })).toHaveCount(0)
  await expectAccessible(page)
})

test('ACCT-028 ACCT-032 a shopper cancels an order after a confirmation step and resends a gift card email', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com')
  await page.goto(accountOrdersPath('en-us'))
  await page.getByRole('link', { name: 'View order H103' }).click()
  await page.getByRole('link', { name: 'Cancel order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel order H103?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('textbox', { name: 'Reason' }).fill('Ordered the wrong size')
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Order H103' })).toBeVisible()
  await expect(page.getByText('Status: Canceled')).toBeVisible()
  // Its shipment is cancelled with it, not still being prepared.
  await expect(page.getByRole('heading', { name: 'Shipment 1: Canceled' })).toBeVisible()
  await expect(page.getByText('Being prepared')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0)

  // A shipped order offers no cancellation.
  await page.goto(accountOrdersPath('en-us'))
  await page.getByRole('link', { name: 'View order H102' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Order H102' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0)

  // ACCT-032: the digital gift card's email again.
  await page.goto(accountOrdersPath('en-us'))
  await page.getByRole('link', { name: 'View order H104' }).click()
  await page.getByRole('button', { name: /Send the gift card email again/ }).click()
  await expect(
    page.getByText('We sent the gift card email to friend.of.shopper@example.com again.'),
  ).toBeVisible()
})

test('ACCT-031 a guest tracks an order by number and email; a wrong email gets the not-found answer', async ({
  page,
}) => {
  await page.goto(trackOrderPath('en-us'))
  await expect(page.getByRole('heading', { level: 1, name: 'Track an order' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('textbox', { name: 'Order number' }).fill('H102')
  await page.getByRole('textbox', { name: 'Email address' }).fill('loyalty@example.com')
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page.getByText('We could not find an order with this number and email address.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue('H102')

  await page.getByRole('textbox', { name: 'Email address' }).fill('shopper@example.com')
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Order H102' })).toBeVisible()
  await expect(page.getByText('Status: Shipped')).toBeVisible()
  await expect(page.getByText('Arrived at facility, Sacramento, CA')).toBeVisible()
  await expectAccessible(page)
})

test('ACCT-027 ACCT-025 the German order history and an order read in German, and each link and button says which order or item it acts on', async ({
  page,
}) => {
  await signInAs(page, 'shopper@example.com', 'de-de')
  await page.goto(accountOrdersPath('de-de'))
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bestellungen' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellung H101' })).toBeVisible()
  const view = page.getByRole('link', { name: 'Bestellung ansehen: H101' })
  await expect(view).toHaveText('Bestellung ansehen')
  await expectAccessible(page)

  await view.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung H101' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zurück zu Ihren Bestellungen' })).toBeVisible()
  // The returnable line's button starts its name with the words it shows, then names the item.
  const returnLabel = page.getByRole('button', { name: /^Rücksendeetikett anfordern: / })
  await expect(returnLabel).toHaveCount(1)
  await expect(returnLabel).toHaveText('Rücksendeetikett anfordern')
  await expectAccessible(page)
})
