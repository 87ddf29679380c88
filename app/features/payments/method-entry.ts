import type { ComponentType } from 'react'

/**
 * A payment method's part of the billing step: the browser half of its entry in the payment-method
 * table, `./<method>/method.ts` (the server half is `./<method>/method.server.ts`).
 */
export interface PaymentMethodView {
  /** Where the billing step shows it: lower first, among what pays part of the order or the rest. */
  order: number
  /**
   * Its part of the billing step, reading its own part of the page's data (its offer, method.server.ts).
   * None: not offered on billing.
   */
  View?: ComponentType<{ page: never }>
  /** It pays part of the order: shown before what is left to pay, not after it with what pays the rest. */
  tender?: true
}

/**
 * The table's type: each method's browser half by its folder's name, with its view's exact props. Each
 * `./<method>/method.ts` adds its own entry here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each method's module augmentation
export interface PaymentMethodViews {}
