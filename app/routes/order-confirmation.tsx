import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import { Link } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { OrderDetailsView } from '#app/features/orders/ui/order-details.tsx'
import { confirmationDetails } from '#app/features/orders/confirmation.server.ts'
import { parseStoreContext } from '#app/domain/payments/wallet.ts'
import type { Route } from './+types/order-confirmation'
import { getI18n } from '#app/i18next.server.ts'
import { associateLoginPath, homePath } from '#app/domain/paths/paths.ts'
import { inStoreSaleView } from '#app/features/in-store/index.server.ts'
import { InStoreSalePanelContent } from '#app/features/checkout/ui/in-store-sale-panel-content.tsx'
import { instoreNs } from '#app/features/in-store/locales/instore.ts'
import { trackOrderPath } from '#app/domain/paths/self-service-paths.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'
import { sendPurchaseDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { marketOf } from '#app/domain/market/market.ts'
import { purchaseTracking } from '#app/features/analytics/tracking.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const storeContext = new URL(request.url).searchParams.get('storeContext')
  const order = shopper.session.get('lastOrder') ?? null
  const [details, content, inStoreSale] = await Promise.all([
    confirmationDetails(shopper, order?.orderNumber, getI18n(context).t, {
      inStoreSale: Boolean(order?.inStoreSale),
    }),
    getContentSection(shopper, 'order-confirmation'),
    // INSTORE-007: an order an associate placed names its store and associate.
    order?.inStoreSale ? inStoreSaleView(shopper, order.inStoreSale) : null,
  ])
  sendPurchaseDecision(shopper, request, order && { ...order, items: details?.order.items ?? [] })
  return {
    order,
    details,
    content,
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(content?.components),
    inStoreSale,
    // CHK-006: the shipping threshold status stored after the order, for the page and its analytics.
    shippingThresholdStatus: shopper.session.get('shippingThresholdStatus') ?? null,
    locale: shopper.locale.locale,
    // How the totals show tax in the shopper's market (decision 050).
    taxDisplay: marketOf(shopper.locale.site.id).taxDisplay,
    // Express pay from a product page marks the confirmation (applePayPdp, paypalPdp).
    storeContext: parseStoreContext(storeContext),
    title: getI18n(context).t('meta:orderConfirmation'),
    // Decision 042: the purchase, on the first showing after the order only.
    tracking: purchaseTracking(shopper, details?.order),
  }
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const {
    order,
    details,
    locale,
    taxDisplay,
    shippingThresholdStatus,
    storeContext,
    content,
    contentHydrates,
    inStoreSale,
  } = loaderData
  const { t } = useTranslation()
  const { t: tk } = useTranslation(checkoutNs)
  const { t: to } = useTranslation(ordersNs)
  const { t: ti } = useTranslation(instoreNs)
  return (
    <section
      className="mx-auto max-w-2xl px-4 py-16 text-center"
      data-shipping-threshold-status={shippingThresholdStatus ?? undefined}
    >
      {order ? (
        <>
          <h1 className="text-3xl font-bold">{tk('confirmation.title')}</h1>
          {inStoreSale ? (
            // INSTORE-007: the associate reads the order number out to the customer, then starts the next sale.
            <>
              <p className="mt-6 rounded-lg border-2 border-gray-900 p-4 text-2xl">
                {tk('confirmation.orderNumber')} <strong className="break-all">{order.orderNumber}</strong>
                <span className="mt-1 block text-base">{ti('sale.confirmation.giveNumber')}</span>
              </p>
              <div className="mt-6">
                <InStoreSalePanelContent sale={inStoreSale} note="confirmation" />
              </div>
            </>
          ) : (
            <p className="mt-4 text-lg">
              {tk('confirmation.orderNumber')} <strong>{order.orderNumber}</strong>
            </p>
          )}
          {storeContext ? (
            // CHK-039: the express-pay variant, for an order paid from the product page.
            <p className="mt-2" data-store-context={storeContext}>
              {tk(`confirmation.express.${storeContext}`)}
            </p>
          ) : null}
          {order.email ? (
            <p className="mt-2 text-gray-700">{tk('confirmation.emailSent', { email: order.email })}</p>
          ) : null}
          {order.total !== undefined && order.currency ? (
            <p className="mt-2">
              {tk('confirmation.total', { total: formatMoney(order.total, order.currency, locale) })}
            </p>
          ) : null}
          <p className="mt-2">
            <Link to={trackOrderPath(locale, order.orderNumber)} className="underline">
              {to('track.fromConfirmation')}
            </Link>
          </p>
          {details ? <OrderDetailsView details={details} locale={locale} taxDisplay={taxDisplay} /> : null}
        </>
      ) : (
        <h1 className="text-3xl font-bold">{tk('confirmation.none')}</h1>
      )}
      {inStoreSale ? (
        <p className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <Link to={homePath(locale)} className="btn-primary inline-block">
            {ti('sale.confirmation.newSale')}
          </Link>
          <Link to={associateLoginPath(locale)} className="underline">
            {ti('sale.confirmation.endSession')}
          </Link>
        </p>
      ) : (
        <Link to={homePath(locale)} className="btn-primary mt-8 inline-block">
          {t('cart.continueShopping')}
        </Link>
      )}
      {/* The confirmation's content section (CMS-016). */}
      {content ? (
        <DeferredBlockList
          blocks={content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-12 flex flex-col gap-8 text-left"
          hydrates={contentHydrates}
        />
      ) : null}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
