/**
 * The billing step's posts (CHK-008..CHK-038), one list for the action that dispatches them and the
 * forms that send them. No imports: this module reaches the browser.
 */
export const BILLING_INTENTS = {
  startCardPayment: 'start-card-payment',
  startHostedFields: 'start-hosted-fields',
  payWithCard: 'pay-with-card',
  payWithSavedCard: 'pay-with-saved-card',
  makeMainCard: 'make-main-card',
  removeSavedCard: 'remove-saved-card',
  startPayLater: 'start-pay-later',
  setBillingAddress: 'set-billing-address',
  applyAthletePayment: 'apply-athlete-payment',
  applyPoints: 'apply-points',
  applyReward: 'apply-reward',
  removeTender: 'remove-tender',
  applyVoucher: 'apply-voucher',
  checkGiftCard: 'check-gift-card',
  applyGiftCard: 'apply-gift-card',
  removeGiftCard: 'remove-gift-card',
  continueToReview: 'continue-to-review',
} as const

export type BillingIntent = (typeof BILLING_INTENTS)[keyof typeof BILLING_INTENTS]
export const BILLING_INTENT_NAMES = Object.values(BILLING_INTENTS)

/**
 * The summary step's posts: place the order (CHK-027, CHK-033 with its enhanced post), save the
 * authorised card (ACCT-022), and choose the payment again after a failed authentication (CHK-004).
 */
export const SUMMARY_INTENTS = {
  placeOrder: 'place-order',
  saveCard: 'save-card',
  restartPayment: 'restart-payment',
} as const

export const SUMMARY_INTENT_NAMES = Object.values(SUMMARY_INTENTS)

/** The shipping step's one post: the delivery details (CHK-007, CHK-017). */
export const SHIPPING_INTENTS = { saveShipping: 'save-shipping' } as const

/** The authenticate step's one post (CHK-034): the issuer's result for the order waiting for it. */
export const AUTHENTICATE_INTENTS = { finishAuthentication: 'finish-authentication' } as const
export const AUTHENTICATE_INTENT_NAMES = Object.values(AUTHENTICATE_INTENTS)
