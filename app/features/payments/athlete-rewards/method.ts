import type { PaymentMethodView } from '../method-entry.ts'
import { AthleteRewards } from './view.tsx'

/** The athlete payment, points, reward codes and cards, and loyalty vouchers, first: they pay part of the order. Their parts load lazily, where shown (decision 022). */
export const view = { order: 10, View: AthleteRewards, tender: true } satisfies PaymentMethodView

// Its exact types in the table's type (methods.ts), by its folder's name.
declare module '../method-entry.ts' {
  interface PaymentMethodViews {
    'athlete-rewards': typeof view
  }
}
