/**
 * The billing step's own posts: the billing address and continue when nothing is left to pay. The
 * payment methods' posts are theirs (features/payments/methods.ts). No imports: this module reaches
 * the browser.
 */
export const BILLING_INTENTS = {
  setBillingAddress: 'set-billing-address',
  continueToReview: 'continue-to-review',
} as const

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
