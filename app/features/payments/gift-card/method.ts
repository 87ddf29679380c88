import type { PaymentMethodView } from '../method-entry.ts'
import { GiftCards } from './view.tsx'

/** Gift cards: they pay part of the order, shown before what is left to pay. */
export const view = { order: 20, View: GiftCards, tender: true } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    'gift-card': typeof view
  }
}
