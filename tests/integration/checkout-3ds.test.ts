import { describe, expect, it } from 'vitest'
import type { RouterContextProvider } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import {
  action as authenticateAction,
  loader as authenticateLoader,
} from '#app/routes/checkout-authenticate.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { signInJar } from '#tests/helpers/shopper.ts'
import {
  addToCart,
  billingPage,
  L,
  payByCard,
  payInCardFields,
  renderSummary,
  shipTo,
  SIZE_9,
} from '#tests/helpers/checkout.ts'
import { getStock } from '#mocks/catalog/stock.ts'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'

const CHALLENGE_CARD = '4000 0027 6000 3184'
const REDIRECT_CARD = '4000 0000 0000 3063'
const RETURN_URL = 'http://localhost:3000/en-us/checkout/authenticate'

/** At the summary with `card`, typed on the provider's hosted page or in the billing step's card fields. */
async function readyWith(
  jar: CookieJar,
  card: string,
  typedIn: 'hosted page' | 'card fields' = 'hosted page',
) {
  await addToCart(jar)
  await shipTo(jar)
  if (typedIn === 'hosted page') {
    await payByCard(jar, card)
  } else {
    const { paid } = await payInCardFields(jar, card)
    expect(paid.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
  }
  return (await renderSummary(jar)).data!.orderKey
}

async function placeOrder(jar: CookieJar, idempotencyKey: string, extra: Record<string, string> = {}) {
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey, ...extra }, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

/** The shopper on the issuer's page: complete or fail, then back to the shop with the result. */
async function authenticate(issuer: string, outcome: 'complete' | 'fail') {
  const page = await fetch(issuer)
  expect(page.status).toBe(200)
  const answer = await fetch(issuer, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome }),
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('Location')!)
}

/** The return page (a read), then its Finish form posted. */
async function finish(jar: CookieJar, back: URL) {
  const page = await runRoute<Awaited<ReturnType<typeof authenticateLoader>>>(
    authenticateLoader,
    get(`${back.pathname}${back.search}`, jar),
    L,
  )
  const result = page.data!.result!
  const done = await runRoute(
    authenticateAction,
    post(back.pathname, { intent: 'finish-authentication', [result.name]: result.value }, jar),
    L,
  )
  jar.store(done.cookies)
  return { result, done }
}

