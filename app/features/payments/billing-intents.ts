/**
 * The billing step's posts (CHK-008..CHK-038), one list for the action that dispatches them and the
 * forms that send them. Checkout's billing action dispatches them, mostly to the payments' handlers,
 * and re-exports them from app/features/checkout/intents.ts. No imports: this module reaches the
 * browser. It is apart from intents.ts, which every page's shell carries for express pay (decision
 * 055): these names ship only with the pages that post them.
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
