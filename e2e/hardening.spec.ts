import { expect, test, type Page } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator, signInAs } from './helpers.ts'
import { cartPath, homePath } from '#app/domain/paths/paths.ts'
import {
  accountAddressPath,
  accountOrderPath,
  accountPaymentMethodRemovePath,
} from '#app/domain/paths/self-service-paths.ts'

/**
 * Posts we refuse (decision 043), as a browser makes them: a form on another site that posts to the
 * cart (403, a page saying the form was not accepted), and a form in a format none of ours uses (415,
 * the site's error page). Either way the cart does not change.
 */
test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

const LINE = { intent: 'add-to-cart', productId: 'RS100001', upc: '846121001041', qty: '1' }

/** Serves a page with one form at `pageUrl` (the browser believes it came from that origin). */
async function servePageWithForm(page: Page, pageUrl: string, action: string, enctype?: string) {
  const inputs = Object.entries(LINE)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')
  await page.route(pageUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Offer</title></head><body><main>
        <form method="post" action="${action}"${enctype ? ` enctype="${enctype}"` : ''}>${inputs}
        <button type="submit">Claim your prize</button></form></main></body></html>`,
    }),
  )
}

async function submitAndAwaitAnswer(page: Page) {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Claim your prize' }).click()
  return answer
}

async function expectEmptyCart(page: Page) {
  await page.goto(cartPath('en-us'))
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
}

test('a form on another site that posts to the cart is refused, and the cart stays empty', async ({
  page,
  baseURL,
}) => {
  await page.goto(homePath('en-us'))
  await servePageWithForm(page, 'http://offers.example/', `${baseURL}${cartPath('en-us')}`)
  await page.goto('http://offers.example/')
  const answer = await submitAndAwaitAnswer(page)
  expect(answer.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't accept that form" })).toBeVisible()
  await expectAccessible(page)
  await expectEmptyCart(page)
})

test('a post in a format none of our forms sends gets the error page with 415, and nothing is added', async ({
  page,
  baseURL,
}) => {
  await page.goto(homePath('en-us'))
  await servePageWithForm(page, `${baseURL}/en-us/offer-form`, cartPath('en-us'), 'text/plain')
  await page.goto(`${baseURL}/en-us/offer-form`)
  const answer = await submitAndAwaitAnswer(page)
  expect(answer.status()).toBe(415)
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  await expectAccessible(page)
  await expectEmptyCart(page)
})

test('a page that fails has a title: an order page whose order call fails is titled as it is headed, an unknown order, address or card as a missing page, never an empty title or "undefined"', async ({
  page,
  request,
}) => {
  await signInAs(page, 'shopper@example.com')
  // The order is the shopper's own, read for each page: no copy kept for another request answers it.
  await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path: '/consumer/purchase/', status: 500 },
  })
  try {
    const failed = await page.goto(accountOrderPath('en-us', 'NO-SUCH-ORDER'))
    expect(failed?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await expect(page).toHaveTitle('Something went wrong | Trailhead Outfitters')
    await expectAccessible(page)
  } finally {
    await request.delete(`${EMULATOR_URL}/__emulator/faults`)
  }
  // The account's missing pages are one page: the editors' page for a missing one, with its title.
  for (const path of [
    accountOrderPath('en-us', 'NO-SUCH-ORDER'),
    accountAddressPath('en-us', 'no-such-address'),
    accountPaymentMethodRemovePath('en-us', 'no-such-card'),
  ]) {
    const missing = await page.goto(path)
    expect(missing?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Trailhead Outfitters')
  }
  await expectAccessible(page)
})
