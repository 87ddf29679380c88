import { preloadable } from '#app/components/preloadable.ts'
import { StaticIsland } from '#app/components/static-island.tsx'
import type { Cart } from '#app/domain/cart/cart.ts'
import type { TaxDisplay } from '#app/domain/market/market.ts'

const content = preloadable(() => import('./checkout-summary-content.tsx'))
const CheckoutSummaryContent = import.meta.env.SSR
  ? (await content.load()).CheckoutSummaryContent
  : content.lazy((m) => m.CheckoutSummaryContent)

/**
 * The checkout's order summary (items, totals, tax line) has no behaviour: a static island (decision
 * 025), so its code is not in a step's first load. The browser renders it itself only once the cart it
 * shows changes (a step that changes the totals), with its code loaded once the step is hydrated.
 */
export function CheckoutSummary({
  cart,
  locale,
  taxDisplay,
}: {
  cart: Pick<Cart, 'items' | 'totals' | 'currency'>
  locale: string
  taxDisplay: TaxDisplay
}) {
  const items = cart.items.map(({ id, name, qty }) => ({ id, name, qty }))
  return (
    <StaticIsland version={[items, cart.totals, cart.currency, locale, taxDisplay]} preload={content.load}>
      <CheckoutSummaryContent
        items={items}
        totals={cart.totals}
        currency={cart.currency}
        locale={locale}
        taxDisplay={taxDisplay}
      />
    </StaticIsland>
  )
}
