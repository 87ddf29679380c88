import { paymentMethod } from '../method-context.server.ts'
import { SAVED_CARD_INTENTS } from './intents.ts'
import { savedCardAction } from './saved-card.server.ts'

/** A signed-in shopper's saved cards: pay with one, make one the main card, remove one. */
export const method = paymentMethod({
  ids: ['CREDIT_CARD'],
  intents: SAVED_CARD_INTENTS,
  postsTo: 'billing',
  action: savedCardAction,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    'saved-card': typeof method
  }
}
