import { paymentMethod } from '../method-context.server.ts'
import { expressAction } from './express.server.ts'
import { EXPRESS_INTENTS } from './intents.ts'

/** Express pay from the product page, with either wallet. */
export const method = paymentMethod({
  ids: ['PAYPAL', 'CREDIT_CARD'],
  intents: EXPRESS_INTENTS,
  postsTo: 'wallet',
  returnRoute: 'wallet',
  action: expressAction,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    express: typeof method
  }
}
