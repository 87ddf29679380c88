import { useRef, type SyntheticEvent } from 'react'
import { useSubmit } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { RESULT_PARAM } from '#app/domain/checkout/three-ds.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { AUTHENTICATE_INTENTS } from '#app/features/checkout/intents.ts'

const CHALLENGE_RESULT = RESULT_PARAM.challenge

/**
 * The bank's confirmation (3DS challenge, CHK-033) in a native modal dialog over the summary: the
 * bank's page in a frame. When the bank sends the frame back to our authenticate step, its result is
 * posted from here and the whole page goes on to the confirmation or back to payment (CHK-034). Focus
 * moves into the dialog and comes back to Place order when it closes; Escape closes it, and placing
 * the order again opens the same challenge. Without JavaScript the authenticate page does the same.
 */
export function ThreeDSDialog({
  src,
  locale,
  onClose,
}: {
  src: string
  locale: string
  onClose: () => void
}) {
  const { t } = useTranslation(checkoutNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const submit = useSubmit()
  const authenticate = checkoutPath(locale, 'authenticate')

  function onFrameLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    let url: URL
    try {
      // The bank's own pages are another origin and cannot be read: only our return is.
      url = new URL(event.currentTarget.contentWindow?.location.href ?? '')
    } catch {
      return
    }
    const result = url.searchParams.get(CHALLENGE_RESULT)
    if (url.origin !== window.location.origin || url.pathname !== authenticate || !result) return
    dialog.current?.close()
    void submit(
      { intent: AUTHENTICATE_INTENTS.finishAuthentication, [CHALLENGE_RESULT]: result },
      { method: 'post', action: authenticate },
    )
  }

  return (
    <dialog
      ref={(node) => {
        dialog.current = node
        if (node && !node.open) node.showModal()
      }}
      onClose={onClose}
      aria-labelledby="three-ds-title"
      aria-describedby="three-ds-intro"
      className="dialog-sheet md:max-w-lg"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="three-ds-title" className="text-xl font-bold">
          {t('threeDS.dialogTitle')}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="underline"
          aria-label={t('threeDS.closeLabel')}
        >
          {t('threeDS.close')}
        </button>
      </div>
      <p id="three-ds-intro" className="mt-2 text-sm text-gray-700">
        {t('threeDS.dialogIntro')}
      </p>
      <iframe
        src={src}
        title={t('threeDS.frameTitle')}
        onLoad={onFrameLoad}
        className="mt-4 h-[26rem] w-full rounded border border-gray-300"
      />
    </dialog>
  )
}
