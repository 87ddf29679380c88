import { titleMeta } from '#app/components/error-boundary.tsx'
import { answerField } from '#app/components/action-answer.ts'
import { Link } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ProductStoresPanel } from '#app/features/stores/ui/product-stores-panel.tsx'
import { getI18n } from '#app/i18next.server.ts'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/pdp-stores'
import { productStoresAction, productStoresPage } from '#app/features/stores/product-stores.server.ts'

/**
 * The product's store availability as a page (`/{locale}/p/{slug-id}/stores?color=…&size=…&q=…`): the
 * pick-up-in-store dialog of the PDP, for shoppers without JavaScript. The dialog loads this route's
 * data through a fetcher and posts to this route's action.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return productStoresPage(getShopper(context), request, getI18n(context).t, params.slugId)
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return productStoresAction(request, getShopper(context), getI18n(context).t, params.slugId)
}

export default function ProductStoresPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(storesNs)
  const { name, productPath, size, color } = loaderData
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to={productPath} className="text-sm underline">
        {t('pickup.back', { name })}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('pickup.page', { name })}</h1>
      <p className="mt-1 text-gray-700">
        {color.name}
        {size ? ` · ${t('pickup.size', { size: size.label })}` : ''}
      </p>
      <ProductStoresPanel
        data={loaderData}
        refused={answerField(actionData, 'reply')}
        change={loaderData.confirm}
      />
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.pickUpInStore),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
