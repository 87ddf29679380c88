import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import OrderConfirmation, { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { action as walletAction, loader as walletLoader } from '#app/routes/checkout-wallet.tsx'
import { addToCart, FR_ADDRESS, L, renderSummary, shipTo, SIZE_9, PDP } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const WALLET = '/en-us/checkout/wallet'

async function walletPost(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute(walletAction, post(WALLET, form, jar), L)
  jar.store(result.cookies)
  return result
}

/** The shopper on the wallet's page: approve (with the seeded account) or cancel; where it sends them. */
async function decide(walletPage: string, decision: 'approve' | 'cancel', email = 'robin.lee@example.com') {
  const page = await fetch(walletPage)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Approve and continue')
  const answer = await fetch(walletPage, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ decision, email }),
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('Location')!)
}

async function returnPage(jar: CookieJar) {
  type Data = Awaited<ReturnType<typeof walletLoader>>
  const result = await runRoute<Data>(walletLoader, get(WALLET, jar), L)
  jar.store(result.cookies)
  return result
}

async function placeOrder(jar: CookieJar) {
  const summary = await renderSummary(jar)
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
    L,
  )
  jar.store(result.cookies)
  return { summary, location: result.response?.headers.get('Location') }
}

async function confirmationHtml(jar: CookieJar, query: string) {
  type Data = Awaited<ReturnType<typeof confirmationLoader>>
  const result = await runRoute<Data>(confirmationLoader, get(`/en-us/order-confirmation${query}`, jar), L)
  const props = { loaderData: result.data!, params: {}, matches: [] } as unknown as Parameters<
    typeof OrderConfirmation
  >[0]
  return renderWithProviders(createElement(OrderConfirmation, props), { path: '/en-us/order-confirmation' })
}

