import { beforeEach, describe, expect, test } from 'vitest'
import { GIFT_CARDS } from './seed/gift-cards.ts'
import { resetState } from '../state.ts'
import { call, expectError, guestToken } from '../test-client.ts'

beforeEach(() => resetState())

const balance = (token: string, body: Record<string, string>, locale?: string) =>
  call('POST', '/cart/v1/giftcard/balance', { token, body, locale })

describe("the gift card balance page's cards in the emulator", () => {
  test('the seeded cards cover a balance, a zero balance, an expired card; others are invalid', () => {
    expect(GIFT_CARDS.some((c) => c.balance > 0 && !c.expired)).toBe(true)
    expect(GIFT_CARDS.some((c) => c.balance === 0 && !c.expired)).toBe(true)
    expect(GIFT_CARDS.some((c) => c.expired)).toBe(true)
  })

  test('ERR-056 an expired card answers GFC812; ERR-052 no number GFC400; ERR-055 an unknown card GFC800', async () => {
    const token = await guestToken()
    expectError(await balance(token, { cardNumber: '6006490000000006', pin: '6666' }), 400, 'GFC812')
    expectError(await balance(token, { cardNumber: '', pin: '1111' }), 400, 'GFC400')
    expectError(await balance(token, { cardNumber: '6006490000009999', pin: '1111' }), 400, 'GFC800')
  })

  test('without a cart the balance is in the currency of the locale', async () => {
    const token = await guestToken()
    const result = await balance(token, { cardNumber: '6006490000000001', pin: '1111' }, 'en_GB')
    expect(result.json).toMatchObject({ balance: 50, currency: 'GBP', cardNumber: '************0001' })
  })
})
