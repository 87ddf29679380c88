import { describe, expect, it } from 'vitest'
import { NonceProvider } from '#app/components/nonce.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import BillingStep, {
  action as billingAction,
  loader as billingLoader,
} from '#app/routes/checkout-billing.tsx'
import { action as summaryAction, loader as summaryLoader } from '#app/routes/checkout-summary.tsx'
import { addToCart, ADDRESS, L, payByCard, renderSummary, shipTo } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'

type BillingData = Awaited<ReturnType<typeof billingLoader>>

const REFUSED = { status: 400, body: { errorDetails: [{ errorId: 'PAY400' }] } }
const AUTHORIZE = '/cart/v1/paymentSession/authorize'
const SCRIPT = 'http://emulator.test/__provider/bnpl/sdk.js'

async function atBilling(email = ADDRESS.email) {
  const jar = new CookieJar()
  await addToCart(jar)
  await shipTo(jar, { ...ADDRESS, email })
  return jar
}

async function billingPage(jar: CookieJar) {
  const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
  jar.store(page.cookies)
  return page.data!
}

async function payLater(jar: CookieJar) {
  const result = await runRoute(
    billingAction,
    post('/en-us/checkout/billing', { intent: 'start-pay-later' }, jar),
    L,
  )
  jar.store(result.cookies)
  return result.response!.headers.get('Location')
}

async function placeOrder(jar: CookieJar, key: string) {
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
    L,
  )
  jar.store(result.cookies)
  return result.response!.headers.get('Location')
}

/** The top notification the next checkout page shows (read once). */
async function noticeOn(jar: CookieJar, path: string) {
  const page = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(checkoutLoader, get(path, jar), L)
  jar.store(page.cookies)
  return page.data?.notice ?? null
}

/** The pay-later calls, in the order they were made. */
async function bnplCalls() {
  return (await capturedRequests())
    .filter(
      (c) =>
        (c.path === '/cart/v1/paymentSession' && c.query.paymentMethodId === 'KLARNA') ||
        (/\/paymentInstruments$/.test(c.path) &&
          (c.body as { payment_method_id?: string })?.payment_method_id === 'KLARNA') ||
        c.path === AUTHORIZE,
    )
    .map((c) => `${c.method} ${c.path.replace(/\/cart\/v1\/cart\/[^/]+\//, '/cart/v1/cart/{basketId}/')}`)
}

/** The billing step as the server renders it, with the request's nonce. */
function billingHtml(data: BillingData) {
  const props = { loaderData: data } as unknown as Parameters<typeof BillingStep>[0]
  return renderWithProviders(
    <NonceProvider value="test-nonce">
      <BillingStep {...props} />
    </NonceProvider>,
    { path: '/en-us/checkout/billing' },
  )
}

