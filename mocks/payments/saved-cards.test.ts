import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema } from '#app/domain/cart/cart.ts'
import { resetState } from '../state.ts'
import { call, expectError, fixture, signIn } from '../test-client.ts'

beforeEach(() => resetState())

async function cartOf(token: string) {
  const { productId, size9 } = fixture()
  const result = await call('POST', '/cart/v1/cart', {
    token,
    body: { items: [{ productId, upc: size9, qty: 1 }] },
  })
  return CartSchema.parse(result.json)
}

function paySaved(token: string, basketId: string, paymentInstrumentId: string) {
  return call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId },
  })
}

describe('saved cards pay with the provider token they keep', () => {
  test('the seeded card of cards@example.com becomes the cart card instrument', async () => {
    const { accessToken } = await signIn('cards@example.com')
    const cart = await cartOf(accessToken)
    const paid = await paySaved(accessToken, cart.id, 'spi-seed-1')
    expect(paid.status).toBe(200)
    const card = CartSchema.parse(paid.json).paymentInstruments.find(
      (p) => p.payment_method_id === 'CREDIT_CARD',
    )
    expect(card?.card).toMatchObject({ cardType: 'VISA', lastFour: '1111' })
  })

  test("another consumer's card, or an unknown one, is not found", async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const cart = await cartOf(accessToken)
    expectError(await paySaved(accessToken, cart.id, 'spi-seed-1'), 400, 'PYT404')
    expectError(await paySaved(accessToken, cart.id, 'spi-unknown'), 400, 'PYT404')
  })

  test('a card saved without an authorised session of the consumer keeps no token and cannot pay', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const saved = await call('POST', '/consumers-v3/consumer/payment_instruments', {
      token: accessToken,
      body: {
        card: { cardType: 'VISA', lastFour: '4242' },
        sessionId: 'ps-unknown',
        recaptcha_response: 'c',
      },
    })
    expect(saved.status).toBe(200)
    const id = (saved.json as { card: { paymentInstrumentId: string } }).card.paymentInstrumentId
    const cart = await cartOf(accessToken)
    expectError(await paySaved(accessToken, cart.id, id), 400, 'PYT404')
  })
})
