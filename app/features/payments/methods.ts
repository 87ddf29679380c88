import type { ComponentType } from 'react'
import { AthleteRewards } from './athlete-rewards/view.tsx'
import { CardPayment } from './card/view.tsx'
import { GiftCards } from './gift-card/view.tsx'
import { PayLater } from './pay-later/view.tsx'
import { SavedCards } from './saved-card/view.tsx'
import { Wallet } from './wallet/view.tsx'

/**
 * The payment-method table, its browser half: each method's part of the billing step. The other half,
 * methods.server.ts, has the same keys and the rest of each entry (its payment_method_id, intents,
 * return route, handlers); only what the page renders reaches the browser (decision 004). A method's
 * code is its folder, `./<method>/` (docs/architecture.md, "Adding a payment method").
 */
export interface PaymentMethodView {
  /**
   * Its part of the billing step, reading its own part of the page's data (its offer, methods.server.ts).
   * None: not offered on billing.
   */
  View?: ComponentType<{ page: never }>
  /** It pays part of the order: shown before what is left to pay, not after it with what pays the rest. */
  tender?: true
}

/** The billing step shows the views in this order. */
export const PAYMENT_METHOD_VIEWS = {
  // The athlete payment, points, reward codes and cards, and loyalty vouchers: their parts load lazily,
  // where shown (decision 022).
  athleteRewards: { View: AthleteRewards, tender: true },
  giftCard: { View: GiftCards, tender: true },
  savedCard: { View: SavedCards },
  // The hosted fields (lazy, once hydrated) and the hosted payment page.
  card: { View: CardPayment },
  payLater: { View: PayLater },
  // The provider wallet, and the device wallet (lazy, once hydrated).
  wallet: { View: Wallet },
  // On the product page, not on billing: ./express/view.tsx in the buy box.
  express: {},
} satisfies Record<string, PaymentMethodView>

export type PaymentMethodKey = keyof typeof PAYMENT_METHOD_VIEWS

type PageOf<M> = M extends { View: ComponentType<{ page: infer P }> } ? P : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** What the billing step's data holds for every method's view. */
export type BillingPage = Intersection<PageOf<(typeof PAYMENT_METHOD_VIEWS)[PaymentMethodKey]>>

/** The views of what pays part of the order (`tender`) or of what pays the rest, in the table's order. */
export function billingViews(tender: boolean) {
  return Object.entries(PAYMENT_METHOD_VIEWS as Record<string, PaymentMethodView>).filter(
    ([, m]) => m.View && !m.tender === !tender,
  ) as [string, { View: ComponentType<{ page: BillingPage }> }][]
}
