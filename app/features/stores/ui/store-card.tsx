import type { ReactNode } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import type { StoreRow } from '#app/features/stores/views.ts'

/** One store of a result list: name, address, distance, phone and the week's opening hours. */
export function StoreCard({ store, children }: { store: StoreRow; children?: ReactNode }) {
  const { t } = useTranslation(storesNs)
  const headingId = `store-${store.id}`
  return (
    <li className="py-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <div>
          <h3 id={headingId} className="font-semibold">
            {store.name}
            {store.isFavorite ? (
              <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                {t('store.yours')}
              </span>
            ) : null}
          </h3>
          <address className="text-sm text-gray-800 not-italic">
            {store.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {store.distance ? (
            <p className="text-sm text-gray-700">{t('store.away', { distance: store.distance })}</p>
          ) : null}
          {store.phone ? (
            <p className="text-sm text-gray-700">{t('store.phone', { phone: store.phone })}</p>
          ) : null}
          {store.hours.length ? (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer underline">{t('store.hours')}</summary>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] break-words gap-x-4">
                {store.hours.map((day) => (
                  <div key={day.day} className="contents">
                    <dt>{day.name}</dt>
                    <dd>{day.hours ?? t('store.closed')}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </div>
        {children ? <div className="flex flex-col items-start gap-2 sm:items-end">{children}</div> : null}
      </article>
    </li>
  )
}
