import { beforeEach, describe, expect, test } from 'vitest'
import { db, resetState } from '../state.ts'
import { call, expectError, signIn } from '../test-client.ts'

beforeEach(() => resetState())

const list = (token: string, method: string) =>
  call('GET', `/consumers-v3/consumer/payment_instruments?method=${method}`, { token })

const WALLET = 'wallet@example.com'

describe('a shopper’s payment instruments', () => {
  test('ACCT-021 the instruments are read by method REWARD_CODE, REWARD_CARD or CREDIT_CARD in the query', async () => {
    const { accessToken: token } = await signIn(WALLET)
    expect((await list(token, 'CREDIT_CARD')).json).toEqual([
      expect.objectContaining({
        payment_instrument_id: 'spi-seed-21a',
        card: { cardType: 'VISA', lastFour: '1881', main: true },
      }),
      expect.objectContaining({
        payment_instrument_id: 'spi-seed-21b',
        card: expect.objectContaining({ main: false }),
      }),
    ])
    expect((await list(token, 'REWARD_CODE')).json).toEqual([
      expect.objectContaining({ payment_instrument_id: 'RWC-0021', payment_method_id: 'REWARD_CODE' }),
    ])
    expect((await list(token, 'REWARD_CARD')).json).toEqual([
      expect.objectContaining({
        payment_instrument_id: 'RWK-0021',
        card: expect.objectContaining({ lastFour: '5151' }),
      }),
    ])
  })

  test('ACCT-022 saving a card needs recaptcha_response; the answer is card.paymentInstrumentId, the id the list shows', async () => {
    const { accessToken: token } = await signIn('shopper@example.com')
    const card = { cardType: 'VISA', lastFour: '4242' }
    expectError(
      await call('POST', '/consumers-v3/consumer/payment_instruments', {
        token,
        body: { payment_method_id: 'CREDIT_CARD', card },
      }),
      400,
      'AUT403',
    )
    const saved = await call('POST', '/consumers-v3/consumer/payment_instruments', {
      token,
      body: { payment_method_id: 'CREDIT_CARD', card, recaptcha_response: 'captcha' },
    })
    const id = (saved.json as { card: { paymentInstrumentId: string } }).card.paymentInstrumentId
    expect((await list(token, 'CREDIT_CARD')).json).toEqual([
      expect.objectContaining({ payment_instrument_id: id }),
    ])
  })

  test('ACCT-023 PATCH makes a card the main one, and the other card is no longer main', async () => {
    const { accessToken: token } = await signIn(WALLET)
    const result = await call('PATCH', '/consumers-v3/consumer/payment_instruments/spi-seed-21b', {
      token,
      body: { card: { main: true } },
    })
    expect(result.json).toEqual({ card: { paymentInstrumentId: 'spi-seed-21b', main: true } })
    const cards = (await list(token, 'CREDIT_CARD')).json as {
      payment_instrument_id: string
      card: { main: boolean }
    }[]
    expect(cards.map((c) => [c.payment_instrument_id, c.card.main])).toEqual([
      ['spi-seed-21a', false],
      ['spi-seed-21b', true],
    ])
  })

  test('ACCT-024 DELETE removes a card, or a reward code or card; a member adds rewards by method', async () => {
    const { accessToken: token } = await signIn(WALLET)
    expect(
      (await call('DELETE', '/consumers-v3/consumer/payment_instruments/spi-seed-21b', { token })).status,
    ).toBe(200)
    expect((await list(token, 'CREDIT_CARD')).json).toHaveLength(1)
    expect(
      (await call('DELETE', '/consumers-v3/consumer/payment_instruments/RWC-0021', { token })).status,
    ).toBe(200)
    expect((await list(token, 'REWARD_CODE')).json).toEqual([])
    const added = await call('POST', '/consumers-v3/consumer/payment_instruments', {
      token,
      body: { payment_method_id: 'REWARD_CODE', code: 'trail2026', recaptcha_response: 'captcha' },
    })
    expect(added.json).toMatchObject({
      payment_method_id: 'REWARD_CODE',
      payment_instrument_id: expect.stringMatching(/^RWC-/),
    })
    expect((await list(token, 'REWARD_CODE')).json).toEqual([
      expect.objectContaining({ additionalData: { rewardCode: 'TRAIL2026' } }),
    ])
    const again = await call('POST', '/consumers-v3/consumer/payment_instruments', {
      token,
      body: { payment_method_id: 'REWARD_CODE', code: 'TRAIL2026', recaptcha_response: 'captcha' },
    })
    expectError(again, 400, 'PRM150')
    const bad = await call('POST', '/consumers-v3/consumer/payment_instruments', {
      token,
      body: { payment_method_id: 'REWARD_CARD', code: '12', recaptcha_response: 'captcha' },
    })
    expectError(bad, 400, 'PRM130')
  })

  test("IDOR another consumer's card or reward id is not found and stays", async () => {
    const { accessToken: token } = await signIn('loyalty@example.com')
    expectError(
      await call('PATCH', '/consumers-v3/consumer/payment_instruments/spi-seed-21a', {
        token,
        body: { card: { main: true } },
      }),
      404,
      'PYT404',
    )
    expectError(
      await call('DELETE', '/consumers-v3/consumer/payment_instruments/spi-seed-21a', { token }),
      404,
      'PYT404',
    )
    expectError(
      await call('DELETE', '/consumers-v3/consumer/payment_instruments/RWC-0021', { token }),
      404,
      'PYT404',
    )
    expect(db.savedCards.get('C000000021')).toHaveLength(2)
  })
})
