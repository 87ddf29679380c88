import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link } from 'react-router'
import { DeliveryPanel } from '#app/features/cart/ui/delivery-panel.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/cart-delivery'
import { deliveryAction, deliveryPageData } from '#app/features/cart/line-delivery.server.ts'
import { LINE_DELIVERY_INTENT_NAMES } from '#app/features/cart/intents.ts'
import { replyFor } from '#app/domain/errors/form-reply.ts'
import { cartPath } from '#app/domain/paths/paths.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await deliveryPageData(getShopper(context), request, params.itemId)
  return { ...page, title: getI18n(context).t('meta:cartDelivery') }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return deliveryAction(request, getShopper(context), getI18n(context).t, params.itemId)
}

export default function CartDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(cartNs)
  const { item, locale } = loaderData
  // A refused choice: every message above the choices.
  const reply = actionData && 'reply' in actionData ? actionData.reply : undefined
  const errors = Object.values(replyFor(reply, LINE_DELIVERY_INTENT_NAMES, item.id)?.errors ?? {}).filter(
    Boolean,
  )
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to={cartPath(locale)} className="underline">
          {t('delivery.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('delivery.title', { name: item.name })}</h1>
      {errors.length ? (
        <p
          role="alert"
          className="mt-4 rounded border border-red-700 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          {errors.join(' ')}
        </p>
      ) : null}

      <DeliveryPanel data={loaderData} />
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.cartDelivery),
    { name: 'robots', content: 'noindex' },
  ]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
