import { paymentMethod } from '../method-context.server.ts'
import { PAY_LATER_INTENTS } from './intents.ts'
import { payLaterAction, payLaterOffer } from './pay-later.server.ts'

/** Pay later: the provider's session, its widget's approval, then the summary. */
export const method = paymentMethod({
  ids: ['KLARNA'],
  intents: PAY_LATER_INTENTS,
  postsTo: 'billing',
  action: payLaterAction,
  offer: payLaterOffer,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    'pay-later': typeof method
  }
}
