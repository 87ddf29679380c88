/**
 * Screenshots of a running storefront for the docs (docs/screenshots/):
 *
 *   npm run screenshots -- <base URL> <output folder>
 *   e.g. npm run screenshots -- http://localhost:3000 docs/screenshots/after
 *
 * 1. `product.jpg`: the product page of the Tempo Trail Runner (customer photos and reviews), full page,
 *    on a phone (390×844), with JavaScript;
 * 2. `listing.jpg`: the listing of its category (Running Shoes), the same way;
 * 3. `confirmation.jpg`: the fr-fr order confirmation (1366×900) after a guest's order: that shoe in
 *    one size, a Paris address with a phone typed as in France, the emulator's test card on the
 *    provider's hosted page. A storefront that refuses the national phone gets it in international form
 *    (+33…), and the script says so.
 *
 * The product and category are reached through the pages' own links (home → listing → product, and the
 * product page's fr-fr alternate), so nothing depends on how a storefront spells its ids. Browser:
 * Playwright's Chromium as the e2e configuration launches it (playwright.config.ts). Start from a fresh
 * emulator: the script places a real order.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test'
import playwrightConfig from '../playwright.config.ts'
import frCheckout from '#app/features/checkout/locales/fr/checkout.json' with { type: 'json' }
import frTenders from '#app/features/payments/card/locales/fr/tenders.json' with { type: 'json' }
import frToasts from '#app/locales/fr/toasts.json' with { type: 'json' }
import frConsent from '#app/features/consent/locales/fr/consent.json' with { type: 'json' }
import frProduct from '#app/features/product/locales/fr/product.json' with { type: 'json' }
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { PROVIDER_TEXT, type ProviderText } from '#mocks/payments/provider-text.ts'

const PRODUCT = 'Tempo Trail Runner'
const CATEGORY = 'Running Shoes'
const SIZE = '9'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
/** JPEG at quality 70: a long phone page stays a few hundred kB. */
const SHOT = { type: 'jpeg', quality: 70, fullPage: true, animations: 'disabled' } as const
/** How long the page must stay unchanged before a shot. */
const QUIET_MS = 1_000
const FRENCH_PHONE = '06 12 34 56 78'
const FRENCH_PHONE_INTERNATIONAL = '+33 6 12 34 56 78'

const [baseURL, outDir] = process.argv.slice(2)
if (!baseURL || !outDir) {
  console.error('usage: tsx scripts/screenshots.ts <base URL> <output folder>')
  process.exit(2)
}

/** The page's React tree has taken over the element: a click is answered by the app's own handlers. */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
}

/**
 * Waits for the whole document, scrolls through it so that lazy images and galleries below the fold
 * load, back to the top, then waits for the network and the page to go quiet, every image shown and
 * the fonts: a full-page shot shows the page as a shopper scrolling it would see it.
 */
async function settle(page: Page) {
  // A page after a form's redirect may still be streaming in: the whole document, down to its footer.
  await page.waitForLoadState('load')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // No named functions inside: the page gets the code as written, without tsx's name helper.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise(requestAnimationFrame)
    }
    window.scrollTo(0, 0)
    await new Promise(requestAnimationFrame)
  })
  // Galleries drawn by third-party widget scripts fetch their photos once the page runs: every request
  // answered, none new for a moment.
  await page.waitForLoadState('networkidle')
  // A widget may replace a page's own grid a moment after it mounts: the page has stopped changing
  // for QUIET_MS (or gone on changing for 20 quiet periods, as a carousel would).
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        const state = { timer: 0 }
        const observer = new MutationObserver(() => {
          window.clearTimeout(state.timer)
          state.timer = window.setTimeout(() => (observer.disconnect(), resolve()), quietMs)
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        state.timer = window.setTimeout(() => (observer.disconnect(), resolve()), quietMs)
        window.setTimeout(() => (observer.disconnect(), resolve()), quietMs * 20)
      }),
    QUIET_MS,
  )
  // Images in a closed menu or dialog are not shown, and a lazy one there never loads.
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (image) => !image.checkVisibility() || (image.complete && (image.naturalWidth > 0 || !image.src)),
    ),
  )
  await page.evaluate(() => document.fonts.ready)
}

/** The listing and the product page on a phone; returns the product page's URL. */
async function phoneShots(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto(
    (await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(CATEGORY) })
      .first()
      .getAttribute('href'))!,
  )
  const listingHeading = page.getByRole('heading', { level: 1, name: CATEGORY })
  await expect(listingHeading).toBeVisible()
  await hydrated(listingHeading)
  const productHref = (await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: PRODUCT, exact: true })
    .getAttribute('href'))!
  await settle(page)
  await page.screenshot({ ...SHOT, path: path.join(outDir!, 'listing.jpg') })

  await page.goto(productHref)
  const productHeading = page.getByRole('heading', { level: 1, name: PRODUCT, exact: true })
  await expect(productHeading).toBeVisible()
  await hydrated(productHeading)
  await settle(page)
  await page.screenshot({ ...SHOT, path: path.join(outDir!, 'product.jpg') })
  const productURL = page.url()
  await context.close()
  return productURL
}