async function upstream() {
  const calls = await capturedRequests()
  return {
    puts: calls.filter((c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order'),
    patches: calls.filter((c) => c.method === 'PATCH' && c.path.startsWith('/cart/v2/checkout/order/')),
  }
}

async function confirmedOrderNumber(jar: CookieJar) {
  const page = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
    confirmationLoader,
    get('/en-us/order-confirmation', jar),
    L,
  )
  return page.data?.order?.orderNumber
}

describe('CHK-033 CHK-034 CHK-028 3DS challenge at place order', () => {
  it('CHK-033 the PaymentNotAuthorized flash is kept in the session and the shopper goes to the issuer; no order yet', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const placed = await placeOrder(jar, key)

    expect(placed.response?.status).toBe(303)
    const issuer = new URL(placed.response!.headers.get('Location')!)
    expect(issuer.pathname).toBe('/__provider/3ds/challenge')
    expect(issuer.searchParams.get('returnUrl')).toBe(RETURN_URL)
    const pending = sessionOf(jar).threeDS
    expect(pending).toMatchObject({ mode: 'challenge', idempotencyKey: key })
    expect(issuer.searchParams.get('action')).toBe(pending!.action)
    expect(await placedOrders()).toHaveLength(0)

    // The issuer page may be framed by the shop, and only by it.
    const page = await fetch(issuer)
    expect(page.headers.get('Content-Security-Policy')).toBe('frame-ancestors http://localhost:3000')
  })

  it('CHK-028 a passed challenge patches the order with threeDS2Result and lands on its confirmation', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const stock = getStock(SIZE_9)!
    const placed = await placeOrder(jar, key)
    const orderNumber = sessionOf(jar).threeDS!.orderNumber
    // Nothing is taken while the issuer has not answered.
    expect(getStock(SIZE_9)).toBe(stock)
    const back = await authenticate(placed.response!.headers.get('Location')!, 'complete')
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL)

    const { result, done } = await finish(jar, back)
    expect(result.name).toBe('threeDSResult')
    expect(done.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const { patches } = await upstream()
    expect(patches).toHaveLength(1)
    expect(patches[0]!.path).toBe(`/cart/v2/checkout/order/${orderNumber}`)
    expect(patches[0]!.body).toMatchObject({
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: { threeDS2Result: result.value, paymentInstrumentId: expect.any(String) },
      },
    })
    const orders = await placedOrders()
    expect(orders.map((o) => o.orderNumber)).toEqual([orderNumber])
    expect(getStock(SIZE_9)).toBe(stock - 1)
    expect(await confirmedOrderNumber(jar)).toBe(orderNumber)
    expect(sessionOf(jar).threeDS).toBeUndefined()
    expect(sessionOf(jar).basketId).toBeUndefined()
  })

  it('CHK-034 CHK-028 redirect mode: the action is the issuer page, and the PATCH carries redirectResult', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, REDIRECT_CARD)
    const placed = await placeOrder(jar, key)
    const pending = sessionOf(jar).threeDS!
    expect(pending.mode).toBe('redirect')
    const issuer = new URL(placed.response!.headers.get('Location')!)
    expect(`${issuer.origin}${issuer.pathname}`).toBe(pending.action)
    expect(issuer.searchParams.get('returnUrl')).toBe(RETURN_URL)

    const back = await authenticate(issuer.toString(), 'complete')
    const { result, done } = await finish(jar, back)
    expect(result.name).toBe('redirectResult')
    expect(done.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const { patches } = await upstream()
    expect(patches[0]!.body).toMatchObject({
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { redirectResult: result.value } },
    })
    expect(patches[0]!.body).not.toHaveProperty('paymentMethod.additionalData.threeDS2Result')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('CHK-004 ERR-126 a failed challenge: no order, billing, a new cart id and the payment authentication error', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const oldId = sessionOf(jar).basketId
    const placed = await placeOrder(jar, key)
    const back = await authenticate(placed.response!.headers.get('Location')!, 'fail')
    const { done } = await finish(jar, back)

    expect(done.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toHaveLength(0)
    const billing = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/billing', jar),
      L,
    )
    expect(billing.data?.notice).toEqual({ type: 'error', message: 'payment authentication error' })
    expect(billing.data?.cart.id).not.toBe(oldId)
    expect(billing.data?.cart.items).toHaveLength(1)
    expect(sessionOf(jar).threeDS).toBeUndefined()
    expect(sessionOf(jar).paymentSessionId).toBeUndefined()
  })

  it('CHK-004 a result the issuer did not give is refused upstream: payment starts again, no order', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    await placeOrder(jar, key)
    const done = await runRoute(
      authenticateAction,
      post('/en-us/checkout/authenticate', { intent: 'finish-authentication', threeDSResult: 'forged' }, jar),
      L,
    )
    expect(done.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toHaveLength(0)
  })

  it('CHK-033 a place-order resubmit while the challenge is pending goes back to it and creates no second order', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const before = jar.clone()
    const first = await placeOrder(jar, key)
    const again = await placeOrder(jar, key)
    // A second click that left before the first answered: the upstream key answers the same challenge.
    const stale = await placeOrder(before, key)

    const issuer = first.response!.headers.get('Location')
    expect(again.response?.headers.get('Location')).toBe(issuer)
    expect(stale.response?.headers.get('Location')).toBe(issuer)
    expect((await upstream()).puts).toHaveLength(1)
    expect(sessionOf(before).threeDS).toEqual(sessionOf(jar).threeDS)
    expect(await placedOrders()).toHaveLength(0)

    const back = await authenticate(issuer!, 'complete')
    await finish(jar, back)
    expect(await placedOrders()).toHaveLength(1)
    // Placing again after the confirmation lands on it, still one order.
    const after = await placeOrder(jar, key)
    expect(after.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('CHK-033 with JavaScript the summary gets the challenge for its dialog instead of a redirect', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const placed = await placeOrder(jar, key, { enhanced: '1' })
    expect(placed.response?.status).toBe(200)
    const body = (await placed.response!.json()) as { challenge: { src: string } }
    const src = new URL(body.challenge.src)
    expect(src.pathname).toBe('/__provider/3ds/challenge')
    expect(src.searchParams.get('returnUrl')).toBe(RETURN_URL)
  })

  it('CHK-034 the authenticate page only reads: it links to the issuer and changes nothing', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    await placeOrder(jar, key)
    const page = await runRoute<Awaited<ReturnType<typeof authenticateLoader>>>(
      authenticateLoader,
      get('/en-us/checkout/authenticate', jar),
      L,
    )
    expect(page.data?.result).toBeNull()
    expect(new URL(page.data!.issuer!).pathname).toBe('/__provider/3ds/challenge')
    expect((await upstream()).patches).toHaveLength(0)
  })

  it('CHK-034 an unknown intent is refused with 400: no PATCH, the challenge still waits', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const placed = await placeOrder(jar, key)
    const back = await authenticate(placed.response!.headers.get('Location')!, 'complete')
    const result = back.searchParams.get('threeDSResult')!
    const forms: Record<string, string>[] = [
      { intent: 'place-order', threeDSResult: result },
      { threeDSResult: result },
    ]
    for (const form of forms) {
      const refused = await runRoute(authenticateAction, post(back.pathname, form, jar), L)
      expect(refused.status).toBe(400)
    }
    expect((await upstream()).patches).toHaveLength(0)
    expect(sessionOf(jar).threeDS).toBeDefined()
    // The issuer's result, posted as the step's own intent, still finishes the order.
    const { done } = await finish(jar, back)
    expect(done.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
  })

  it('CHK-033 the issuer returns only to the shop that opened the payment (no open redirect)', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    const placed = await placeOrder(jar, key)
    const issuer = new URL(placed.response!.headers.get('Location')!)
    issuer.searchParams.set('returnUrl', 'https://evil.example/steal')
    const page = await fetch(issuer)
    expect(page.status).toBe(400)
    const post = await fetch(issuer, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'complete' }),
    })
    expect(post.status).toBe(400)
    expect(post.headers.get('Location')).toBeNull()
  })

  it('CHK-030 CHK-028 in the mobile-app webview the PATCH carries the mobile-app marker', async () => {
    const jar = new CookieJar()
    const flag = await runRoute(
      ({ context }: { context: RouterContextProvider }) => getShopper(context).session.set('webview', true),
      get('/en-us/cart', jar),
      L,
    )
    jar.store(flag.cookies)
    const key = await readyWith(jar, CHALLENGE_CARD)
    const placed = await placeOrder(jar, key)
    const back = await authenticate(placed.response!.headers.get('Location')!, 'complete')
    await finish(jar, back)
    const { puts, patches } = await upstream()
    expect(puts[0]!.body).toMatchObject({ trackingChannel: 'MOBILE_APP' })
    expect(patches[0]!.body).toMatchObject({ trackingChannel: 'MOBILE_APP' })
    expect(await placedOrders()).toHaveLength(1)
  })

  it('CHK-033 paying with another card after leaving the challenge places the order once, with the new card', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD)
    await placeOrder(jar, key)
    await payByCard(jar, '4111 1111 1111 1111')
    const stale = await placeOrder(jar, key)
    expect(stale.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    expect(sessionOf(jar).threeDS).toBeUndefined()

    const fresh = (await renderSummary(jar)).data!.orderKey
    expect(fresh).not.toBe(key)
    const placed = await placeOrder(jar, fresh)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ paymentMethod: { label: 'VISA ending 1111' } })
  })
})