describe('CHK-008 provider wallet (PAYPAL) at billing', () => {
  it('start → approve on the wallet page → return (a read) → Continue → summary → one PAYPAL order', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const start = await walletPost(jar, { intent: 'start-wallet' })
    expect(start.response?.status).toBe(303)
    const walletPage = start.response!.headers.get('Location')!
    expect(walletPage).toMatch(/\/__provider\/wallet\/ps-\d+$/)
    const calls = (await capturedRequests()).map((c) => c.path)
    const session = (await capturedRequests()).find((c) => c.path === '/cart/v1/paymentSession')
    expect(session?.query).toMatchObject({ paymentMethodId: 'PAYPAL', paymentMethod: 'PAYPAL' })
    // CHK-029: the fingerprint before the payment starts.
    expect(calls.indexOf('/cart/v1/deviceFingerPrint')).toBeGreaterThan(-1)
    expect(calls.indexOf('/cart/v1/deviceFingerPrint')).toBeLessThan(calls.indexOf('/cart/v1/paymentSession'))

    const back = await decide(walletPage, 'approve')
    expect(back.pathname).toBe(WALLET)

    // The return page reads the outcome: the cart gets no instrument until the shopper continues.
    const shown = await returnPage(jar)
    expect(shown.data?.outcome).toEqual({
      kind: 'approved',
      payerEmail: 'robin.lee@example.com',
      address: null,
    })
    const instrumentCalls = async () =>
      (await capturedRequests()).filter((c) => c.method === 'POST' && c.path.endsWith('/paymentInstruments'))
    expect(await instrumentCalls()).toHaveLength(0)

    const cont = await walletPost(jar, { intent: 'complete-wallet' })
    expect(cont.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const [added] = await instrumentCalls()
    expect(added?.body).toMatchObject({ payment_method_id: 'PAYPAL', sessionId: expect.any(String) })

    const { summary, location } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({
      status: 'authorised',
      walletPayer: 'robin.lee@example.com',
    })
    // The wallet's token stays on the server.
    expect(JSON.stringify(summary.data)).not.toMatch(/wlt_/)
    expect(location).toBe('/en-us/order-confirmation')

    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]!.paymentMethod).toMatchObject({ code: 'PAYPAL', label: 'PayPal robin.lee@example.com' })
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({ paymentMethod: { code: 'PAYPAL' } })
    expect(await confirmationHtml(jar, '')).not.toContain('from the product page')
  })

  it('cancel on the wallet page → back to billing with the message, no instrument and no order', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const start = await walletPost(jar, { intent: 'start-wallet' })
    const back = await decide(start.response!.headers.get('Location')!, 'cancel')
    expect(back.searchParams.get('status')).toBe('cancelled')

    const shown = await returnPage(jar)
    expect(shown.response?.headers.get('Location')).toBe('/en-us/checkout/billing?wallet=cancelled')
    type Billing = Awaited<ReturnType<typeof billingLoader>>
    const billing = await runRoute<Billing>(
      billingLoader,
      get('/en-us/checkout/billing?wallet=cancelled', jar),
      L,
    )
    expect(billing.data?.walletCancelled).toBe(true)

    // Continue on a stale return page does not pay with a cancelled session.
    const cont = await walletPost(jar, { intent: 'complete-wallet' })
    expect(cont.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(cont.cookies)?.type).toBe('error')
    expect(await placedOrders()).toHaveLength(0)
  })

  it('the wallet page: a bad email is told at the field, a decided session sends back, an unknown one is 404', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const start = await walletPost(jar, { intent: 'start-wallet' })
    const walletPage = start.response!.headers.get('Location')!
    const bad = await fetch(walletPage, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ decision: 'approve', email: 'not-an-email' }),
    })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"')
    expect(html).toContain('value="not-an-email"')

    const back = await decide(walletPage, 'approve')
    const again = await fetch(walletPage, { redirect: 'manual' })
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(back.toString())
    const unknown = await fetch(walletPage.replace(/ps-\d+$/, 'ps-999999'))
    expect(unknown.status).toBe(404)
  })

  it('a wallet page outside the configured provider is never followed: billing with the message', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    await injectFault({
      path: '^/cart/v1/paymentSession$',
      method: 'GET',
      status: 200,
      body: {
        success: true,
        provider: {
          name: 'emuwallet',
          sessionId: 'ps-x',
          redirectUrl: 'https://wallet.evil.example/approve',
        },
      },
      times: 1,
    })
    const start = await walletPost(jar, { intent: 'start-wallet' })
    expect(start.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(start.cookies)?.type).toBe('error')
  })

  it('a PAYPAL session is used for one order only: the emulator refuses a second use (fails closed)', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const start = await walletPost(jar, { intent: 'start-wallet' })
    await decide(start.response!.headers.get('Location')!, 'approve')
    await walletPost(jar, { intent: 'complete-wallet' })
    await placeOrder(jar)
    // The same approval cannot pay a new cart.
    await addToCart(jar)
    await shipTo(jar)
    const again = await walletPost(jar, { intent: 'complete-wallet' })
    expect(again.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toHaveLength(1)
  })
})

