import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { PayLaterInfo } from './info.tsx'

/**
 * "What is pay later?" in a native modal dialog (CHK-036), loaded on the first click. The browser
 * keeps focus inside while it is open and closes it on Escape; `onClose` hands focus back to the link
 * that opened it. It opens again on every later click (`opened` counts them).
 */
export default function PayLaterDialog({ opened, onClose }: { opened: number; onClose: () => void }) {
  const { t } = useTranslation(tendersNs)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (opened && !dialog.current?.open) dialog.current?.showModal()
  }, [opened])
  return (
    <dialog ref={dialog} aria-labelledby="pay-later-dialog-title" onClose={onClose} className="dialog-sheet">
      <div className="flex items-start justify-between gap-4">
        <h2 id="pay-later-dialog-title" className="text-xl font-bold">
          {t('payLater.infoTitle')}
        </h2>
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {t('payLater.close')}
        </button>
      </div>
      <div className="mt-4">
        <PayLaterInfo />
      </div>
    </dialog>
  )
}
