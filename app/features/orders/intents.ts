/**
 * The order pages' posts, one list for the actions that dispatch them, the schemas that check them and
 * the forms that send them. No imports: this module reaches the browser.
 */

/** The order detail's posts: a return label for a line (ACCT-029), a gift card email again (ACCT-032). */
export const ORDER_DETAIL_INTENTS = {
  returnLabel: 'return-label',
  resendGiftCard: 'resend-gift-card',
} as const

export const ORDER_DETAIL_INTENT_NAMES = Object.values(ORDER_DETAIL_INTENTS)

/** The cancel confirmation's post (ACCT-028). */
export const CANCEL_ORDER_INTENTS = { cancel: 'cancel-order' } as const

/** The order tracking form's post (ACCT-031). */
export const TRACK_ORDER_INTENTS = { track: 'track-order' } as const
