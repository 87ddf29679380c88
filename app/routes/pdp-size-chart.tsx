import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link } from 'react-router'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getShopper } from '#app/context.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import { SizeChartTables } from '#app/features/product/ui/size-chart-tables.tsx'
import { sizeChartData } from '#app/features/product/product-page.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/pdp-size-chart'
import { getI18n } from '#app/i18next.server.ts'

/**
 * The product's size chart as a page (`/{locale}/p/{slug-id}/size-chart`): what the PDP's dialog shows,
 * for shoppers without JavaScript. The dialog reads the same data from `size-chart.json`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const page = await sizeChartData(shopper, params.slugId)
  return {
    ...page,
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(page.help?.components),
    locale: shopper.locale.locale,
    title: getI18n(context).t('meta:sizeChart', { name: page.name }),
  }
}

export default function SizeChartPage({ loaderData }: Route.ComponentProps) {
  const { chart, footSizes, help, contentHydrates, name, productPath, locale } = loaderData
  const { t } = useTranslation(productNs)
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to={productPath} className="text-sm underline">
        {t('backToProduct', { name })}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('sizeChartFor', { name })}</h1>
      <div className="mt-6">
        <SizeChartTables chart={chart} footSizes={footSizes} locale={locale} />
      </div>
      {help ? (
        <DeferredBlockList
          blocks={help.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-6"
          hydrates={contentHydrates}
        />
      ) : null}
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.sizeChart),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
