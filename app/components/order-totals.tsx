import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import type { TaxDisplay } from '#app/domain/market/market.ts'
import { formatMoney } from '#app/domain/market/site.ts'

/**
 * The totals block of the cart and checkout: subtotal, discounts, shipping, tax, total. Tax follows the
 * market (decision 050): sales tax added as its own line (North America), or the VAT the total
 * already includes (EMEA). The loader reads the market and passes `taxDisplay` (the market table stays
 * on the server).
 */
export function OrderTotals({
  totals,
  currency,
  locale,
  taxDisplay,
}: {
  totals: Cart['totals']
  currency: string
  locale: string
  taxDisplay: TaxDisplay
}) {
  const { t } = useTranslation(checkoutNs)
  const money = (amount: number) => formatMoney(amount, currency, locale)
  const subtotal = totals.itemSubTotal ?? totals.itemTotal
  const vatIncluded = taxDisplay === 'included'
  return (
    <dl className="mt-4 space-y-2 text-sm">
      <div className="flex justify-between">
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 ? (
        <div className="flex justify-between text-green-800">
          <dt>{t('totals.discount')}</dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{t('totals.shipping')}</dt>
        <dd>
          {totals.shipping === undefined
            ? t('totals.shippingAtCheckout')
            : totals.shipping === 0
              ? t('totals.free')
              : money(totals.shipping)}
        </dd>
      </div>
      {totals.tax !== undefined && !vatIncluded ? (
        <div className="flex justify-between">
          <dt>{t('totals.tax')}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-gray-300 pt-2 text-base font-semibold">
        <dt>{t('totals.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      {totals.tax !== undefined && vatIncluded ? (
        <div className="flex justify-between text-gray-700">
          <dt>{t('totals.vatIncluded')}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
