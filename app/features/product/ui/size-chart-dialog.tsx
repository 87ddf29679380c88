import { useEffect, useReducer, useRef } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import type { SizeChartData } from '#app/features/product/page-data.ts'
import { IDLE, loadReducer, type LoadState } from '#app/domain/page/load-state.ts'
import { sameOriginFetch } from '#app/platform/http/same-origin-fetch.ts'
import { SizeChartTables } from './size-chart-tables.tsx'

/**
 * The size chart in a modal dialog, loaded on the first click only (a chunk of its own, outside the
 * page's first-load JavaScript). It fetches the chart as JSON (the page's data) and opens again on
 * every later click (`opened` counts them). The load moves through the load states (PLAT-019).
 */
export default function SizeChartDialog({
  href,
  dataHref,
  name,
  locale,
  opened,
}: {
  /** The size chart's page (its link when the chart cannot be read), and the chart as JSON. */
  href: string
  dataHref: string
  name: string
  locale: string
  opened: number
}) {
  const { t } = useTranslation(productNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const [load, dispatch] = useReducer(loadReducer<SizeChartData>, IDLE as LoadState<SizeChartData>)
  useEffect(() => {
    // An answer for an earlier address (or after unmount) is dropped: the load was reset.
    let current = true
    dispatch({ type: 'start' })
    sameOriginFetch(dataHref)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (data: SizeChartData) => current && dispatch({ type: 'succeed', data }),
        () => current && dispatch({ type: 'fail' }),
      )
    return () => {
      current = false
      dispatch({ type: 'reset' })
    }
  }, [dataHref])
  useEffect(() => {
    if (opened && !dialog.current?.open) dialog.current?.showModal()
  }, [opened])
  return (
    <dialog ref={dialog} aria-labelledby="size-chart-title" className="dialog-sheet md:max-w-2xl">
      <div className="flex items-start justify-between gap-4">
        <h2 id="size-chart-title" className="text-xl font-bold">
          {t('sizeChartFor', { name })}
        </h2>
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </div>
      <div className="mt-4">
        {load.status === 'success' ? (
          <>
            <SizeChartTables chart={load.data.chart} footSizes={load.data.footSizes} locale={locale} />
            {load.data.help ? (
              <DeferredBlockList
                blocks={load.data.help.components}
                locale={locale}
                firstHeadingLevel={2}
                className="mt-6"
              />
            ) : null}
          </>
        ) : load.status === 'error' ? (
          <p>
            <a href={href} className="underline">
              {t('sizeChart')}
            </a>
          </p>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    </dialog>
  )
}
