import type { NotFoundError } from '#app/domain/page/not-found.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link, useActionData } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { OrderTotals } from '#app/components/order-totals.tsx'
import { OrderLines } from '#app/features/orders/ui/order-lines.tsx'
import { useOrderStatusText } from '#app/features/orders/ui/order-status.tsx'
import { ShipmentTracking } from '#app/features/orders/ui/shipment-tracking.tsx'
import { getShopper } from '#app/context.server.ts'
import { orderDetail, orderDetailAction } from '#app/features/orders/account-orders.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import {
  accountOrderCancelPath,
  accountOrderInvoicePath,
  accountOrdersPath,
} from '#app/domain/paths/self-service-paths.ts'
import { orderTaxDisplay } from '#app/domain/market/market.ts'
import { paymentDescription } from '#app/domain/payments/payment-description.ts'
import type { Route } from './+types/account-order'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const detail = await orderDetail(shopper, request, params.orderNo)
  const { t } = getI18n(context)
  return {
    ...detail,
    payment: detail.order.paymentMethod ? paymentDescription(detail.order.paymentMethod, t) : null,
    // How the totals show tax in the market the order was bought in (decision 050).
    taxDisplay: orderTaxDisplay(detail.order.currency, shopper.locale.site.id),
    title: t('meta:account.order', { orderNumber: detail.order.orderNumber }),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return orderDetailAction(getShopper(context), request, params.orderNo, getI18n(context).t)
}

/**
 * ACCT-025: one order of the account: lines, shipments with tracking, payment, addresses and totals;
 * the invoice (ACCT-026), cancelling (ACCT-028, a confirmation page first), return labels (ACCT-029)
 * and a digital gift card's email again (ACCT-032), each only where the order allows it.
 */
export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(ordersNs)
  const statusText = useOrderStatusText()
  const actionData = useActionData<{ reply?: FormReply }>()
  const { order, locale, taxDisplay, payment } = loaderData
  return (
    <article aria-labelledby="order-title" className="grid gap-8">
      <header>
        <Link to={accountOrdersPath(locale)} className="text-sm underline">
          {t('detail.back')}
        </Link>
        <h1 id="order-title" className="mt-2 text-2xl font-bold">
          {t('detail.title', { orderNumber: order.orderNumber })}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          {order.placedOn ? `${t('detail.placedOn', { date: order.placedOn })} · ` : null}
          {t('detail.statusLine', { status: statusText(order.status) })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {/* A download that changes nothing: a plain link (decision 033). */}
          <a href={accountOrderInvoicePath(locale, order.orderNumber)} className="btn-secondary" download>
            {t('detail.invoice')}
          </a>
          {order.canCancel ? (
            <Link to={accountOrderCancelPath(locale, order.orderNumber)} className="btn-secondary">
              {t('detail.cancel')}
            </Link>
          ) : null}
        </div>
      </header>

      <OrderLines lines={order.lines} currency={order.currency} locale={locale} reply={actionData?.reply} />

      {order.shipments.length ? <ShipmentTracking shipments={order.shipments} /> : null}

      <div className="grid gap-8 sm:grid-cols-3">
        {payment ? (
          <section aria-labelledby="order-payment-heading">
            <h2 id="order-payment-heading" className="text-lg font-semibold">
              {t('detail.payment')}
            </h2>
            <p className="mt-2 text-sm">{payment}</p>
          </section>
        ) : null}
        {order.shippingAddress ? (
          <section aria-labelledby="order-shipping-heading" className="text-sm">
            <h2 id="order-shipping-heading" className="text-lg font-semibold">
              {t('detail.shippingAddress')}
            </h2>
            <div className="mt-2">
              <AddressSummary address={order.shippingAddress} />
            </div>
          </section>
        ) : null}
        {order.billingAddress ? (
          <section aria-labelledby="order-billing-heading" className="text-sm">
            <h2 id="order-billing-heading" className="text-lg font-semibold">
              {t('detail.billingAddress')}
            </h2>
            <div className="mt-2">
              <AddressSummary address={order.billingAddress} />
            </div>
          </section>
        ) : null}
      </div>

      {order.totals && order.currency ? (
        <section aria-labelledby="order-totals-heading">
          <h2 id="order-totals-heading" className="text-lg font-semibold">
            {t('detail.totals')}
          </h2>
          <OrderTotals
            totals={order.totals}
            currency={order.currency}
            locale={locale}
            taxDisplay={taxDisplay}
          />
        </section>
      ) : null}
    </article>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.page),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
