import type { PaymentMethodView } from '../method-entry.ts'

/** Express pay is on the product page, in the buy box (./view.tsx), not on billing. */
export const view = { order: 70 } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    express: typeof view
  }
}