describe('CHK-033 CHK-034 CHK-004 the same 3DS card typed in the in-page card fields', () => {
  it('CHK-033 the card fields authorise the card, and place order answers the challenge: no order yet', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD, 'card fields')
    const placed = await placeOrder(jar, key)

    expect(placed.response?.status).toBe(303)
    const issuer = new URL(placed.response!.headers.get('Location')!)
    expect(issuer.pathname).toBe('/__provider/3ds/challenge')
    expect(issuer.searchParams.get('returnUrl')).toBe(RETURN_URL)
    expect(sessionOf(jar).threeDS).toMatchObject({ mode: 'challenge', idempotencyKey: key })
    expect(await placedOrders()).toHaveLength(0)
  })

  it('CHK-033 with JavaScript the summary gets the challenge for its dialog', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD, 'card fields')
    const placed = await placeOrder(jar, key, { enhanced: '1' })
    const body = (await placed.response!.json()) as { challenge: { src: string } }
    expect(new URL(body.challenge.src).pathname).toBe('/__provider/3ds/challenge')
    expect(await placedOrders()).toHaveLength(0)
  })

  it('CHK-034 CHK-028 a passed challenge patches the order with threeDS2Result and lands on its confirmation', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD, 'card fields')
    const placed = await placeOrder(jar, key)
    const orderNumber = sessionOf(jar).threeDS!.orderNumber
    const back = await authenticate(placed.response!.headers.get('Location')!, 'complete')
    const { result, done } = await finish(jar, back)

    expect(done.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const { patches } = await upstream()
    expect(patches).toHaveLength(1)
    expect(patches[0]!.path).toBe(`/cart/v2/checkout/order/${orderNumber}`)
    expect(patches[0]!.body).toMatchObject({
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: result.value } },
    })
    expect((await placedOrders()).map((o) => o.orderNumber)).toEqual([orderNumber])
    expect(await confirmedOrderNumber(jar)).toBe(orderNumber)
  })

  it('CHK-004 ERR-126 a failed challenge: no order, billing, a new cart id and the payment authentication error', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, CHALLENGE_CARD, 'card fields')
    const oldId = sessionOf(jar).basketId
    const placed = await placeOrder(jar, key)
    const back = await authenticate(placed.response!.headers.get('Location')!, 'fail')
    const { done } = await finish(jar, back)

    expect(done.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(await placedOrders()).toHaveLength(0)
    const billing = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
      checkoutLoader,
      get('/en-us/checkout/billing', jar),
      L,
    )
    expect(billing.data?.notice).toEqual({ type: 'error', message: 'payment authentication error' })
    expect(billing.data?.cart.id).not.toBe(oldId)
    expect(sessionOf(jar).paymentSessionId).toBeUndefined()
  })

  it('CHK-033 a card that needs no authentication, typed in the card fields, is placed at once', async () => {
    const jar = new CookieJar()
    const key = await readyWith(jar, '4111 1111 1111 1111', 'card fields')
    const placed = await placeOrder(jar, key)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    expect(await placedOrders()).toHaveLength(1)
  })

  it('CHK-033 ACCT-022 the 3DS card saved from the card fields is challenged again when it pays as a saved card', async () => {
    const first = new CookieJar()
    await signInJar(first, 'shopper@example.com')
    await addToCart(first)
    await shipTo(first)
    await payInCardFields(first, CHALLENGE_CARD, { saveCard: 'on' })

    const jar = new CookieJar()
    await signInJar(jar, 'shopper@example.com')
    await addToCart(jar)
    await shipTo(jar)
    const billing = await billingPage(jar)
    const saved = billing.card.savedCards.find((c) => c.lastFour === '3184')
    expect(saved).toBeDefined()
    const chosen = await runRoute(
      billingAction,
      post('/en-us/checkout/billing', { intent: 'pay-with-saved-card', savedCardId: saved!.id }, jar),
      L,
    )
    jar.store(chosen.cookies)
    const key = (await renderSummary(jar)).data!.orderKey
    const placed = await placeOrder(jar, key)
    expect(new URL(placed.response!.headers.get('Location')!).pathname).toBe('/__provider/3ds/challenge')
    expect(sessionOf(jar).threeDS).toMatchObject({ mode: 'challenge' })
    expect(await placedOrders()).toHaveLength(0)
  })
})
