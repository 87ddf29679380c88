import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '#app/domain/errors/errors.ts'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import type { Account } from '#mocks/customers/seed/accounts.ts'
import { db } from '#mocks/state.ts'
import { L, payByCard, renderSummary, atBilling, billingPage } from '#tests/helpers/checkout.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { type CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const ATHLETE = 'athlete@example.com'
const MEMBER = 'loyalty@example.com'

async function billingPost(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute(billingAction, post('/en-us/checkout/billing', form, jar), L)
  jar.store(result.cookies)
  return result
}

async function placeOrder(jar: CookieJar) {
  const summary = await renderSummary(jar)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
    L,
  )
  jar.store(placed.cookies)
  return { summary: summary.data!, placed }
}

/** The notice at the top of the next checkout page (shown once). */
async function notice(jar: CookieJar) {
  const page = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
    checkoutLoader,
    get('/en-us/checkout/billing', jar),
    L,
  )
  jar.store(page.cookies)
  return page.data?.notice?.message
}

/** Changes a seeded account for this test only (the seed's objects are shared between resets). */
function changeAccount(email: string, change: (account: Account) => Account) {
  const record = [...db.consumers.values()].find((c) => c.account.email === email)!
  record.account = change(record.account)
}

function accountOf(email: string) {
  return [...db.consumers.values()].find((c) => c.account.email === email)!.account
}

/** The athlete with only `left` of this year's credit, and (optionally) a loyalty member with rewards. */
function athleteWith(left: number, member = false) {
  changeAccount(ATHLETE, (a) => ({
    ...a,
    athlete: { annualCredit: 2000, currentSpend: 2000 - left },
    ...(member
      ? {
          isLoyaltyMember: true,
          memberId: 'M000000004',
          loyalty: { currentLoyaltyPoints: 2400, applicableLoyaltyVouchers: [] },
          rewardInstruments: [{ id: 'RWC-0004', method: 'REWARD_CODE', code: 'ATH5', amount: 5 }],
        }
      : {}),
  }))
}