describe('CHK-039 express pay from the product page', () => {
  it('Buy with PayPal: item added, wallet approved, its address used, confirmation marked paypalPdp', async () => {
    const jar = new CookieJar()
    const start = await walletPost(jar, {
      intent: 'express-wallet',
      productId: 'RS100001',
      upc: SIZE_9,
      qty: '1',
      redirectTo: PDP,
    })
    expect(start.response?.headers.get('Location')).toMatch(/\/__provider\/wallet\/ps-\d+$/)
    await decide(start.response!.headers.get('Location')!, 'approve', 'robin.express@example.com')

    const shown = await returnPage(jar)
    expect(shown.data).toMatchObject({
      express: true,
      outcome: { kind: 'approved', address: { firstName: 'Robin', city: 'Seattle' } },
    })
    const cont = await walletPost(jar, { intent: 'complete-wallet' })
    expect(cont.response?.headers.get('Location')).toBe('/en-us/checkout/summary')

    const { summary, location } = await placeOrder(jar)
    expect(summary.data?.shippingAddress).toMatchObject({ lastName: 'Lee', postalCode: '98101' })
    expect(location).toBe('/en-us/order-confirmation?storeContext=paypalPdp')
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      email: 'robin.express@example.com',
      paymentMethod: { code: 'PAYPAL' },
      billingAddress: { city: 'Seattle' },
    })
    expect(await confirmationHtml(jar, '?storeContext=paypalPdp')).toContain(
      'Paid with PayPal from the product page.',
    )
  })

  it('without a size: back to the product page with the add-to-cart message, nothing started', async () => {
    const jar = new CookieJar()
    const result = await walletPost(jar, {
      intent: 'express-wallet',
      productId: 'RS100001',
      qty: '1',
      redirectTo: PDP,
    })
    expect(result.response?.headers.get('Location')).toBe(PDP)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'error', title: 'Please select a size' })
    expect((await capturedRequests()).some((c) => c.path === '/cart/v1/paymentSession')).toBe(false)
  })

  it('an express cancel is told on the return page, with the way back to the bag', async () => {
    const jar = new CookieJar()
    const start = await walletPost(jar, {
      intent: 'express-wallet',
      productId: 'RS100001',
      upc: SIZE_9,
      qty: '1',
      redirectTo: PDP,
    })
    await decide(start.response!.headers.get('Location')!, 'cancel')
    const shown = await returnPage(jar)
    expect(shown.data).toMatchObject({ express: true, outcome: { kind: 'cancelled' } })
  })

  const DEVICE_EXPRESS = {
    intent: 'express-device-wallet',
    productId: 'RS100001',
    upc: SIZE_9,
    qty: '1',
    redirectTo: PDP,
    walletToken: 'emuwallet-device:AMEX:0005:pdp',
    email: 'sam.device@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    addressLine1: '9 Pine Avenue',
    city: 'Portland',
    province: 'OR',
    postalCode: '97205',
    country: 'US',
    phone: '5035550199',
  }

  it('device wallet from the product page: its address and token, a review, confirmation marked applePayPdp', async () => {
    const jar = new CookieJar()
    const paid = await walletPost(jar, DEVICE_EXPRESS)
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const { summary, location } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({ cardType: 'AMEX', lastFour: '0005' })
    expect(summary.data?.shippingAddress).toMatchObject({ firstName: 'Sam', addressLine1: '9 Pine Avenue' })
    expect(location).toBe('/en-us/order-confirmation?storeContext=applePayPdp')
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      email: 'sam.device@example.com',
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { walletType: 'device' } },
    })
  })

  it('device wallet from the product page without what the order needs: back to the product page, no payment', async () => {
    const jar = new CookieJar()
    const noEmail = await walletPost(jar, { ...DEVICE_EXPRESS, email: '' })
    expect(noEmail.response?.headers.get('Location')).toBe(PDP)
    expect(toastOf(noEmail.cookies)?.title).toBe('The wallet gave no email')
    const declined = await walletPost(jar, { ...DEVICE_EXPRESS, walletToken: 'emuwallet-device:declined' })
    expect(declined.response?.headers.get('Location')).toBe(PDP)
    expect(toastOf(declined.cookies)?.type).toBe('error')
    expect(await placedOrders()).toHaveLength(0)
  })

  it('a card payment after an abandoned express pay gets the plain confirmation', async () => {
    const jar = new CookieJar()
    const start = await walletPost(jar, {
      intent: 'express-wallet',
      productId: 'RS100001',
      upc: SIZE_9,
      qty: '1',
      redirectTo: PDP,
    })
    expect(start.response?.status).toBe(303)
    await shipTo(jar)
    await walletPost(jar, { intent: 'pay-with-device-wallet', walletToken: 'emuwallet-device:VISA:4242:x' })
    const { location } = await placeOrder(jar)
    expect(location).toBe('/en-us/order-confirmation')
  })

  it('SSR: /order-confirmation?storeContext=applePayPdp renders the express-pay variant; an unknown value is ignored', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    await walletPost(jar, { intent: 'pay-with-device-wallet', walletToken: 'emuwallet-device:VISA:4242:ssr' })
    await placeOrder(jar)
    const html = await confirmationHtml(jar, '?storeContext=applePayPdp')
    expect(html).toContain('Paid with the wallet on your device from the product page.')
    expect(html).toContain('data-store-context="applePayPdp"')
    const unknown = await confirmationHtml(jar, '?storeContext=klarnaPdp')
    expect(unknown).not.toContain('from the product page')
    expect(unknown).not.toContain('data-store-context')
  })
})

