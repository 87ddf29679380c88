/** A registered shopper's saved cards on the billing step (ACCT-021..024): no imports, this module reaches the browser. */
export const SAVED_CARD_INTENTS = {
  payWithSavedCard: 'pay-with-saved-card',
  makeMainCard: 'make-main-card',
  removeSavedCard: 'remove-saved-card',
} as const