describe('CHK-010 athlete payment', () => {
  it('an athlete sees what the budget pays and what is left before applying it; others see nothing', async () => {
    athleteWith(50)
    const jar = await atBilling(ATHLETE)
    const page = await billingPage(jar)
    expect(page.athlete).toEqual({
      instrumentId: null,
      budget: 50,
      payableAmount: 50,
      remainingAmount: Math.round((page.remainingToPay - 50) * 100) / 100,
    })
    expect((await billingPage(await atBilling(MEMBER))).athlete).toBeNull()
    expect((await billingPage(await atBilling())).athlete).toBeNull()
  })

  it('CHK-009 applying adds an ATHLETES_PAYMENT instrument with remainingAmount and payableAmount; remainingToPay drops', async () => {
    athleteWith(50)
    const jar = await atBilling(ATHLETE)
    const before = await billingPage(jar)
    const result = await billingPost(jar, { intent: 'apply-athlete-payment' })
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(result.cookies)?.title).toBe('Athlete payment applied.')
    const post = (await capturedRequests()).find(
      (c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path),
    )
    expect(post?.body).toEqual({ payment_method_id: 'ATHLETES_PAYMENT' })

    const after = await billingPage(jar)
    const left = Math.round((before.remainingToPay - 50) * 100) / 100
    expect(after.remainingToPay).toBe(left)
    expect(after.athlete).toMatchObject({ payableAmount: 50, remainingAmount: left })
    expect(after.athlete?.instrumentId).toBeTruthy()
  })

  it('CHK-008 an athlete budget covering all: continue to review, the summary shows both amounts, the order places with no card and books the spend', async () => {
    const jar = await atBilling(ATHLETE)
    const total = (await billingPage(jar)).remainingToPay
    await billingPost(jar, { intent: 'apply-athlete-payment' })
    expect((await billingPage(jar)).remainingToPay).toBe(0)
    const next = await billingPost(jar, { intent: 'continue-to-review' })
    expect(next.response?.headers.get('Location')).toBe('/en-us/checkout/summary')

    const { summary, placed } = await placeOrder(jar)
    expect(summary.payment.status).toBe('covered')
    expect(summary.athlete).toEqual({ payableAmount: total, remainingAmount: 0 })
    expect(summary.tenders).toMatchObject([{ method: 'ATHLETES_PAYMENT', amount: total }])
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')

    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({ paymentMethod: { code: 'ATHLETES_PAYMENT' } })
    const orders = await placedOrders()
    expect(orders).toHaveLength(1)
    // The order says how it was paid (the confirmation shows this label).
    expect(orders[0]).toMatchObject({ paymentMethod: { code: 'ATHLETES_PAYMENT', label: 'Athlete payment' } })
    expect(accountOf(ATHLETE).athlete?.currentSpend).toBe(Math.round((450 + total) * 100) / 100)
  })

  it('CHK-008 an athlete budget paying part: the card pays the rest and the order carries both instruments', async () => {
    athleteWith(50)
    const jar = await atBilling(ATHLETE)
    await billingPost(jar, { intent: 'apply-athlete-payment' })
    const page = await billingPage(jar)
    expect(page.remainingToPay).toBeGreaterThan(0)
    // Nothing to review yet: the card has the rest to pay.
    const next = await billingPost(jar, { intent: 'continue-to-review' })
    expect(next.response?.headers.get('Location')).toBe('/en-us/checkout/billing')

    await payByCard(jar)
    const { summary, placed } = await placeOrder(jar)
    expect(summary.athlete).toEqual({ payableAmount: 50, remainingAmount: page.remainingToPay })
    expect(summary.payment.status).toBe('authorised')
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const [order] = await placedOrders()
    expect(order).toMatchObject({
      paymentInstruments: [
        { payment_method_id: 'ATHLETES_PAYMENT', amount: 50 },
        { payment_method_id: 'CREDIT_CARD', amount: page.remainingToPay },
      ],
    })
    expect(accountOf(ATHLETE).athlete?.currentSpend).toBe(2000)
  })

  it('the athlete payment can be removed', async () => {
    const jar = await atBilling(ATHLETE)
    const before = await billingPage(jar)
    await billingPost(jar, { intent: 'apply-athlete-payment' })
    const applied = await billingPage(jar)
    const result = await billingPost(jar, {
      intent: 'remove-tender',
      method: 'ATHLETES_PAYMENT',
      instrumentId: applied.athlete!.instrumentId!,
    })
    expect(toastOf(result.cookies)?.title).toBe('Athlete payment removed.')
    const after = await billingPage(jar)
    expect(after.remainingToPay).toBe(before.remainingToPay)
    expect(after.athlete?.instrumentId).toBeNull()
  })

  it('a shopper who is not an athlete is refused upstream and told at the top', async () => {
    const jar = await atBilling(MEMBER)
    await billingPost(jar, { intent: 'apply-athlete-payment' })
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.PAY400!.message)
  })
})