/** A guest's fr-fr order of the product in SIZE, up to its confirmation. */
async function frenchConfirmation(browser: Browser, productURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP })
  const page = await context.newPage()
  // The product page names its French version.
  await page.goto(productURL)
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT, exact: true })).toBeVisible()
  const frenchHref = await page.locator('link[rel="alternate"][hreflang="fr-fr"]').getAttribute('href')
  await page.goto(new URL(frenchHref!, baseURL).pathname)
  // Its French name may differ.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The EMEA sites ask about cookies first: only the necessary ones.
  const consent = page.getByRole('region', { name: frConsent.banner.title })
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: frConsent.banner.rejectAll }).click()
    await expect(consent).toBeHidden()
  }

  await page
    .getByRole('link', { name: frProduct.pdp.sizeOption.replace('{{size}}', SIZE), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`size=${SIZE}`))
  const add = page.getByRole('button', { name: frProduct.pdp.addToCart })
  await hydrated(add)
  await add.click()
  await expect(
    page.getByRole('status').filter({ hasText: frToasts.cart.successfullyAddedToCart }),
  ).toBeVisible()

  await page.goto(checkoutPath('fr-fr', 'shipping'))
  const shippingHeading = page.getByRole('heading', { level: 1, name: frCheckout.checkout.shippingTitle })
  await expect(shippingHeading).toBeVisible()
  await hydrated(shippingHeading)
  const form = page.getByRole('region', { name: frCheckout.checkout.shippingTitle })
  const { address } = frCheckout
  await form.getByLabel(address.email).fill('camille@example.com')
  await form.getByLabel(address.firstName, { exact: true }).fill('Camille')
  await form.getByLabel(address.lastName, { exact: true }).fill('Martin')
  await form.getByLabel(address.addressLine1, { exact: true }).fill('12 rue Oberkampf')
  await form.getByLabel(address.city, { exact: true }).fill('Paris')
  await form.getByLabel(address.postalCode, { exact: true }).fill('75011')
  const phone = form.getByLabel(address.phone, { exact: true })
  await phone.fill(FRENCH_PHONE)
  const payment = page.getByRole('heading', { level: 1, name: frCheckout.checkout.paymentTitle })
  const phoneRefused = phone.and(page.locator('[aria-invalid="true"]'))
  await page.getByRole('button', { name: frCheckout.checkout.continueToPayment }).click()
  await expect(payment.or(phoneRefused)).toBeVisible()
  if (await phoneRefused.isVisible()) {
    console.log(`the phone ${FRENCH_PHONE} was refused: ordering with ${FRENCH_PHONE_INTERNATIONAL}`)
    await phone.fill(FRENCH_PHONE_INTERNATIONAL)
    await page.getByRole('button', { name: frCheckout.checkout.continueToPayment }).click()
  }
  await expect(payment).toBeVisible()
  await hydrated(payment)

  // The provider's hosted page, once the payment step has framed its card fields.
  // Its words are French where the provider takes the shop's language, English on older trees.
  await expect(
    page
      .frameLocator(`iframe[title="${frTenders.cards.fieldsTitle}"]`)
      .getByLabel(providerWords('labels', 'cardholderName')),
  ).toBeVisible()
  await page.getByRole('button', { name: frTenders.cards.payByCard, exact: true }).click()
  await page.getByLabel(providerWords('labels', 'cardholderName')).fill('Camille Martin')
  await page.getByLabel(providerWords('labels', 'cardNumber')).fill('4111 1111 1111 1111')
  await page.getByLabel(providerWords('labels', 'expiry')).fill('12/35')
  await page.getByLabel(providerWords('labels', 'cvc')).fill('123')
  await page
    .getByRole('button', { name: new RegExp(`^(${PROVIDER_TEXT.fr.pay}|${PROVIDER_TEXT.en.pay})$`) })
    .click()

  const review = page.getByRole('heading', { level: 1, name: frCheckout.checkout.reviewTitle })
  await expect(review).toBeVisible()
  await hydrated(review)
  await page.getByRole('button', { name: frCheckout.checkout.placeOrder }).click()
  await expect(page.getByRole('heading', { level: 1, name: frCheckout.confirmation.title })).toBeVisible()
  await settle(page)
  await page.screenshot({ ...SHOT, path: path.join(outDir!, 'confirmation.jpg') })
  await context.close()
}

/** A label of the provider's page in French or in English, exactly. */
function providerWords(group: 'labels', key: keyof ProviderText['labels']): RegExp {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^(${quote(PROVIDER_TEXT.fr[group][key])}|${quote(PROVIDER_TEXT.en[group][key])})$`)
}

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch(playwrightConfig.use?.launchOptions)
try {
  const productURL = await phoneShots(browser)
  await frenchConfirmation(browser, productURL)
  console.log(`listing.jpg, product.jpg and confirmation.jpg in ${outDir}`)
} finally {
  await browser.close()
}
