import { describe, expect, it } from 'vitest'
import { BILLING_INTENT_NAMES } from '#app/features/checkout/intents.ts'
import { PAYMENT_METHOD_IDS } from '#app/domain/payments/payment.ts'
import {
  BILLING_PAYMENT_INTENT_NAMES,
  PAYMENT_METHODS,
  WALLET_PAYMENT_INTENT_NAMES,
} from './methods.server.ts'
import { billingViews, PAYMENT_METHOD_VIEWS } from './methods.ts'

/** The table's entries, each read through the fields every method has (their exact types differ). */
const METHODS = Object.entries(PAYMENT_METHODS) as [
  string,
  { ids: readonly string[]; intents: Record<string, string>; postsTo: string },
][]
/** The folders that hold a method: each has its posts' names. */
const FOLDERS = Object.keys(import.meta.glob('./*/intents.ts')).map((file) => file.split('/')[1])

describe('the payment-method table', () => {
  it('has one entry per method folder in both halves, the server one and the browser one', () => {
    expect(Object.keys(PAYMENT_METHODS).sort()).toEqual([...FOLDERS].sort())
    expect(Object.keys(PAYMENT_METHOD_VIEWS).sort()).toEqual([...FOLDERS].sort())
  })

  it('shows the methods on billing in their order: what pays part of the order, then the rest', () => {
    expect(billingViews(true).map(([key]) => key)).toEqual(['athlete-rewards', 'gift-card'])
    expect(billingViews(false).map(([key]) => key)).toEqual(['saved-card', 'card', 'pay-later', 'wallet'])
  })

  it('gives every post to one method only', () => {
    const intents = METHODS.flatMap(([, m]) => Object.values(m.intents))
    expect(new Set(intents).size).toBe(intents.length)
    expect(intents.filter((i) => (BILLING_INTENT_NAMES as readonly string[]).includes(i))).toEqual([])
  })

  it('pays with every payment_method_id the spec lists (CHK-009)', () => {
    const paid = new Set(METHODS.flatMap(([, m]) => m.ids))
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
    const views = PAYMENT_METHOD_VIEWS as unknown as Record<string, object>
    for (const [key, method] of METHODS) {
      if (method.postsTo === 'billing') expect('View' in views[key]!, key).toBe(true)
    }
  })
})
