import { useRef } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import type { FootSizes, SizeChart } from '#app/models/product-extras.ts'
import { SizeChartTables } from './size-chart-tables.tsx'

export interface SizeChartData {
  chart: SizeChart | null
  footSizes: FootSizes | null
}

/**
 * "Size chart": a link to the size-chart page; with JavaScript it opens a modal dialog instead and
 * fetches the chart (the page's loader) the first time it opens.
 */
export function SizeChartLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation('product')
  const dialog = useRef<HTMLDialogElement>(null)
  const fetcher = useFetcher<SizeChartData>()
  return (
    <>
      <a
        href={href}
        className="mt-1 inline-block text-sm underline"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || !dialog.current?.showModal) return
          event.preventDefault()
          if (!fetcher.data && fetcher.state === 'idle') void fetcher.load(href)
          dialog.current.showModal()
        }}
      >
        {t('sizeChart')}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby="size-chart-title"
        className="m-auto max-h-[90vh] w-full max-w-2xl rounded p-6 backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="size-chart-title" className="text-xl font-bold">
            {t('sizeChartFor', { name })}
          </h2>
          <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
            {t('close')}
          </button>
        </div>
        <div className="mt-4">
          {fetcher.data ? <SizeChartTables {...fetcher.data} /> : <p role="status">{t('loading')}</p>}
        </div>
      </dialog>
    </>
  )
}
