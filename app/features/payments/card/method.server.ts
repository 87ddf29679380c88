import { paymentMethod } from '../method-context.server.ts'
import { cardAction, cardOffer } from './card.server.ts'
import { CARD_INTENTS } from './intents.ts'

/** A new card. The hosted payment page returns to the summary; the issuer's challenge (3-D Secure) to authenticate. */
export const method = paymentMethod({
  ids: ['CREDIT_CARD'],
  intents: CARD_INTENTS,
  postsTo: 'billing',
  returnRoute: 'authenticate',
  action: cardAction,
  offer: cardOffer,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    card: typeof method
  }
}
