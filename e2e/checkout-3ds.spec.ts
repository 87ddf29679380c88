import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, expectHydrated, resetEmulator } from './helpers.ts'
import { expectCardFieldsIn, payOnHostedPage, toBilling } from './shop.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const CHALLENGE_CARD = '4000 0027 6000 3184'

function noJs() {
  return test.info().project.use.javaScriptEnabled === false
}

type TypedIn = 'hosted page' | 'card fields'

/**
 * Paid with a card whose issuer authenticates when the order is placed: on the provider's hosted page,
 * or in the payment step's own card fields (the provider's frame). Without JavaScript the page frames no
 * card fields; Pay by card and the hosted page stand in for them.
 */
async function toSummary(page: Page, typedIn: TypedIn = 'hosted page') {
  await toBilling(page)
  if (typedIn === 'hosted page' || noJs()) {
    if (noJs()) await expect(page.locator('iframe[title^="Card details"]')).toHaveCount(0)
    await payOnHostedPage(page, { card: CHALLENGE_CARD })
  } else {
    await expectCardFieldsIn(page)
    const frame = page.frameLocator('iframe[title^="Card details"]')
    await frame.getByLabel('Cardholder name').fill('Pat Walker')
    await frame.getByLabel('Card number').fill(CHALLENGE_CARD)
    await frame.getByLabel(/Expiry date/).fill('12/35')
    await frame.getByLabel(/Security code/).fill('123')
    await frame.getByRole('button', { name: 'Use this card' }).click()
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('VISA ending in 3184')).toBeVisible()
}

/**
 * Place order opens the bank's page: in the summary's dialog with JavaScript, as a page of its own
 * without. Answers where the bank's buttons are.
 */
async function placeOrderToBank(page: Page) {
  const place = page.getByRole('button', { name: 'Place order' })
  // A click before the summary has hydrated posts the form, which goes to the bank's page instead.
  if (!noJs()) await expectHydrated(place)
  await place.click()
  if (noJs()) {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm this payment with your bank' }),
    ).toBeVisible()
    await expectAccessible(page)
    return page.locator('body')
  }
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment with your bank' })
  await expect(dialog).toBeVisible()
  const bank = page.frameLocator('iframe[title="Your bank\'s confirmation page"]')
  await expect(
    bank.getByRole('heading', { level: 1, name: 'Confirm this payment with your bank' }),
  ).toBeVisible()
  await expectAccessible(page)
  return bank.locator('body')
}

async function orders(page: Page) {
  const response = await page.request.get(`${EMULATOR_URL}/__emulator/orders`)
  return (await response.json()) as { orderNumber: string }[]
}

/**
 * Each journey with the card typed on the hosted page and in the card fields. Without JavaScript there
 * are no card fields (the hosted page stands in for them, toSummary), so the second is the first again:
 * it runs with JavaScript only.
 */
for (const [typedIn, only] of [
  ['hosted page', ''],
  ['card fields', ' @js-only'],
] as const) {
  test(`CHK-033 CHK-034 CHK-028 a passed 3DS challenge at place order ends on the confirmation with one order (card typed in the ${typedIn})${only}`, async ({
    page,
  }) => {
    await toSummary(page, typedIn)
    let bank = await placeOrderToBank(page)
    expect(await orders(page)).toHaveLength(0)
    if (!noJs()) {
      // Escape closes the dialog and focus goes back to Place order, which opens the same challenge.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused()
      bank = await placeOrderToBank(page)
      expect(await orders(page)).toHaveLength(0)
    }
    await bank.getByRole('button', { name: 'Complete authentication' }).click()
    if (noJs()) {
      // Back from the bank: the page only reads; finishing is a post.
      await expect(page.getByRole('heading', { level: 1, name: 'Finish your order' })).toBeVisible()
      await expectAccessible(page)
      await page.getByRole('button', { name: 'Finish payment' }).click()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible()
    await expectAccessible(page)
    const placed = await orders(page)
    expect(placed).toHaveLength(1)
    await expect(page.getByText(placed[0]!.orderNumber)).toBeVisible()
  })

  test(`CHK-004 ERR-126 a failed 3DS challenge at place order goes back to billing with the payment authentication error (card typed in the ${typedIn})${only}`, async ({
    page,
  }) => {
    await toSummary(page, typedIn)
    const bank = await placeOrderToBank(page)
    await bank.getByRole('button', { name: 'Fail authentication' }).click()
    if (noJs()) {
      await expect(page.getByRole('heading', { level: 1, name: 'Finish your order' })).toBeVisible()
      await page.getByRole('button', { name: 'Finish payment' }).click()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'payment authentication error' })).toBeVisible()
    await expectAccessible(page)
    expect(await orders(page)).toHaveLength(0)
  })
}
