import { Link } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { useTranslation } from '#app/components/i18n.tsx'
import { SizeChartTables } from '#app/components/pdp/size-chart-tables.tsx'
import { isApiError } from '#app/models/api-error.ts'
import { getFootSizes, getSizeChart } from '#app/services/product-extras.server.ts'
import { loadProduct } from './pdp.server.ts'
import type { Route } from './+types/pdp-size-chart'

const FOOTWEAR = new Set(['shoes', 'boots'])

/**
 * The product's size chart as a page (`/{locale}/p/{slug-id}/size-chart`): what the PDP's dialog shows,
 * for shoppers without JavaScript. The dialog loads this loader's data. A product type without a
 * chart gets a page that says so; foot sizes are added for footwear and left out if they fail.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { product } = await loadProduct(shopper, params.slugId)
  const [chart, footSizes] = await Promise.all([
    getSizeChart(shopper.api, product.productType).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }),
    FOOTWEAR.has(product.productType)
      ? getFootSizes(shopper.api).catch((error: unknown) => {
          shopper.logger.warn({ err: error }, 'foot sizes unavailable')
          return null
        })
      : null,
  ])
  return {
    chart,
    footSizes,
    name: product.name,
    productPath: `/${shopper.locale.locale}/p/${product.slug}-${product.id}`,
  }
}

export default function SizeChartPage({ loaderData }: Route.ComponentProps) {
  const { chart, footSizes, name, productPath } = loaderData
  const { t } = useTranslation('product')
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to={productPath} className="text-sm underline">
        {t('backToProduct', { name })}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('sizeChartFor', { name })}</h1>
      <div className="mt-6">
        <SizeChartTables chart={chart} footSizes={footSizes} />
      </div>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `Size chart: ${data.name} | Outdoor Storefront` : 'Size chart' },
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/components/not-found-boundary.tsx'
