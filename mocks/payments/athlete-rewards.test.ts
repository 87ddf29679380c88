import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import { db, resetState } from '../state.ts'
import { call, expectError, fixture, guestToken, signIn, US_ADDRESS } from '../test-client.ts'

beforeEach(() => resetState())

async function cartOf(token: string): Promise<Cart> {
  const { productId, size9 } = fixture()
  const result = await call('POST', '/cart/v1/cart', {
    token,
    body: { items: [{ productId, upc: size9, qty: 1 }] },
  })
  return CartSchema.parse(result.json)
}

async function addInstrument(token: string, basketId: string, body: Record<string, unknown>) {
  return call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, { token, body })
}

function instrument(cart: unknown, method: string) {
  return CartSchema.parse(cart).paymentInstruments.find((p) => p.payment_method_id === method) as
    | (Record<string, unknown> & { payment_instrument_id: string; amount?: number })
    | undefined
}

describe('saved rewards (ACCT-021)', () => {
  test('a member reads reward codes and reward cards by method; cards pass on to the saved cards', async () => {
    const { accessToken } = await signIn('loyalty@example.com')
    const codes = await call('GET', '/consumers-v3/consumer/payment_instruments?method=REWARD_CODE', {
      token: accessToken,
    })
    expect(codes.json).toEqual([
      {
        payment_instrument_id: 'RWC-0001',
        payment_method_id: 'REWARD_CODE',
        amount: 15,
        additionalData: { rewardCode: 'RWD15TRAIL' },
      },
    ])
    const cards = await call('GET', '/consumers-v3/consumer/payment_instruments?method=REWARD_CARD', {
      token: accessToken,
    })
    expect(cards.json).toMatchObject([{ payment_method_id: 'REWARD_CARD', card: { lastFour: '4242' } }])
    const credit = await call('GET', '/consumers-v3/consumer/payment_instruments?method=CREDIT_CARD', {
      token: accessToken,
    })
    expect(credit.json).toEqual([])
  })

  test('CHK-012 a guest asking for rewards is REW401; a non-member REW130', async () => {
    const guest = await guestToken()
    expectError(
      await call('GET', '/consumers-v3/consumer/payment_instruments?method=REWARD_CODE', { token: guest }),
      401,
      'REW401',
    )
    const { accessToken } = await signIn('shopper@example.com')
    expectError(
      await call('GET', '/consumers-v3/consumer/payment_instruments?method=REWARD_CARD', {
        token: accessToken,
      }),
      403,
      'REW130',
    )
  })
})

describe('athlete payment (CHK-010)', () => {
  test('the budget pays what it can; additionalData says what it pays and what is left', async () => {
    const account = [...db.consumers.values()].find((c) => c.account.email === 'athlete@example.com')!
    account.account = { ...account.account, athlete: { annualCredit: 2000, currentSpend: 1990 } }
    const { accessToken } = await signIn('athlete@example.com')
    const cart = await cartOf(accessToken)
    const result = await addInstrument(accessToken, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' })
    expect(result.status).toBe(200)
    const athlete = instrument(result.json, 'ATHLETES_PAYMENT')
    const total = CartSchema.parse(result.json).totals.total
    expect(athlete).toMatchObject({
      amount: 10,
      additionalData: { payableAmount: 10, remainingAmount: Math.round((total - 10) * 100) / 100 },
    })
    expect(CartSchema.parse(result.json).totals.remainingToPay).toBe(Math.round((total - 10) * 100) / 100)
  })

  test('someone who is not an athlete is refused; other methods still reach the card and gift card calls', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const cart = await cartOf(accessToken)
    expectError(
      await addInstrument(accessToken, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' }),
      403,
      'PAY400',
    )
    expectError(await addInstrument(accessToken, cart.id, { payment_method_id: 'GIFT_CARD' }), 400, 'GFC400')
    expectError(
      await call('DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token: accessToken,
        body: { payment_instrument_id: 'pi-unknown' },
      }),
      404,
      'PYT404',
    )
  })

  test('CHK-011 rewards are refused while the athlete payment leaves something to pay', async () => {
    const record = [...db.consumers.values()].find((c) => c.account.email === 'athlete@example.com')!
    record.account = {
      ...record.account,
      athlete: { annualCredit: 2000, currentSpend: 1990 },
      isLoyaltyMember: true,
      rewardInstruments: [{ id: 'RWC-9', method: 'REWARD_CODE', code: 'R9', amount: 5 }],
    }
    const { accessToken } = await signIn('athlete@example.com')
    const cart = await cartOf(accessToken)
    const reward = { payment_method_id: 'REWARD_CODE', rewardInstrumentId: 'RWC-9' }
    expect((await addInstrument(accessToken, cart.id, reward)).status).toBe(200)
    // The athlete payment leaves something to pay: the reward comes off and cannot go back on.
    const withAthlete = await addInstrument(accessToken, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' })
    const athleteId = instrument(withAthlete.json, 'ATHLETES_PAYMENT')!.payment_instrument_id
    expect(instrument(withAthlete.json, 'REWARD_CODE')).toBeUndefined()
    expectError(await addInstrument(accessToken, cart.id, reward), 400, 'PAY400')
    const off = await call('DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token: accessToken,
      body: { payment_instrument_id: athleteId },
    })
    expect(instrument(off.json, 'ATHLETES_PAYMENT')).toBeUndefined()
    expect((await addInstrument(accessToken, cart.id, reward)).status).toBe(200)
  })

  test('an order paid by the athlete payment alone books the spend', async () => {
    const { accessToken } = await signIn('athlete@example.com')
    const cart = await cartOf(accessToken)
    await call('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
      token: accessToken,
      body: { addresses: [{ ...US_ADDRESS, shippingId: 'me' }], recaptcha_response: 'captcha' },
    })
    const paid = await addInstrument(accessToken, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' })
    const total = CartSchema.parse(paid.json).totals.total
    const order = await call('PUT', '/cart/v2/checkout/order', {
      token: accessToken,
      body: {
        cartId: cart.id,
        billingAddress: US_ADDRESS,
        paymentMethod: { code: 'ATHLETES_PAYMENT' },
        recaptcha_response: 'captcha',
      },
    })
    expect(order.status).toBe(200)
    const athlete = [...db.consumers.values()].find((c) => c.account.email === 'athlete@example.com')!
    expect(athlete.account.athlete?.currentSpend).toBe(Math.round((450 + total) * 100) / 100)
  })
})
