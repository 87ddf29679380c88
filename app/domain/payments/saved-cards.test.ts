import { describe, expect, it } from 'vitest'
import { cardToPayWith, defaultSavedCard, hostedFieldsOutcome, savedCardChoices } from './saved-cards.ts'

const visa = {
  payment_instrument_id: 'spi-1',
  payment_method_id: 'CREDIT_CARD',
  card: { cardType: 'VISA', lastFour: '1111' },
}
const main = {
  payment_instrument_id: 'spi-2',
  payment_method_id: 'CREDIT_CARD',
  card: { cardType: 'MASTERCARD', lastFour: '4444', main: true },
}
const reward = { payment_instrument_id: 'rc-1', payment_method_id: 'REWARD_CARD', card: { lastFour: '9999' } }

describe('saved cards', () => {
  it('ACCT-021 lists the saved credit cards only, the main card first', () => {
    expect(savedCardChoices([visa, main, reward])).toEqual([
      { id: 'spi-2', cardType: 'MASTERCARD', lastFour: '4444', main: true },
      { id: 'spi-1', cardType: 'VISA', lastFour: '1111', main: false },
    ])
  })

  it('CHK-002 the default saved card is the main one, and there is none without a main card', () => {
    expect(defaultSavedCard(savedCardChoices([visa, main]))?.id).toBe('spi-2')
    expect(defaultSavedCard(savedCardChoices([visa]))).toBeUndefined()
  })

  it('pays with the chosen card, else with the default card only in express checkout', () => {
    const cards = savedCardChoices([visa, main])
    expect(cardToPayWith(cards, 'spi-1', false)?.id).toBe('spi-1')
    expect(cardToPayWith(cards, 'spi-gone', true)).toBeUndefined()
    expect(cardToPayWith(cards, undefined, true)?.id).toBe('spi-2')
    expect(cardToPayWith(cards, undefined, false)).toBeUndefined()
  })

  it('CHK-037 a hosted-fields post pays only with the session this shopper opened, once authorised', () => {
    expect(hostedFieldsOutcome({ posted: 'ps-1', opened: 'ps-1', status: 'authorised' })).toBe('authorised')
    expect(hostedFieldsOutcome({ posted: 'ps-2', opened: 'ps-1', status: 'authorised' })).toBe(
      'not-this-shopper',
    )
    expect(hostedFieldsOutcome({ posted: 'ps-1', opened: undefined, status: 'authorised' })).toBe(
      'not-this-shopper',
    )
    expect(hostedFieldsOutcome({ posted: 'ps-1', opened: 'ps-1', status: 'pending' })).toBe('not-authorised')
  })
})
