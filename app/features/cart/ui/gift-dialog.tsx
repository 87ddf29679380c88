import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { GiftAction } from '#app/features/cart/page-data.ts'
import { GiftOptionForm, type GiftLine } from './gift-option-form.tsx'

/**
 * The add-gift-option dialog (CART-009): the gift page's form in a native modal dialog, loaded on
 * demand. It closes itself once the save has gone through (the cart reloads behind it, with a toast); Escape and
 * the close button close it and focus returns to the link that opened it.
 */
export default function GiftDialog({
  item,
  action,
  onClose,
}: {
  item: GiftLine
  action: string
  onClose: () => void
}) {
  const { t } = useTranslation(cartNs)
  const fetcher = useFetcher<GiftAction>({ key: `gift-${item.id}` })
  const saved = fetcher.state === 'idle' && fetcher.data !== undefined && 'saved' in fetcher.data
  const dialogRef = useRef<HTMLDialogElement | null>(null)
  // Closed as the close button closes it, so that the focus goes back to the link that opened it.
  useEffect(() => {
    if (saved) dialogRef.current?.close()
  }, [saved])
  return (
    <dialog
      ref={(dialog) => {
        dialogRef.current = dialog
        if (dialog && !dialog.open) dialog.showModal()
      }}
      onClose={onClose}
      aria-labelledby={`gift-dialog-${item.id}`}
      className="dialog-sheet md:max-w-lg"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`gift-dialog-${item.id}`} className="text-2xl font-bold">
          {t('gift.title', { name: item.name })}
        </h2>
        <form method="dialog" className="contents">
          <button className="underline">{t('gift.close')}</button>
        </form>
      </div>
      <GiftOptionForm item={item} action={action} inDialog />
    </dialog>
  )
}