describe('reward codes and cards (ACCT-040)', () => {
  it('ACCT-021 a member sees their saved reward code and card, fetched by method REWARD_CODE and REWARD_CARD', async () => {
    const jar = await atBilling(MEMBER)
    const page = await billingPage(jar)
    expect(page.rewardOffer).toEqual({
      saved: [
        { id: 'RWC-0001', method: 'REWARD_CODE', amount: 15, label: 'RWD15TRAIL' },
        { id: 'RWK-0001', method: 'REWARD_CARD', amount: 25, label: '4242' },
      ],
      applied: [],
      points: 2400,
      pointsApplied: null,
    })
    const methods = (await capturedRequests())
      .filter((c) => c.method === 'GET' && c.path === '/consumers-v3/consumer/payment_instruments')
      .map((c) => c.query.method)
    // The saved cards are read too (CREDIT_CARD); the rewards each by their own method.
    expect(methods.sort()).toEqual(['CREDIT_CARD', 'REWARD_CARD', 'REWARD_CODE'])
  })

  it('ACCT-040 applying a reward code adds a REWARD_CODE instrument that lowers remainingToPay; it is removable', async () => {
    const jar = await atBilling(MEMBER)
    const before = await billingPage(jar)
    const result = await billingPost(jar, {
      intent: 'apply-reward',
      method: 'REWARD_CODE',
      rewardInstrumentId: 'RWC-0001',
    })
    expect(toastOf(result.cookies)?.title).toBe('Reward applied.')
    const post = (await capturedRequests()).find(
      (c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path),
    )
    expect(post?.body).toEqual({ payment_method_id: 'REWARD_CODE', rewardInstrumentId: 'RWC-0001' })
    const after = await billingPage(jar)
    expect(after.remainingToPay).toBe(Math.round((before.remainingToPay - 15) * 100) / 100)
    expect(after.rewardOffer?.applied).toMatchObject([
      { method: 'REWARD_CODE', amount: 15, label: 'RWD15TRAIL' },
    ])
    expect(after.rewardOffer?.saved.map((s) => s.id)).toEqual(['RWK-0001'])

    await billingPost(jar, { intent: 'remove-tender', instrumentId: after.rewardOffer!.applied[0]!.id })
    expect((await billingPage(jar)).remainingToPay).toBe(before.remainingToPay)
  })

  it('CHK-008 a reward card, a reward code and the card split the order; the reward code is used up by it', async () => {
    const jar = await atBilling(MEMBER)
    await billingPost(jar, { intent: 'apply-reward', method: 'REWARD_CARD', rewardInstrumentId: 'RWK-0001' })
    await billingPost(jar, { intent: 'apply-reward', method: 'REWARD_CODE', rewardInstrumentId: 'RWC-0001' })
    const page = await billingPage(jar)
    await payByCard(jar)
    const { summary, placed } = await placeOrder(jar)
    expect(summary.tenders.map((t) => t.method)).toEqual(['REWARD_CARD', 'REWARD_CODE'])
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const [order] = await placedOrders()
    expect(order).toMatchObject({
      paymentInstruments: [
        { payment_method_id: 'REWARD_CARD', amount: 25 },
        { payment_method_id: 'REWARD_CODE', amount: 15 },
        { payment_method_id: 'CREDIT_CARD', amount: page.remainingToPay },
      ],
    })
    expect(accountOf(MEMBER).rewardInstruments?.map((r) => r.id)).toEqual([])
  })

  it('CHK-011 rewards are hidden while the athlete payment leaves something to pay, and shown once it leaves nothing', async () => {
    athleteWith(50, true)
    const partly = await atBilling(ATHLETE)
    expect((await billingPage(partly)).rewardOffer).not.toBeNull()
    await billingPost(partly, { intent: 'apply-athlete-payment' })
    expect((await billingPage(partly)).athlete?.remainingAmount).toBeGreaterThan(0)
    expect((await billingPage(partly)).rewardOffer).toBeNull()
    // Upstream refuses it too.
    await billingPost(partly, {
      intent: 'apply-reward',
      method: 'REWARD_CODE',
      rewardInstrumentId: 'RWC-0004',
    })
    expect(await notice(partly)).toBe(ERROR_CATALOGUE.PAY400!.message)

    athleteWith(1500, true)
    const covered = await atBilling(ATHLETE)
    await billingPost(covered, { intent: 'apply-athlete-payment' })
    const page = await billingPage(covered)
    expect(page.athlete?.remainingAmount).toBe(0)
    expect(page.rewardOffer?.saved).toMatchObject([{ id: 'RWC-0004', method: 'REWARD_CODE' }])
  })

  it('CHK-012 a guest is offered no rewards and asks nothing about saved rewards; a guest post is REW401', async () => {
    const jar = await atBilling()
    expect((await billingPage(jar)).rewardOffer).toBeNull()
    expect((await capturedRequests()).some((c) => c.path.includes('payment_instruments'))).toBe(false)
    await billingPost(jar, { intent: 'apply-reward', method: 'REWARD_CODE', rewardInstrumentId: 'RWC-0001' })
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.REW401!.message)
  })

  it('CHK-013 a member under the locale minimum of points is offered no reward codes or cards', async () => {
    changeAccount(MEMBER, (a) => ({ ...a, loyalty: { ...a.loyalty!, currentLoyaltyPoints: 1 } }))
    const jar = await atBilling(MEMBER)
    expect((await billingPage(jar)).rewardOffer).toBeNull()
  })

  it('a post without a known method is a bad request', async () => {
    const jar = await atBilling(MEMBER)
    const result = await billingPost(jar, {
      intent: 'apply-reward',
      method: 'GIFT_CARD',
      rewardInstrumentId: 'x',
    })
    expect(result.response?.status).toBe(400)
  })
})

