import { useRef } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { DeliveryData } from '#app/features/cart/page-data.ts'
import { DeliveryPanel } from './delivery-panel.tsx'

/**
 * The change-delivery dialog (CART-023, CART-024): the delivery page's panel in a native modal dialog,
 * loaded on demand. Escape and the close button close it; focus returns to the page.
 */
export default function DeliveryDialog({
  data,
  name,
  onSearch,
  onClose,
}: {
  data: DeliveryData | undefined
  name: string
  onSearch: (query: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation(cartNs)
  const dialogRef = useRef<HTMLDialogElement | null>(null)
  return (
    <dialog
      ref={(dialog) => {
        dialogRef.current = dialog
        if (dialog && !dialog.open) dialog.showModal()
      }}
      onClose={onClose}
      aria-labelledby="delivery-dialog-title"
      className="dialog-sheet md:max-w-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="delivery-dialog-title" className="text-2xl font-bold">
          {t('delivery.title', { name })}
        </h2>
        <form method="dialog" className="contents">
          <button className="underline">{t('delivery.close')}</button>
        </form>
      </div>
      {data ? (
        <DeliveryPanel data={data} onSearch={onSearch} onDone={() => dialogRef.current?.close()} />
      ) : (
        <p className="mt-6" role="status">
          {t('delivery.loading')}
        </p>
      )}
    </dialog>
  )
}
