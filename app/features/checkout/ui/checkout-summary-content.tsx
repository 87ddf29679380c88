import { OrderTotals } from '#app/components/order-totals.tsx'
import type { Cart } from '#app/domain/cart/cart.ts'
import type { TaxDisplay } from '#app/domain/market/market.ts'

/** The checkout's order summary: the items and the totals, with the market's tax line (decision 050). */
export function CheckoutSummaryContent({
  items,
  totals,
  currency,
  locale,
  taxDisplay,
}: {
  items: Pick<Cart['items'][number], 'id' | 'name' | 'qty'>[]
  totals: Cart['totals']
  currency: string
  locale: string
  taxDisplay: TaxDisplay
}) {
  return (
    <>
      <ul className="mt-3 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-2">
            <span>
              {item.name} × {item.qty}
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} currency={currency} locale={locale} taxDisplay={taxDisplay} />
    </>
  )
}
