import type { PaymentMethodView } from '../method-entry.ts'
import { SavedCards } from './view.tsx'

/** The shopper's saved cards, first among what pays the rest. */
export const view = { order: 30, View: SavedCards } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    'saved-card': typeof view
  }
}
