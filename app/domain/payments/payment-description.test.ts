import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions } from '#app/platform/i18n/i18n.ts'
import { paymentDescription } from './payment-description.ts'

function translator(language: string) {
  const instance = createInstance(i18nOptions)
  void instance.init({ lng: language })
  return instance.t
}

const VISA = {
  code: 'CREDIT_CARD',
  label: 'Visa ending 1111',
  additionalData: { cardType: 'visa', lastFour: '1111' },
}

describe('how an order says it was paid', () => {
  it('names a card by its brand and last four digits in the page’s language', () => {
    expect(paymentDescription(VISA, translator('en'))).toBe('Visa ending 1111')
    expect(paymentDescription(VISA, translator('fr'))).toBe('Visa se terminant par 1111')
    expect(paymentDescription(VISA, translator('de'))).toBe('Visa mit Endziffern 1111')
  })

  it('writes the brand the same whatever case the service sends', () => {
    const card = { ...VISA, additionalData: { cardType: 'MASTERCARD', lastFour: '4444' } }
    expect(paymentDescription(card, translator('en'))).toBe('Mastercard ending 4444')
  })

  it('translates another way of paying by its code, not the service’s English label', () => {
    const giftCard = { code: 'GIFT_CARD', label: 'Gift card', additionalData: {} }
    expect(paymentDescription(giftCard, translator('fr'))).toBe('Carte cadeau')
    expect(paymentDescription(giftCard, translator('de'))).toBe('Geschenkkarte')
  })

  it('shows the service’s label for a way of paying the catalogue does not name', () => {
    const wallet = { code: 'PAYPAL', label: 'PayPal pat@example.com', additionalData: {} }
    expect(paymentDescription(wallet, translator('de'))).toBe('PayPal pat@example.com')
  })
})
