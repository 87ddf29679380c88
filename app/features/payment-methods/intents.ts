/**
 * The payment methods page's posts (ACCT-021…024), one list for the actions that dispatch them and the
 * forms that send them. No imports: this module reaches the browser.
 */
export const PAYMENT_METHOD_INTENTS = {
  makeMainCard: 'make-main-card',
  addReward: 'add-reward',
  removeInstrument: 'remove-instrument',
} as const

/** Adding a card from the account (decision 036): open the provider's page, then save what it verified. */
export const ADD_CARD_INTENTS = {
  startAddCard: 'start-add-card',
  saveAddedCard: 'save-added-card',
} as const

export const PAYMENT_METHOD_INTENT_NAMES = Object.values(PAYMENT_METHOD_INTENTS)
