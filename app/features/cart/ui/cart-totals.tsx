import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { OrderTotals } from '#app/components/order-totals.tsx'
import { formatMoney } from '#app/domain/market/site.ts'
import type { CartSummaryView } from '#app/features/cart/page-data.ts'

/** The cart's totals: the shared totals block plus units, the saving in percent and what is left to pay. */
export function CartTotals({ cart, locale }: { cart: CartSummaryView; locale: string }) {
  const { t } = useTranslation(cartNs)
  const totals = cart.totals
  return (
    <>
      <OrderTotals totals={totals} currency={cart.currency} locale={locale} taxDisplay={cart.taxDisplay} />
      <div className="mt-2 space-y-1 text-sm text-gray-700">
        {totals.totalUnits !== undefined ? <p>{t('totals.units', { count: totals.totalUnits })}</p> : null}
        {totals.totalDiscountPercentage ? (
          <p className="text-green-800">
            {t('totals.discountPercent', { percent: totals.totalDiscountPercentage })}
          </p>
        ) : null}
        {totals.remainingToPay !== undefined && totals.remainingToPay !== totals.total ? (
          <p className="flex justify-between">
            <span>{t('totals.remainingToPay')}</span>
            <span>{formatMoney(totals.remainingToPay, cart.currency, locale)}</span>
          </p>
        ) : null}
      </div>
    </>
  )
}