describe('CHK-008 device wallet', () => {
  it('the token from the device pays a card session: summary shows the card, the order is a CREDIT_CARD from the wallet', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    const paid = await walletPost(jar, {
      intent: 'pay-with-device-wallet',
      walletToken: 'emuwallet-device:MASTERCARD:5454:t1',
    })
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const { summary, location } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({
      status: 'authorised',
      cardType: 'MASTERCARD',
      lastFour: '5454',
    })
    expect(location).toBe('/en-us/order-confirmation')
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]!.paymentMethod).toMatchObject({
      code: 'CREDIT_CARD',
      additionalData: { walletType: 'device' },
    })
  })

  it('a declined or malformed token: back to billing with the message, no order', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    for (const walletToken of ['emuwallet-device:declined', 'not-a-token']) {
      const result = await walletPost(jar, { intent: 'pay-with-device-wallet', walletToken })
      expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
      expect(toastOf(result.cookies)?.type).toBe('error')
    }
    const empty = await walletPost(jar, { intent: 'pay-with-device-wallet', walletToken: '' })
    expect(empty.status).toBe(400)
    expect(await placedOrders()).toHaveLength(0)
  })
})

describe('CHK-008 CHK-039 the wallet route', () => {
  it('CHK-008 an unknown intent is refused with 400, with or without a cart, and nothing starts', async () => {
    const guest = new CookieJar()
    const jar = new CookieJar()
    await addToCart(jar)
    await shipTo(jar)
    for (const [browser, form] of [
      [guest, { intent: 'pay-with-wallet' }],
      [jar, { intent: 'pay-with-wallet' }],
      [jar, { intent: 'start-wallet ' }],
      [jar, {}],
    ] as const) {
      const result = await walletPost(browser, form)
      expect(result.status).toBe(400)
      expect(result.response?.headers.get('Location')).toBeNull()
    }
    const paths = (await capturedRequests()).map((c) => c.path)
    expect(paths).not.toContain('/cart/v1/paymentSession')
    expect(paths).not.toContain('/cart/v1/deviceFingerPrint')
    expect(await placedOrders()).toHaveLength(0)
  })
})

describe('the wallet’s page speaks the shopper’s language', () => {
  it('CHK-008 a fr-fr shopper’s wallet approval page and its refusal are in French, the country named', async () => {
    const jar = new CookieJar()
    const fr = { locale: 'fr-fr' }
    await addToCart(jar, SIZE_9, '1', 'RS100001', fr.locale)
    await shipTo(jar, FR_ADDRESS, fr.locale)
    const start = await runRoute(
      walletAction,
      post('/fr-fr/checkout/wallet', { intent: 'start-wallet' }, jar),
      fr,
    )
    const walletPage = start.response!.headers.get('Location')!
    const page = await (await fetch(walletPage)).text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('>E-mail du portefeuille</label>')
    expect(page).toContain('>Approuver et continuer</button>')
    expect(page).toContain('EmuWallet\u00a0: approuvez votre paiement')
    expect(page).toContain('États-Unis')
    expect(page).not.toMatch(/Approve and continue|Wallet email|Ship to|No real account/)

    const refused = await fetch(walletPage, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve', email: 'robin.lee' }),
    })
    expect(refused.status).toBe(400)
    const text = await refused.text()
    expect(text).toContain('Saisissez l’e-mail de votre compte portefeuille')
    expect(text).toContain('value="robin.lee"')
  })
})
