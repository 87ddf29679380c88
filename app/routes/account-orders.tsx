import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { OrderStatus } from '#app/features/orders/ui/order-status.tsx'
import { getShopper } from '#app/context.server.ts'
import { orderHistory } from '#app/features/orders/account-orders.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import { accountOrderPath, accountOrdersPath } from '#app/domain/paths/self-service-paths.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import type { Route } from './+types/account-orders'

export async function loader({ request, context }: Route.LoaderArgs) {
  const history = await orderHistory(getShopper(context), request)
  return { ...history, title: getI18n(context).t('meta:account.orders') }
}

/** ACCT-027: the signed-in shopper's orders, newest first, a page at a time (plain links). */
export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(ordersNs)
  const { locale, orders, page, pages } = loaderData
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-2xl font-bold">
        {t('history.title')}
      </h1>
      {orders.length === 0 ? (
        <p className="mt-4">{t('history.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
          {orders.map((order) => (
            <li key={order.orderNumber} className="flex flex-wrap items-center justify-between gap-2 py-4">
              <div>
                <h2 className="font-semibold">{t('history.order', { orderNumber: order.orderNumber })}</h2>
                <p className="text-sm text-gray-700">
                  {order.placedOn ? `${t('history.placedOn', { date: order.placedOn })} · ` : null}
                  <OrderStatus status={order.status} />
                  {order.itemCount !== undefined
                    ? ` · ${t('history.items', { count: order.itemCount })}`
                    : null}
                </p>
                {order.total !== undefined && order.currency ? (
                  <p className="text-sm">
                    {t('history.total')} {formatMoney(order.total, order.currency, locale)}
                  </p>
                ) : null}
              </div>
              <Link
                to={accountOrderPath(locale, order.orderNumber)}
                className="btn-secondary"
                aria-label={t('history.view', { orderNumber: order.orderNumber })}
              >
                {t('history.viewShort')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('history.pages')} className="mt-4 flex items-center gap-4">
          {page > 1 ? (
            <Link to={accountOrdersPath(locale, page - 1)} rel="prev" className="underline">
              {t('history.previous')}
            </Link>
          ) : null}
          <span>{t('history.page', { page, count: pages })}</span>
          {page < pages ? (
            <Link to={accountOrdersPath(locale, page + 1)} rel="next" className="underline">
              {t('history.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
