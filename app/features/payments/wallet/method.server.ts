import { paymentMethod } from '../method-context.server.ts'
import { WALLET_INTENTS } from './intents.ts'
import { walletAction, walletOffer } from './wallet.server.ts'

/** The provider wallet, and the device wallet, which pays as a card (decision 014). */
export const method = paymentMethod({
  ids: ['PAYPAL', 'CREDIT_CARD'],
  intents: WALLET_INTENTS,
  postsTo: 'wallet',
  returnRoute: 'wallet',
  action: walletAction,
  offer: walletOffer,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    wallet: typeof method
  }
}
