import { Link } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { attributesLine, shownAttributes } from '#app/domain/cart/line-attributes.ts'
import { OrderTotals } from '#app/components/order-totals.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import type { ConfirmationDetails } from '#app/features/orders/page-data.ts'
import type { TaxDisplay } from '#app/domain/market/market.ts'

/** What a shipment's method is called on the confirmation, by the spec's method codes. */
const SHIPPING_METHOD_KEYS: Record<string, string> = {
  standard: 'confirmation.method.standard',
  pickup: 'confirmation.method.pickup',
  pudo: 'confirmation.method.pudo',
  sts: 'confirmation.method.sts',
  digital: 'confirmation.method.digital',
  customs: 'confirmation.method.customs',
}

/**
 * The order on its confirmation (CHK-031): what was bought, how each shipment travels (method, store
 * or address), the totals, how it was paid and the billing address; for a guest, the way to keep the
 * order in a new account.
 */
export function OrderDetailsView({
  details,
  locale,
  taxDisplay,
}: {
  details: ConfirmationDetails
  locale: string
  taxDisplay: TaxDisplay
}) {
  const { t } = useTranslation(checkoutNs)
  const { t: tCommon } = useTranslation()
  const { order, stores, createAccount, payment } = details
  const currency = order.currency
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount))
  return (
    <div className="mt-10 grid gap-8 text-left">
      {createAccount ? (
        <section aria-labelledby="keep-order-heading" className="rounded-md border border-gray-300 p-4">
          <h2 id="keep-order-heading" className="font-semibold">
            {t('confirmation.keepOrder.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t('confirmation.keepOrder.intro')}</p>
          <Link to={createAccount} className="btn-secondary mt-3 inline-block">
            {t('confirmation.keepOrder.create')}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="text-lg font-semibold">
          {t('confirmation.items')}
        </h2>
        <ul className="mt-2 divide-y divide-gray-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>
                <span className="font-medium">{item.name}</span>
                {shownAttributes(item).length ? (
                  <span className="block text-gray-700">
                    {attributesLine(shownAttributes(item), tCommon, locale)}
                  </span>
                ) : null}
                <span className="block text-gray-700">{t('confirmation.qty', { qty: item.qty })}</span>
              </span>
              <span>{money(item.price.rowTotal ?? item.price.amount * item.qty)}</span>
            </li>
          ))}
        </ul>
      </section>

      {order.shipments.length ? (
        <section aria-labelledby="order-delivery-heading">
          <h2 id="order-delivery-heading" className="text-lg font-semibold">
            {t('confirmation.delivery')}
          </h2>
          <ul className="mt-2 space-y-3 text-sm">
            {order.shipments.map((shipment) => (
              <li key={shipment.shipmentId}>
                <p className="font-medium">
                  {t(
                    SHIPPING_METHOD_KEYS[shipment.shippingMethod ?? 'standard'] ??
                      'confirmation.method.standard',
                  )}
                </p>
                {shipment.storeId ? (
                  stores[shipment.storeId] ? (
                    <p>{t('confirmation.store', { store: stores[shipment.storeId] })}</p>
                  ) : null
                ) : order.shippingAddress ? (
                  <AddressSummary address={order.shippingAddress} />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.totals && currency ? (
        <section aria-labelledby="order-totals-heading">
          <h2 id="order-totals-heading" className="text-lg font-semibold">
            {t('confirmation.totals')}
          </h2>
          <OrderTotals totals={order.totals} currency={currency} locale={locale} taxDisplay={taxDisplay} />
        </section>
      ) : null}

      <div className="grid gap-8 sm:grid-cols-2">
        {payment ? (
          <section aria-labelledby="order-payment-heading">
            <h2 id="order-payment-heading" className="text-lg font-semibold">
              {t('confirmation.payment')}
            </h2>
            <p className="mt-2 text-sm">{payment}</p>
          </section>
        ) : null}
        {order.billingAddress ? (
          <section aria-labelledby="order-billing-heading">
            <h2 id="order-billing-heading" className="text-lg font-semibold">
              {t('confirmation.billingAddress')}
            </h2>
            <div className="mt-2 text-sm">
              <AddressSummary address={order.billingAddress} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  )
}
