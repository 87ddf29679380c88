import { action as cartAction } from '#app/routes/cart.tsx'
import { action as billingAction, loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { action as shippingAction } from '#app/routes/checkout-shipping.tsx'
import { action as cardSessionAction } from '#app/routes/checkout-card-session.ts'
import type { HostedFieldsStart } from '#app/features/payments/card/hosted-fields.ts'
import { loader as summaryLoader } from '#app/routes/checkout-summary.tsx'
import { cartPath, checkoutPath, productPath } from '#app/domain/paths/paths.ts'
import { CookieJar, get, post, runRoute } from './route.ts'
import { signInJar } from './shopper.ts'
import { ADDRESS, FR_ADDRESS } from './shopper-data.ts'

export const L = { locale: 'en-us' }
export const SIZE_9 = '846121001041'
export const PDP = productPath('en-us', 'tempo-trail-runner-RS100001', { color: '001', size: '9' })
export const TEST_CARD = '4111 1111 1111 1111'

export { ADDRESS, FR_ADDRESS }

/** One line added to the cart (size 9 of the Tempo Trail Runner unless told), in `locale`'s shop. */
export async function addToCart(
  jar: CookieJar,
  upc = SIZE_9,
  qty = '1',
  productId = 'RS100001',
  locale = L.locale,
) {
  const redirectTo = productPath(locale, 'tempo-trail-runner-RS100001', { color: '001', size: '9' })
  const result = await runRoute(
    cartAction,
    post(cartPath(locale), { intent: 'add-to-cart', productId, upc, qty, redirectTo }, jar),
    { locale },
  )
  jar.store(result.cookies)
  return result
}

/** Shipping step posted with the test address (or `address`), in `locale`'s shop. */
export async function shipTo<T = unknown>(
  jar: CookieJar,
  address: Record<string, string> = ADDRESS,
  locale = L.locale,
) {
  const shipping = await runRoute<T>(
    shippingAction,
    post(checkoutPath(locale, 'shipping'), { intent: 'save-shipping', ...address }, jar),
    { locale },
  )
  jar.store(shipping.cookies)
  return shipping
}

/** A shopper at the payment step: one line in the cart, the test address shipped to; signed in as `email` if given. */
export async function atBilling(email?: string) {
  const jar = new CookieJar()
  if (email) await signInJar(jar, email)
  await addToCart(jar)
  await shipTo(jar)
  return jar
}

export type BillingData = Awaited<ReturnType<typeof billingLoader>>

/** The payment step's loader data for this shopper, its cookies kept. */
export async function billingPage(jar: CookieJar) {
  const page = await runRoute<BillingData>(billingLoader, get(checkoutPath(L.locale, 'billing'), jar), L)
  jar.store(page.cookies)
  return page.data!
}

/** Billing step's card payment: opens the provider session and pays on the hosted page. */
export async function payByCard(jar: CookieJar, cardNumber = TEST_CARD) {
  const billing = await runRoute(
    billingAction,
    post('/en-us/checkout/billing', { intent: 'start-card-payment' }, jar),
    L,
  )
  jar.store(billing.cookies)
  const hpp = billing.response!.headers.get('Location')!
  const paid = await fetch(hpp, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ cardholderName: 'Pat Walker', cardNumber, expiry: '12/35', cvc: '123' }),
  })
  return { hpp, paid }
}

/**
 * The billing step's script opens the hosted card fields' provider session (CHK-037): its post to the
 * card session's address, the JSON it answers and its status. The session's cookies go to the jar.
 */
export async function openCardSession(
  jar: CookieJar,
  form: Record<string, string> = { intent: 'start-hosted-fields' },
) {
  const started = await runRoute(
    cardSessionAction,
    post(checkoutPath(L.locale, 'card-session'), form, jar),
    L,
  )
  jar.store(started.cookies)
  return { status: started.response.status, body: (await started.response.json()) as HostedFieldsStart }
}

/**
 * Billing step's in-page card fields (CHK-037): opens them (the script's post), types the card in the
 * provider's frame, then posts the authorised session as the page does (with `extra`, e.g. saveCard). The frame's page and the
 * billing action's result.
 */
export async function payInCardFields(
  jar: CookieJar,
  cardNumber = TEST_CARD,
  extra: Record<string, string> = {},
) {
  const started = await openCardSession(jar)
  if (!started.body.hostedFields) throw new Error(`no card session: ${started.status}`)
  const { sessionId, proof } = started.body.hostedFields
  const frame = await fetch(`http://emulator.test/__provider/fields/${sessionId}`, {
    method: 'POST',
    body: new URLSearchParams({ cardholderName: 'Pat Walker', cardNumber, expiry: '12/35', cvc: '123' }),
  })
  const paid = await runRoute(
    billingAction,
    post(
      checkoutPath(L.locale, 'billing'),
      { intent: 'pay-with-card', providerSessionId: sessionId, proof, ...extra },
      jar,
    ),
    L,
  )
  jar.store(paid.cookies)
  return { sessionId, frame: await frame.text(), paid }
}

/** Renders the summary step (which mints the place-order key) and answers its loader data. */
export async function renderSummary(jar: CookieJar, path = '/en-us/checkout/summary') {
  const summary = await runRoute<Awaited<ReturnType<typeof summaryLoader>>>(summaryLoader, get(path, jar), L)
  jar.store(summary.cookies)
  return summary
}

/** A cart with one item, shipping set, the card authorised and the summary rendered: its order key. */
export async function readyToPlace(jar: CookieJar) {
  await addToCart(jar)
  await shipTo(jar)
  await payByCard(jar)
  const summary = await renderSummary(jar)
  return summary.data!.orderKey
}
