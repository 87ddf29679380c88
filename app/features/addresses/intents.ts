/**
 * The address book's posts, one list for the actions that dispatch them and the forms that send them.
 * No imports: this module reaches the browser.
 */
export const ADDRESS_INTENTS = {
  saveAddress: 'save-address',
  makeMainAddress: 'make-main-address',
  deleteAddress: 'delete-address',
} as const

export const ADDRESS_INTENT_NAMES = Object.values(ADDRESS_INTENTS)