/** PUT order straight to the emulator as this shopper, paying with a pay-later token. */
async function putOrderWith(jar: CookieJar, authorizationToken: string) {
  const session = sessionOf(jar)
  const response = await fetch('http://emulator.test/cart/v2/checkout/order?locale=en_US', {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'x-api-key': process.env.API_ACCESS_KEY ?? '',
      Authorization: `Bearer ${session.accessToken}`,
    },
    body: JSON.stringify({
      cartId: session.basketId,
      paymentMethod: { code: 'KLARNA', additionalData: { authorizationToken } },
      recaptcha_response: 'captcha',
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('buy-now-pay-later on the billing step', () => {
  it('CHK-035 session, instrument, then authorize; approved → review "Pay later" → one order paid with KLARNA', async () => {
    const jar = await atBilling()
    expect((await billingPage(jar)).payLater).toEqual({ scriptUrl: SCRIPT, rest: false })

    expect(await payLater(jar)).toBe('/en-us/checkout/summary')
    expect(await bnplCalls()).toEqual([
      'GET /cart/v1/paymentSession',
      'POST /cart/v1/cart/{basketId}/paymentInstruments',
      `POST ${AUTHORIZE}`,
    ])
    const [session] = (await capturedRequests()).filter((c) => c.path === '/cart/v1/paymentSession')
    expect(session!.query).toMatchObject({
      paymentMethodId: 'KLARNA',
      paymentMethod: 'KLARNA',
      referer: expect.stringMatching(/^http.*\/en-us\/checkout\/billing$/),
    })

    const summary = await renderSummary(jar)
    expect(summary.data?.payment.status).toBe('pay-later')
    // The authorization token stays in the (encrypted) session: never in what the page is given.
    const token = sessionOf(jar).bnplApproval?.authorizationToken
    expect(token).toMatch(/^bnpl_/)
    expect(JSON.stringify(summary.data)).not.toContain(token)

    expect(await placeOrder(jar, summary.data!.orderKey)).toBe('/en-us/order-confirmation')
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      paymentMethod: { code: 'KLARNA', label: 'Pay later' },
      paymentInstruments: [{ payment_method_id: 'KLARNA' }],
    })
    const [put] = (await capturedRequests()).filter(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put!.body).toMatchObject({
      paymentMethod: { code: 'KLARNA', additionalData: { authorizationToken: token } },
    })
    expect(sessionOf(jar).bnplApproval).toBeUndefined()
  })

  it('CHK-035 show_form means nothing: back on billing, no approval, the summary is not reachable, no order', async () => {
    const jar = await atBilling('pat+bnpl-form@example.com')
    expect(await payLater(jar)).toBe('/en-us/checkout/billing')
    expect(await bnplCalls()).toHaveLength(3)
    expect(sessionOf(jar).bnplApproval).toBeUndefined()
    const notice = await noticeOn(jar, '/en-us/checkout/billing')
    // Not an error: an informational note only.
    expect(notice?.type).toBe('info')
    const summary = await runRoute(summaryLoader, get('/en-us/checkout/summary', jar), L)
    expect(summary.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toEqual([])
  })

  it('CHK-035 ERR-125 a declined result shows the PAY400 message at the top and places no order', async () => {
    const jar = await atBilling('pat+bnpl-declined@example.com')
    expect(await payLater(jar)).toBe('/en-us/checkout/billing')
    expect(await noticeOn(jar, '/en-us/checkout/billing')).toEqual({
      type: 'error',
      message: errorMessage('PAY400'),
    })
    expect(sessionOf(jar).bnplApproval).toBeUndefined()
    expect(await placedOrders()).toEqual([])
  })

  it('CHK-035 any other authorize result, or a failing call on the way, is the PAY400 error', async () => {
    const jar = await atBilling()
    await injectFault({ path: `^${AUTHORIZE}$`, body: { result: 'pending' }, times: 1 })
    await payLater(jar)
    expect(await noticeOn(jar, '/en-us/checkout/billing')).toMatchObject({ message: errorMessage('PAY400') })

    await injectFault({ path: '^/cart/v1/paymentSession$', status: 503, errorId: 'GEN500', times: 1 })
    await payLater(jar)
    expect(await noticeOn(jar, '/en-us/checkout/billing')).toMatchObject({ message: errorMessage('PAY400') })
    // Authorize is not called without a session and an instrument.
    expect((await capturedRequests()).filter((c) => c.path === AUTHORIZE)).toHaveLength(1)
    expect(await placedOrders()).toEqual([])
  })

  it('CHK-035 CHK-021 a gift card pays part and pay later the rest: one order with both instruments', async () => {
    const jar = await atBilling()
    const applied = await runRoute(
      billingAction,
      post(
        '/en-us/checkout/billing',
        { intent: 'apply-gift-card', cardNumber: '6006490000000003', pin: '3333' },
        jar,
      ),
      L,
    )
    jar.store(applied.cookies)
    const page = await billingPage(jar)
    expect(page.payLater).toEqual({ scriptUrl: SCRIPT, rest: true })
    expect(billingHtml(page)).toContain('Pay the rest later')

    expect(await payLater(jar)).toBe('/en-us/checkout/summary')
    const summary = await renderSummary(jar)
    expect(summary.data).toMatchObject({ payment: { status: 'pay-later' }, giftCards: [{ amount: 20 }] })
    await placeOrder(jar, summary.data!.orderKey)
    expect((await placedOrders())[0]).toMatchObject({
      paymentMethod: { code: 'KLARNA' },
      paymentInstruments: [
        { payment_method_id: 'GIFT_CARD', amount: 20 },
        { payment_method_id: 'KLARNA', amount: page.remainingToPay },
      ],
    })
  })

  it('CHK-035 a card payment started after pay later is what pays', async () => {
    const jar = await atBilling()
    await payLater(jar)
    await payByCard(jar)
    const summary = await renderSummary(jar)
    expect(summary.data?.payment).toMatchObject({ status: 'authorised', lastFour: '1111' })
    await placeOrder(jar, summary.data!.orderKey)
    const [order] = await placedOrders()
    expect(order).toMatchObject({ paymentMethod: { code: 'CREDIT_CARD' } })
    expect(
      (order!.paymentInstruments as { payment_method_id: string }[]).map((p) => p.payment_method_id),
    ).toEqual(['CREDIT_CARD'])
  })

  it('CHK-035 a pay-later token pays for its own cart once: another cart, or a made-up token, is refused', async () => {
    const jar = await atBilling()
    await payLater(jar)
    const first = sessionOf(jar).bnplApproval!.authorizationToken
    await placeOrder(jar, (await renderSummary(jar)).data!.orderKey)
    expect(await placedOrders()).toHaveLength(1)

    // The same shopper's next cart, approved again: the first token does not pay for it.
    await addToCart(jar)
    await shipTo(jar)
    await payLater(jar)
    expect(await putOrderWith(jar, first)).toMatchObject(REFUSED)
    expect(await putOrderWith(jar, 'bnpl_made-up')).toMatchObject(REFUSED)
    expect(await placedOrders()).toHaveLength(1)
    // This cart's own token does pay for it.
    const second = sessionOf(jar).bnplApproval!.authorizationToken
    expect((await putOrderWith(jar, second)).status).toBe(200)
    expect(await placedOrders()).toHaveLength(2)
  })

  it('CHK-038 the provider script is on billing (with the nonce); no KLARNA in the methods → no pay later', async () => {
    const jar = await atBilling()
    const html = await billingHtml(await billingPage(jar))
    expect(html).toMatch(new RegExp(`<script[^>]*src="${SCRIPT}"[^>]*>`))
    expect(html).toMatch(/<script[^>]*nonce="test-nonce"/)
    expect(html).toContain('value="start-pay-later"')
    expect(html).toContain('href="/en-us/checkout/pay-later"')

    await injectFault({ path: '/paymentMethods$', method: 'GET', body: [{ id: 'CREDIT_CARD' }] })
    const without = await billingPage(jar)
    expect(without.payLater).toBeNull()
    expect(await billingHtml(without)).not.toContain('sdk.js')
  })

  it("CHK-020 CHK-008 the optional methods follow the cart's payment methods: PayPal and pay later only when listed", async () => {
    const jar = await atBilling()
    const all = await billingPage(jar)
    expect(all.wallet).toBe(true)
    expect(await billingHtml(all)).toContain('value="start-wallet"')

    await injectFault({
      path: '/paymentMethods$',
      method: 'GET',
      body: [{ id: 'CREDIT_CARD' }, { id: 'KLARNA' }],
    })
    const noWallet = await billingPage(jar)
    expect(noWallet.wallet).toBe(false)
    expect(noWallet.payLater).not.toBeNull()
    const html = await billingHtml(noWallet)
    expect(html).not.toContain('value="start-wallet"')
    // The card always is: with and without JavaScript.
    expect(html).toContain('value="start-card-payment"')

    // A failed read offers only what always works.
    await fetch('http://emulator.test/__emulator/faults', { method: 'DELETE' })
    await injectFault({ path: '/paymentMethods$', method: 'GET', status: 503, times: 1 })
    const failed = await billingPage(jar)
    expect(failed).toMatchObject({ wallet: false, payLater: null })
  })
})
