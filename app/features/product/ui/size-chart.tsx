import { Suspense, useState } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import { preloadable } from '#app/components/preloadable.ts'

const sizeChartCode = preloadable(() => import('./size-chart-dialog.tsx'), { withNavigation: false })
const SizeChartDialog = sizeChartCode.lazy((module) => module.default)

/**
 * "Size chart": a link to the size-chart page (without JavaScript); with it, a click opens the chart
 * in a dialog whose code and data load on that first click.
 */
export function SizeChartLink({
  chart: { href, dataHref },
  name,
  locale,
}: {
  /** The size chart's page, and the JSON its dialog reads. */
  chart: { href: string; dataHref: string }
  name: string
  locale: string
}) {
  const { t } = useTranslation(productNs)
  const [opened, setOpened] = useState(0)
  return (
    <>
      <a
        href={href}
        className="mt-1 inline-block text-sm underline"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          sizeChartCode.whenLoaded(() => setOpened((n) => n + 1))
        }}
      >
        {t('sizeChart')}
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <SizeChartDialog href={href} dataHref={dataHref} name={name} locale={locale} opened={opened} />
        </Suspense>
      ) : null}
    </>
  )
}
