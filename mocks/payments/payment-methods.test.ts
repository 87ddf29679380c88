import { beforeEach, describe, expect, test } from 'vitest'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import { PAYMENT_METHOD_IDS } from '#app/domain/payments/payment.ts'
import { PAYMENT_METHODS } from './payment-methods.ts'
import { resetState } from '../state.ts'
import { call, expectError, fixture, guestToken } from '../test-client.ts'

beforeEach(() => resetState())

async function cartOf(token: string): Promise<Cart> {
  const { productId, size9: upc } = fixture()
  const result = await call('POST', '/cart/v1/cart', { token, body: { items: [{ productId, upc, qty: 1 }] } })
  return CartSchema.parse(result.json)
}

describe('the payment-method table', () => {
  test('has an entry for every payment_method_id, and the cart offers them in its order', async () => {
    expect(Object.keys(PAYMENT_METHODS).sort()).toEqual([...PAYMENT_METHOD_IDS].sort())
    const token = await guestToken()
    const cart = await cartOf(token)
    const methods = await call('GET', `/cart/v1/cart/${cart.id}/paymentMethods`, { token })
    expect(methods.json).toEqual(Object.entries(PAYMENT_METHODS).map(([id, { name }]) => ({ id, name })))
  })

  test('a method without provider sessions or instruments of its own is refused with PAY400', async () => {
    const token = await guestToken()
    const cart = await cartOf(token)
    expectError(
      await call(
        'GET',
        '/cart/v1/paymentSession?paymentMethodId=GIFT_CARD&referer=http%3A%2F%2Fshop.test%2F',
        {
          token,
        },
      ),
      400,
      'PAY400',
    )
    expectError(
      await call('POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CASH' },
      }),
      400,
      'PAY400',
    )
  })

  test('an instrument no method holds is not found (PYT404)', async () => {
    const token = await guestToken()
    const cart = await cartOf(token)
    expectError(
      await call('DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_instrument_id: 'pi-none' },
      }),
      404,
      'PYT404',
    )
  })
})
