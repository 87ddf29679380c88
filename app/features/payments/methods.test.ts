import { describe, expect, it } from 'vitest'
import { BILLING_INTENT_NAMES } from '#app/features/checkout/intents.ts'
import { PAYMENT_METHOD_IDS } from '#app/domain/payments/payment.ts'
import {
  BILLING_PAYMENT_INTENT_NAMES,
  PAYMENT_METHODS,
  WALLET_PAYMENT_INTENT_NAMES,
} from './methods.server.ts'
import { PAYMENT_METHOD_VIEWS } from './methods.ts'

describe('the payment-method table', () => {
  it('has one entry per method in both halves, the server one and the browser one', () => {
    expect(Object.keys(PAYMENT_METHOD_VIEWS)).toEqual(Object.keys(PAYMENT_METHODS))
  })

  it('gives every post to one method only', () => {
    const intents = Object.values(PAYMENT_METHODS).flatMap((m) => Object.values(m.intents))
    expect(new Set(intents).size).toBe(intents.length)
    expect(intents.filter((i) => (BILLING_INTENT_NAMES as readonly string[]).includes(i))).toEqual([])
  })

  it('pays with every payment_method_id the spec lists (CHK-009)', () => {
    const paid = new Set(Object.values(PAYMENT_METHODS).flatMap((m) => m.ids))
    expect([...PAYMENT_METHOD_IDS].filter((id) => !paid.has(id))).toEqual([])
  })

  // The hosted fields' session is opened at an address of its own (checkoutPath(locale, 'card-session')).
  it('takes at billing and at the wallet route the posts each took before the table', () => {
    expect([...BILLING_INTENT_NAMES, ...BILLING_PAYMENT_INTENT_NAMES].sort()).toEqual(
      [
        'apply-athlete-payment',
        'apply-gift-card',
        'apply-points',
        'apply-reward',
        'apply-voucher',
        'check-gift-card',
        'continue-to-review',
        'make-main-card',
        'pay-with-card',
        'pay-with-saved-card',
        'remove-gift-card',
        'remove-saved-card',
        'remove-tender',
        'set-billing-address',
        'start-card-payment',
        'start-pay-later',
      ].sort(),
    )
    expect([...WALLET_PAYMENT_INTENT_NAMES].sort()).toEqual(
      [
        'complete-wallet',
        'express-device-wallet',
        'express-wallet',
        'pay-with-device-wallet',
        'start-wallet',
      ].sort(),
    )
  })

  it('shows on billing every method posted there, before or after what is left to pay', () => {
    for (const [key, method] of Object.entries(PAYMENT_METHODS)) {
      const view = PAYMENT_METHOD_VIEWS[key as keyof typeof PAYMENT_METHOD_VIEWS]
      if (method.postsTo === 'billing') expect('View' in view, key).toBe(true)
    }
  })
})
