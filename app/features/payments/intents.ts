/** The payment providers' posts: no imports, this module reaches the browser. */

/**
 * The wallet route's posts (CHK-008, CHK-039): the provider wallet from billing and its Continue on
 * the return page, the device wallet's token, and express pay from the product page with either.
 */
export const WALLET_INTENTS = {
  startWallet: 'start-wallet',
  completeWallet: 'complete-wallet',
  payWithDeviceWallet: 'pay-with-device-wallet',
  expressWallet: 'express-wallet',
  expressDeviceWallet: 'express-device-wallet',
} as const
export const WALLET_INTENT_NAMES = Object.values(WALLET_INTENTS)

/**
 * The billing step's posts (CHK-008..CHK-038), one list for the action that dispatches them and the
 * forms that send them. Checkout's billing action dispatches them, mostly to the handlers here; it
 * re-exports them from app/features/checkout/intents.ts.
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
