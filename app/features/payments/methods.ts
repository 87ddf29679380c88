import type { ComponentType } from 'react'
import type { PaymentMethodView, PaymentMethodViews } from './method-entry.ts'

/**
 * The payment-method table, its browser half: each method's part of the billing step, found in its
 * folder (`./<method>/method.ts`) and keyed by the folder's name; that module also registers its exact
 * types (`PaymentMethodViews`). The server half, methods.server.ts, finds `./<method>/method.server.ts`
 * the same way (its payment_method_id, intents, return route, handlers); only what the page renders
 * reaches the browser (decision 004). Adding a method is adding its folder (docs/architecture.md,
 * "Adding a payment method").
 */
export const PAYMENT_METHOD_VIEWS = inOrder(
  import.meta.glob<PaymentMethodView>('./*/method.ts', { eager: true, import: 'view' }),
) as unknown as PaymentMethodViews

/** The methods by their folder's name, in the order the billing step shows them. */
function inOrder(found: Record<string, PaymentMethodView>) {
  return Object.fromEntries(
    Object.entries(found)
      .map(([file, view]) => [file.split('/').at(-2) ?? file, view] as const)
      .sort(([, a], [, b]) => a.order - b.order),
  )
}

type PageOf<M> = M extends { View: ComponentType<{ page: infer P }> } ? P : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** What the billing step's data holds for every method's view. */
export type BillingPage = Intersection<PageOf<PaymentMethodViews[keyof PaymentMethodViews]>>

/** The views of what pays part of the order (`tender`) or of what pays the rest, in the methods' order. */
export function billingViews(tender: boolean) {
  return Object.entries(PAYMENT_METHOD_VIEWS as unknown as Record<string, PaymentMethodView>).filter(
    ([, m]) => m.View && !m.tender === !tender,
  ) as unknown as [string, { View: ComponentType<{ page: BillingPage }> }][]
}