describe('loyalty points as payment (ACCT-040, CHK-009 LOYALTY_POINTS)', () => {
  it('CHK-008 split tender: a gift card, the points and the card pay one order; the points are spent', async () => {
    const jar = await atBilling(MEMBER)
    const before = await billingPage(jar)
    const applied = await billingPost(jar, { intent: 'apply-points' })
    expect(toastOf(applied.cookies)?.title).toBe('Your points are applied.')
    const post = (await capturedRequests()).find(
      (c) => c.method === 'POST' && /\/paymentInstruments$/.test(c.path),
    )
    expect(post?.body).toEqual({ payment_method_id: 'LOYALTY_POINTS' })
    const withPoints = await billingPage(jar)
    expect(withPoints.rewardOffer?.pointsApplied).toMatchObject({
      method: 'LOYALTY_POINTS',
      amount: 24,
      label: '2400',
    })
    expect(withPoints.remainingToPay).toBe(Math.round((before.remainingToPay - 24) * 100) / 100)

    await billingPost(jar, { intent: 'apply-gift-card', cardNumber: '6006490000000003', pin: '3333' })
    const page = await billingPage(jar)
    expect(page.remainingToPay).toBe(Math.round((before.remainingToPay - 24 - 20) * 100) / 100)
    await payByCard(jar)
    const { summary, placed } = await placeOrder(jar)
    expect(summary.tenders).toMatchObject([{ method: 'LOYALTY_POINTS', amount: 24 }])
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const [order] = await placedOrders()
    expect(order).toMatchObject({
      paymentInstruments: [
        { payment_method_id: 'GIFT_CARD', amount: 20 },
        { payment_method_id: 'LOYALTY_POINTS', amount: 24, additionalData: { points: 2400 } },
        { payment_method_id: 'CREDIT_CARD', amount: page.remainingToPay },
      ],
    })
    expect(accountOf(MEMBER).loyalty?.currentLoyaltyPoints).toBe(0)
  })

  it('points that cover the order place it with no card, naming LOYALTY_POINTS; removing them restores the total', async () => {
    changeAccount(MEMBER, (a) => ({ ...a, loyalty: { ...a.loyalty!, currentLoyaltyPoints: 100_000 } }))
    const jar = await atBilling(MEMBER)
    const before = await billingPage(jar)
    await billingPost(jar, { intent: 'apply-points' })
    const covered = await billingPage(jar)
    expect(covered.remainingToPay).toBe(0)
    const used = Math.round(before.remainingToPay * 100)
    expect(covered.rewardOffer?.pointsApplied).toMatchObject({ label: String(used) })

    await billingPost(jar, {
      intent: 'remove-tender',
      method: 'LOYALTY_POINTS',
      instrumentId: covered.rewardOffer!.pointsApplied!.id,
    })
    expect((await billingPage(jar)).remainingToPay).toBe(before.remainingToPay)
    await billingPost(jar, { intent: 'apply-points' })

    expect((await billingPost(jar, { intent: 'continue-to-review' })).response?.headers.get('Location')).toBe(
      '/en-us/checkout/summary',
    )
    const { placed } = await placeOrder(jar)
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({ paymentMethod: { code: 'LOYALTY_POINTS' } })
    expect(accountOf(MEMBER).loyalty?.currentLoyaltyPoints).toBe(100_000 - used)
  })

  it('a guest cannot pay with points (REW401)', async () => {
    const jar = await atBilling()
    await billingPost(jar, { intent: 'apply-points' })
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.REW401!.message)
  })
})
