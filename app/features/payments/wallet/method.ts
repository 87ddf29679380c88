import type { PaymentMethodView } from '../method-entry.ts'
import { Wallet } from './view.tsx'

/** The provider wallet, and the device wallet (lazy, once hydrated). */
export const view = { order: 60, View: Wallet } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    wallet: typeof view
  }
}
