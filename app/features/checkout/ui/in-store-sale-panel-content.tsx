import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { instoreNs } from '#app/features/in-store/locales/instore.ts'

/** What the panel shows (InStoreSaleView and InStoreCheckoutView, app/features/in-store). */
export interface InStoreSale {
  store: string | null
  employeeId: string
  employeeName: string | null
  adjustments?: { id: string; item: string; off: string; reason: string }[]
}

/**
 * What the page says of the sale under the panel: on the summary, that placing the order records it as
 * an in-store sale; on the confirmation, that it was.
 */
export type InStoreSaleNote = 'summary' | 'confirmation'

/**
 * An associate's in-store sale (INSTORE-001, INSTORE-007): the store by name, the associate, the price
 * adjustments made on the cart (CART-027) when given, and the page's note. Plain markup: nothing here
 * needs JavaScript (InStoreSalePanel keeps it a static island on the checkout steps).
 */
export function InStoreSalePanelContent({ sale, note }: { sale: InStoreSale; note?: InStoreSaleNote }) {
  const { t } = useTranslation(instoreNs)
  return (
    <section
      aria-labelledby="in-store-sale-heading"
      className="rounded-lg border border-blue-700 bg-blue-50 p-4 text-left text-sm"
    >
      <h2 id="in-store-sale-heading" className="text-lg font-semibold">
        {t('sale.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] break-words gap-x-3 gap-y-1">
        <dt className="font-medium">{t('sale.store')}</dt>
        <dd className="break-words">{sale.store ?? t('sale.unnamedStore')}</dd>
        <dt className="font-medium">{t('sale.associate')}</dt>
        <dd className="break-words">
          {sale.employeeName
            ? t('sale.associateNamed', { name: sale.employeeName, id: sale.employeeId })
            : t('sale.associateId', { id: sale.employeeId })}
        </dd>
      </dl>
      {sale.adjustments ? (
        <>
          <h3 className="mt-3 font-medium">{t('sale.adjustments')}</h3>
          {sale.adjustments.length ? (
            <ul className="mt-1 list-disc pl-5">
              {sale.adjustments.map((adjustment) => (
                <li key={adjustment.id} className="break-words">
                  {t('sale.adjustment', {
                    item: adjustment.item,
                    off: adjustment.off,
                    reason: adjustment.reason,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">{t('sale.noAdjustments')}</p>
          )}
        </>
      ) : null}
      {note ? (
        <p className="mt-3">
          {note === 'summary' ? t('sale.orderCarries') : t('sale.confirmation.recorded')}
        </p>
      ) : null}
    </section>
  )
}
