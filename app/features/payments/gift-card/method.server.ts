import { paymentMethod } from '../method-context.server.ts'
import { giftCardAction } from './gift-card.server.ts'
import { GIFT_CARD_INTENTS } from './intents.ts'

/** Gift cards: checked, applied and removed at billing; the cart's own record is the page's data. */
export const method = paymentMethod({
  ids: ['GIFT_CARD'],
  intents: GIFT_CARD_INTENTS,
  postsTo: 'billing',
  action: giftCardAction,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    'gift-card': typeof method
  }
}
