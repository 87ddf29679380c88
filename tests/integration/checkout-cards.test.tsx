import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { HostedCardFields } from '#app/features/payments/card/view.tsx'
import { NonceProvider } from '#app/components/nonce.tsx'
import { getEnv, resetEnvCache } from '#app/platform/env/env.server.ts'
import { action as billingAction, loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { loader as indexLoader } from '#app/routes/checkout-index.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as cardSessionLoader } from '#app/routes/checkout-card-session.ts'
import { HOSTED_FIELDS_SDK } from '#mocks/payments/provider-sdk.ts'
import { db } from '#mocks/state.ts'
import {
  addToCart,
  L,
  openCardSession,
  payByCard,
  renderSummary,
  shipTo,
  TEST_CARD,
  atBilling,
} from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute, sessionOf, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const PROVIDER = 'http://emulator.test'
type BillingData = Awaited<ReturnType<typeof billingLoader>>

async function billingPost(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute<{ hostedFields?: { sessionId: string; proof: string } | null }>(
    billingAction,
    post('/en-us/checkout/billing', form, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

/** Opens the hosted fields (the script's post) and pays in the provider's frame: the session id. */
async function payInHostedFields(jar: CookieJar, cardNumber = TEST_CARD) {
  const started = await openCardSession(jar)
  if (!started.body.hostedFields) throw new Error(`no card session: ${started.status}`)
  const { sessionId, proof } = started.body.hostedFields
  const frame = await fetch(`${PROVIDER}/__provider/fields/${sessionId}`, {
    method: 'POST',
    body: new URLSearchParams({ cardholderName: 'Pat Walker', cardNumber, expiry: '12/35', cvc: '123' }),
  })
  return { sessionId, proof, frame: await frame.text() }
}

async function placeOrder(jar: CookieJar) {
  const summary = await renderSummary(jar)
  expect(summary.response?.status ?? 200).toBe(200)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
    L,
  )
  jar.store(placed.cookies)
  return { summary, placed }
}

function setExpress(on: boolean) {
  if (on) process.env.EXPRESS_CHECKOUT_ENABLED = 'true'
  else delete process.env.EXPRESS_CHECKOUT_ENABLED
  resetEnvCache()
}

afterEach(() => setExpress(false))

describe('CHK-037 hosted card fields', () => {
  it('CHK-037 the provider script tag has the pinned integrity hash, crossorigin and the CSP nonce', () => {
    const env = getEnv()
    const html = renderWithProviders(
      <NonceProvider value="n0nce">
        <HostedCardFields
          script={{ src: env.paymentProviderSdkUrl, integrity: env.PAYMENT_SDK_INTEGRITY }}
          canSaveCard={false}
        />
      </NonceProvider>,
      { path: '/en-us/checkout/billing' },
    )
    const tag = html.match(/<script[^>]*hosted-fields\.js[^>]*>/)?.[0] ?? ''
    expect(tag).toContain(`integrity="${env.PAYMENT_SDK_INTEGRITY}"`)
    expect(tag).toContain('crossorigin="anonymous"')
    expect(tag).toContain('nonce="n0nce"')
    expect(tag).toMatch(/src="http:\/\/[^"]+\/__provider\/sdk\/v1\/hosted-fields\.js"/)
  })

  it('CHK-037 the emulator serves the script the pinned hash names, readable cross-origin', async () => {
    const response = await fetch(`${PROVIDER}/__provider/sdk/v1/hosted-fields.js`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = Buffer.from(await response.arrayBuffer())
    const hash = `sha384-${createHash('sha384').update(body).digest('base64')}`
    expect(hash).toBe(getEnv().PAYMENT_SDK_INTEGRITY)
    expect(body.toString()).toBe(HOSTED_FIELDS_SDK)
  })

  it('CHK-037 the script opens the fields’ provider session at the card session’s address, by a post with its intent only', async () => {
    const jar = await atBilling()
    const opened = await openCardSession(jar)
    expect(opened.status).toBe(200)
    expect(opened.body.hostedFields).toMatchObject({
      sessionId: expect.any(String),
      proof: expect.any(String),
    })

    // Another intent, or none, opens nothing; nor does the billing step take the post any more.
    expect((await openCardSession(jar, { intent: 'pay-with-card' })).status).toBe(400)
    expect((await openCardSession(jar, {})).status).toBe(400)
    expect((await billingPost(jar, { intent: 'start-hosted-fields' })).response?.status).toBe(400)
    const read = await runRoute(cardSessionLoader, get('/en-us/checkout/card-session', jar), L)
    expect(read.response.status).toBe(405)
    // A shopper with no cart to pay for opens none.
    const stranger = await openCardSession(new CookieJar())
    expect(stranger).toEqual({ status: 409, body: { hostedFields: null } })
  })

  it('CHK-037 a provider session that cannot be opened is told in the answer, as the error catalogue words it', async () => {
    const jar = await atBilling()
    await injectFault({
      path: '^/cart/v1/paymentSession$',
      method: 'GET',
      status: 500,
      errorId: 'GEN500',
      times: 1,
    })
    const failed = await openCardSession(jar)
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({ hostedFields: null, error: expect.stringMatching(/\w/) })
    expect(failed.body).not.toHaveProperty('error', expect.stringContaining('GEN500'))
  })

  it('CHK-037 the card authorised in the frame is verified server-side, then the order is placed', async () => {
    const jar = await atBilling()
    const { sessionId, proof, frame } = await payInHostedFields(jar)
    expect(frame).toContain("type: 'emupay:authorised'")
    const paid = await billingPost(jar, { intent: 'pay-with-card', providerSessionId: sessionId, proof })
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(sessionOf(jar).paymentSessionId).toBe(sessionId)
    const reads = (await capturedRequests()).filter((c) => c.path === `/provider/v1/sessions/${sessionId}`)
    expect(reads.length).toBeGreaterThan(0)

    const { summary, placed } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({ status: 'authorised', cardType: 'VISA', lastFour: '1111' })
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('CHK-037 a provider session opened for another shopper is refused', async () => {
    const other = await atBilling()
    const { sessionId, proof: theirs } = await payInHostedFields(other)
    const jar = await atBilling()
    const own = await openCardSession(jar)
    const proof = own.body.hostedFields!.proof
    // Their session with this shopper's proof, and with their own proof: neither pays.
    const borrowed = await billingPost(jar, { intent: 'pay-with-card', providerSessionId: sessionId, proof })
    expect(borrowed.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    const stolen = await billingPost(jar, {
      intent: 'pay-with-card',
      providerSessionId: sessionId,
      proof: theirs,
    })
    expect(stolen.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(stolen.cookies)?.type).toBe('error')
    expect(sessionOf(jar).paymentSessionId).toBeUndefined()
    const summary = await renderSummary(jar)
    expect(summary.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toHaveLength(0)
  })

  it('CHK-037 a session the provider did not authorise (declined card) is refused', async () => {
    const jar = await atBilling()
    const { sessionId, proof, frame } = await payInHostedFields(jar, '4000 0000 0000 0002')
    expect(frame).toContain('Your card was declined')
    const paid = await billingPost(jar, { intent: 'pay-with-card', providerSessionId: sessionId, proof })
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(sessionOf(jar).paymentSessionId).toBeUndefined()
  })
})

describe('saved cards', () => {
  it('ACCT-021 billing lists the saved cards read by method CREDIT_CARD, the main card first', async () => {
    const jar = await atBilling('cards@example.com')
    const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
    expect(page.data?.card.savedCards).toEqual([
      { id: 'spi-seed-1', cardType: 'VISA', lastFour: '1111', main: true },
    ])
    const read = (await capturedRequests()).find(
      (c) => c.method === 'GET' && c.path === '/consumers-v3/consumer/payment_instruments',
    )
    expect(read?.query).toMatchObject({ method: 'CREDIT_CARD' })
  })

  it('guests are offered no saved cards and no saving, and are not read for them', async () => {
    const jar = await atBilling()
    const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
    expect(page.data?.card).toMatchObject({ savedCards: [], canSaveCard: false })
    expect((await capturedRequests()).some((c) => c.path.includes('payment_instruments'))).toBe(false)
  })

  it('paying with a saved card places the order with that card', async () => {
    const jar = await atBilling('cards@example.com')
    const chosen = await billingPost(jar, { intent: 'pay-with-saved-card', savedCardId: 'spi-seed-1' })
    expect(chosen.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const { summary, placed } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({ status: 'authorised', cardType: 'VISA', lastFour: '1111' })
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const attach = (await capturedRequests()).find(
      (c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path),
    )
    expect(attach?.body).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'spi-seed-1',
    })
    expect(await placedOrders()).toHaveLength(1)
  })

  it('ERR-122 an expired saved card places no order: the catalogue message at the top of the summary', async () => {
    db.savedCards.get('C000000007')![0]!.expiryYear = '2020'
    const jar = await atBilling('cards@example.com')
    await billingPost(jar, { intent: 'pay-with-saved-card', savedCardId: 'spi-seed-1' })
    const { placed } = await placeOrder(jar)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const layout = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/summary', jar),
      L,
    )
    expect(layout.data?.notice).toEqual({
      type: 'error',
      message: 'This card has expired or the expiry date is not valid.',
    })
    expect(await placedOrders()).toHaveLength(0)
  })

  it("a card that is not the shopper's is refused", async () => {
    const jar = await atBilling('cards@example.com')
    const chosen = await billingPost(jar, { intent: 'pay-with-saved-card', savedCardId: 'spi-other' })
    expect(chosen.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(chosen.cookies)?.title).toBe('This card is no longer saved. Choose another card.')
    expect(sessionOf(jar).savedCardId).toBeUndefined()
  })

  it('ACCT-022 saving the card sends recaptcha_response; the saved card then pays the next order', async () => {
    const jar = await atBilling('shopper@example.com')
    const { sessionId, proof } = await payInHostedFields(jar)
    const paid = await billingPost(jar, {
      intent: 'pay-with-card',
      providerSessionId: sessionId,
      proof,
      saveCard: 'on',
    })
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(toastOf(paid.cookies)).toMatchObject({
      type: 'success',
      title: 'Your card is saved for next time.',
    })
    const save = (await capturedRequests()).find(
      (c) => c.method === 'POST' && c.path === '/consumers-v3/consumer/payment_instruments',
    )
    expect(save?.body).toMatchObject({
      recaptcha_response: getEnv().CAPTCHA_TOKEN,
      sessionId,
      card: { cardType: 'VISA', lastFour: '1111' },
    })
    expect(JSON.stringify(save?.body)).not.toContain('4111111111111111')
    expect((await placeOrder(jar)).placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')

    const next = new CookieJar()
    await signInJar(next, 'shopper@example.com')
    await addToCart(next)
    await shipTo(next)
    const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', next), L)
    const [card] = page.data!.card.savedCards
    expect(card).toMatchObject({ cardType: 'VISA', lastFour: '1111', main: true })
    await billingPost(next, { intent: 'pay-with-saved-card', savedCardId: card!.id })
    expect((await placeOrder(next)).placed.response?.headers.get('Location')).toBe(
      '/en-us/order-confirmation',
    )
    expect(await placedOrders()).toHaveLength(2)
  })

  it("ERR-131 a card already saved shows the server's message; another failure 'credit card save failed'; the payment goes on", async () => {
    const jar = await atBilling('cards@example.com')
    const first = await payInHostedFields(jar)
    const duplicate = await billingPost(jar, {
      intent: 'pay-with-card',
      providerSessionId: first.sessionId,
      proof: first.proof,
      saveCard: 'on',
    })
    expect(duplicate.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(toastOf(duplicate.cookies)).toMatchObject({ type: 'error', title: 'This card is already saved' })

    await injectFault({
      path: '^/consumers-v3/consumer/payment_instruments$',
      method: 'POST',
      status: 500,
      errorId: 'GEN500',
      times: 1,
    })
    const second = await payInHostedFields(jar, '5555 5555 5555 4444')
    const failed = await billingPost(jar, {
      intent: 'pay-with-card',
      providerSessionId: second.sessionId,
      proof: second.proof,
      saveCard: 'on',
    })
    expect(failed.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(toastOf(failed.cookies)).toMatchObject({ type: 'error', title: 'credit card save failed' })
    expect(sessionOf(jar).paymentSessionId).toBe(second.sessionId)
  })

  it('ACCT-022 after the hosted page (no JavaScript) the summary offers to save the card, once', async () => {
    const jar = await atBilling('shopper@example.com')
    await payByCard(jar)
    const before = await renderSummary(jar)
    expect(before.data?.saveCard).toEqual({ cardType: 'VISA', lastFour: '1111' })
    const saved = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'save-card' }, jar),
      L,
    )
    jar.store(saved.cookies)
    expect(saved.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(toastOf(saved.cookies)).toMatchObject({
      type: 'success',
      title: 'Your card is saved for next time.',
    })
    const save = (await capturedRequests()).find(
      (c) => c.method === 'POST' && c.path === '/consumers-v3/consumer/payment_instruments',
    )
    expect(save?.body).toMatchObject({ recaptcha_response: getEnv().CAPTCHA_TOKEN })
    expect((await renderSummary(jar)).data?.saveCard).toBeNull()
    expect((await placeOrder(jar)).placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
  })

  it('guests are not offered to save the card', async () => {
    const jar = await atBilling()
    await payByCard(jar)
    expect((await renderSummary(jar)).data?.saveCard).toBeNull()
  })

  it('ACCT-023 ACCT-024 a saved card can be made the main card and removed', async () => {
    const jar = await atBilling('cards@example.com')
    db.savedCards
      .get('C000000007')!
      .push({ paymentInstrumentId: 'spi-2', cardType: 'MASTERCARD', lastFour: '4444', main: false })
    const main = await billingPost(jar, { intent: 'make-main-card', savedCardId: 'spi-2' })
    expect(toastOf(main.cookies)?.title).toBe('The card ending in 4444 is now your main card.')
    const calls = await capturedRequests()
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/consumers-v3/consumer/payment_instruments/spi-2',
      body: { card: { main: true } },
    })
    const removed = await billingPost(jar, { intent: 'remove-saved-card', savedCardId: 'spi-seed-1' })
    expect(toastOf(removed.cookies)?.title).toBe('The card ending in 1111 is removed.')
    const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
    expect(page.data?.card.savedCards).toEqual([
      { id: 'spi-2', cardType: 'MASTERCARD', lastFour: '4444', main: true },
    ])
  })
})

describe('a card post the payment step refuses', () => {
  // The step renders again with the answer as its action data: a text body reached the page as a
  // string, and reading it threw (a 500 for a saved-card post with no card, or a card payment's post
  // without its session).
  it('answers 400 with data the payment step reads, for a guest and a signed-in shopper', async () => {
    for (const jar of [await atBilling(), await atBilling('cards@example.com')]) {
      for (const form of [
        { intent: 'make-main-card', savedCardId: '' } as Record<string, string>,
        { intent: 'remove-saved-card' },
        { intent: 'pay-with-saved-card', savedCardId: 'x'.repeat(101) },
        { intent: 'pay-with-card' },
      ]) {
        const answer = await billingPost(jar, form)
        expect(answer.status, form.intent).toBe(400)
        expect(answer.data, form.intent).toEqual({ refused: expect.any(String) })
      }
    }
    expect(await placedOrders()).toEqual([])
  })
})

describe('CHK-002 express checkout pays with the default saved card', () => {
  it('CHK-002 with the flag on, a signed-in shopper with a default card goes to summary and places the order with it', async () => {
    setExpress(true)
    const jar = new CookieJar()
    await signInJar(jar, 'cards@example.com')
    await addToCart(jar)
    const start = await runRoute(indexLoader, get('/en-us/checkout', jar), L)
    jar.store(start.cookies)
    expect(start.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const { summary, placed } = await placeOrder(jar)
    expect(summary.data?.payment).toMatchObject({ status: 'authorised', cardType: 'VISA', lastFour: '1111' })
    expect(summary.data?.shippingAddress).toMatchObject({ addressLine1: '107 Main Street' })
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('with the flag off the summary does not pay with the default card on its own', async () => {
    const jar = await atBilling('cards@example.com')
    const summary = await renderSummary(jar)
    expect(summary.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
  })
})
