/**
 * The help pages' posts, one list for the actions that dispatch them, the schemas that check them and
 * the forms that send them. No imports: this module reaches the browser.
 */

/** The contact-us form's post (FORM-020). */
export const CONTACT_US_INTENTS = { contactUs: 'contact-us' } as const

/** The warranty claim's post (FORM-022). */
export const WARRANTY_INTENTS = { warrantyClaim: 'warranty-claim' } as const

/** The gift card balance check (POST /cart/v1/giftcard/balance). */
export const GIFT_CARD_BALANCE_INTENTS = { checkBalance: 'check-balance' } as const
