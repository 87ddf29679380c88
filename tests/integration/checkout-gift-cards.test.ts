import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { L, payByCard, renderSummary, atBilling, billingPage } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { type CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const CARDS = {
  fifty: { cardNumber: '6006 4900 0000 0001', pin: '1111' },
  zero: { cardNumber: '6006490000000002', pin: '2222' },
  twenty: { cardNumber: '6006490000000003', pin: '3333' },
  big: { cardNumber: '6006490000000004', pin: '4444' },
  ten: { cardNumber: '6006490000000005', pin: '5555' },
  expired: { cardNumber: '6006490000000006', pin: '6666' },
  notAllowed: { cardNumber: '6006490000000007', pin: '7777' },
}

type GiftCardReply = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
  balance: { amount: number; currency: string | null } | null
}

async function billingPost(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute<GiftCardReply>(billingAction, post('/en-us/checkout/billing', form, jar), L)
  jar.store(result.cookies)
  return result
}

async function replyOf(result: { response?: Response; data?: GiftCardReply }) {
  if (result.data) return result.data
  return (await result.response!.json()) as GiftCardReply
}

describe('gift card payment on the billing step', () => {
  it('VAL-001 number and PIN are required, with the spec message at each field', async () => {
    const jar = await atBilling()
    const result = await billingPost(jar, { intent: 'apply-gift-card', cardNumber: ' ', pin: '' })
    expect(result.response?.status).toBe(400)
    const reply = await replyOf(result)
    expect(reply.result.error?.cardNumber).toEqual(['This field is required'])
    expect(reply.result.error?.pin).toEqual(['This field is required'])
  })

  it('CHK-024 the balance form shows the returned balance and applies nothing', async () => {
    const jar = await atBilling()
    const result = await billingPost(jar, { intent: 'check-gift-card', ...CARDS.fifty })
    const reply = await replyOf(result)
    expect(reply.balance).toEqual({ amount: 50, currency: 'USD' })
    // The PIN is not sent back to the page.
    expect(reply.result.initialValue?.pin).toBeUndefined()
    const balance = (await capturedRequests()).find((c) => c.path === '/cart/v1/giftcard/balance')
    expect(balance?.body).toMatchObject({ cardNumber: '6006490000000001', pin: '1111' })
    expect((await billingPage(jar)).giftCards).toEqual([])
  })

  it('ERR-054 a failing balance check shows GFC799 at the gift card input', async () => {
    const jar = await atBilling()
    await injectFault({ path: '^/cart/v1/giftcard/balance$', status: 500, errorId: 'GFC799', times: 1 })
    const reply = await replyOf(await billingPost(jar, { intent: 'check-gift-card', ...CARDS.fifty }))
    expect(reply.result.error?.cardNumber).toEqual([errorMessage('GFC799')])
  })

  it('CHK-021 CHK-022 split tender: a gift card pays part, the card the rest, and the order is placed', async () => {
    const jar = await atBilling()
    const before = await billingPage(jar)
    const applied = await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty })
    expect(applied.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(applied.cookies)?.title).toBe('Gift card applied.')
    const page = await billingPage(jar)
    expect(page.giftCards).toEqual([{ id: expect.any(String), lastFour: '0003', amount: 20 }])
    expect(page.remainingToPay).toBe(Math.round((before.remainingToPay - 20) * 100) / 100)

    // The provider session asks for what is left.
    await payByCard(jar)
    const summary = await renderSummary(jar)
    expect(summary.data).toMatchObject({
      giftCards: [{ lastFour: '0003', amount: 20 }],
      remainingToPay: page.remainingToPay,
      payment: { status: 'authorised', lastFour: '1111' },
    })
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    jar.store(placed.cookies)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const [order] = await placedOrders()
    expect(order).toMatchObject({
      paymentInstruments: [
        { payment_method_id: 'GIFT_CARD', amount: 20 },
        { payment_method_id: 'CREDIT_CARD', amount: page.remainingToPay },
      ],
    })
  })

  it('CHK-008 gift cards that cover the order skip the card: continue to review, place order with GIFT_CARD', async () => {
    const jar = await atBilling()
    await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.big })
    const page = await billingPage(jar)
    expect(page.remainingToPay).toBe(0)
    const next = await billingPost(jar, { intent: 'continue-to-review' })
    expect(next.response?.headers.get('Location')).toBe('/en-us/checkout/summary')
    const summary = await renderSummary(jar)
    expect(summary.data?.payment.status).toBe('covered')
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    jar.store(placed.cookies)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({ paymentMethod: { code: 'GIFT_CARD' } })
    const confirmation = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
      confirmationLoader,
      get('/en-us/order-confirmation', jar),
      L,
    )
    expect(confirmation.data?.order?.orderNumber).toBe((await placedOrders())[0]!.orderNumber)
  })

  it('continuing without enough gift card balance stays on billing', async () => {
    const jar = await atBilling()
    await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.ten })
    const next = await billingPost(jar, { intent: 'continue-to-review' })
    expect(next.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
  })

  it('removes a gift card (DELETE paymentInstruments with its id)', async () => {
    const jar = await atBilling()
    await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty })
    const [card] = (await billingPage(jar)).giftCards
    const removed = await billingPost(jar, { intent: 'remove-gift-card', instrumentId: card!.id })
    expect(toastOf(removed.cookies)?.title).toBe('Gift card removed.')
    const del = (await capturedRequests()).find(
      (c) => c.method === 'DELETE' && /paymentInstruments$/.test(c.path),
    )
    expect(del?.body).toEqual({ payment_instrument_id: card!.id })
    expect((await billingPage(jar)).giftCards).toEqual([])
  })

  it('ERR-053 GFC410 several cards up to the limit, then the limit message at the input', async () => {
    const jar = await atBilling()
    for (const card of [CARDS.fifty, CARDS.twenty, CARDS.ten]) {
      const ok = await billingPost(jar, { intent: 'apply-gift-card', ...card })
      expect(ok.response?.status).toBe(303)
    }
    expect((await billingPage(jar)).giftCards).toHaveLength(3)
    const fourth = await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.big })
    expect(fourth.response?.status).toBe(400)
    expect((await replyOf(fourth)).result.error?.cardNumber).toEqual([errorMessage('GFC410')])
  })

  const inline: [string, string, Record<string, string>][] = [
    ['ERR-055 ERR-120 GC_INVALID2 (GFC800)', 'GFC800', { ...CARDS.fifty, pin: '0000' }],
    ['ERR-058 ERR-120 GC_ZERO_BALANCE (GFC740)', 'GFC740', CARDS.zero],
    ['ERR-056 GFC812 expired', 'GFC812', CARDS.expired],
    ['ERR-057 ERR-120 GC_NOT_ALLOWED (GFC725)', 'GFC725', CARDS.notAllowed],
  ]
  for (const [title, code, card] of inline) {
    it(`${title} shows the catalogue message at the gift card input, keeping the number`, async () => {
      const jar = await atBilling()
      const result = await billingPost(jar, { intent: 'apply-gift-card', ...card })
      expect(result.response?.status).toBe(400)
      const reply = await replyOf(result)
      expect(reply.result.error?.cardNumber).toEqual([errorMessage(code)])
      expect(reply.result.initialValue?.cardNumber).toBe(card.cardNumber)
      expect((await billingPage(jar)).giftCards).toEqual([])
    })
  }

  it('ERR-059 ERR-120 GC_ALREADY_APPLIED (GFC755) on the second apply of the same card', async () => {
    const jar = await atBilling()
    await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty })
    const again = await replyOf(await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty }))
    expect(again.result.error?.cardNumber).toEqual([errorMessage('GFC755')])
  })

  it('ERR-119 a payment error when adding the gift card shows at the top of the form', async () => {
    const jar = await atBilling()
    await injectFault({
      path: 'paymentInstruments$',
      method: 'POST',
      status: 400,
      errorId: 'PYT402',
      times: 1,
    })
    const reply = await replyOf(await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty }))
    expect(reply.result.error?.['']).toEqual([errorMessage('PYT402')])
    expect(reply.result.error?.cardNumber).toBeUndefined()
  })

  for (const code of ['GFO405', 'GFC400']) {
    it(`ERR-051 ERR-052 scripted ${code} shows its message at the gift card input`, async () => {
      const jar = await atBilling()
      await injectFault({ path: 'paymentInstruments$', method: 'POST', status: 400, errorId: code, times: 1 })
      const reply = await replyOf(await billingPost(jar, { intent: 'apply-gift-card', ...CARDS.twenty }))
      expect(reply.result.error?.cardNumber).toEqual([errorMessage(code)])
    })
  }
})
