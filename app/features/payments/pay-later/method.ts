import type { PaymentMethodView } from '../method-entry.ts'
import { PayLater } from './view.tsx'

/** Pay later, offered where the market and the cart's methods list it. */
export const view = { order: 50, View: PayLater } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    'pay-later': typeof view
  }
}
