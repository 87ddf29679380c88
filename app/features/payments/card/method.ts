import type { PaymentMethodView } from '../method-entry.ts'
import { CardPayment } from './view.tsx'

/** A new card: the hosted fields (lazy, once hydrated) and the hosted payment page. */
export const view = { order: 40, View: CardPayment } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    card: typeof view
  }
}
