import { answerField } from '#app/components/action-answer.ts'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { ENHANCED_FIELD, ENHANCED_VALUE } from '#app/domain/page/enhanced-post.ts'
import type { AskQuestionAction } from '../page-data.ts'
import { AskQuestionForm } from './ask-question-form.tsx'

/**
 * The ask-question dialog and its success dialog (CAT-018), loaded on the first click of "Ask a
 * question". A modal `<dialog>`: the page behind is inert, Escape closes it, and focus goes back to
 * what opened it. It posts to the ask-question page's action through a fetcher; that page serves the
 * same form without JavaScript.
 */
export default function AskQuestionDialog({
  href,
  name,
  honeypot,
}: {
  href: string
  name: string
  honeypot: HoneypotInputProps
}) {
  const { t } = useTranslation(reviewsNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const post = useFetcher<AskQuestionAction>()
  const done = answerField(post.data, 'done') === true

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    opener.current = document.activeElement
    element.showModal()
  }, [])

  useEffect(() => {
    if (done) closeButton.current?.focus()
  }, [done])

  const close = () => dialog.current?.close()
  const returnFocus = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
  }

  const titleId = done ? 'ask-question-success-title' : 'ask-question-title'
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={returnFocus} className="dialog-sheet md:max-w-lg">
      {done ? (
        <div className="grid gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {t('askSuccessTitle')}
          </h2>
          <p role="status">{t('askSuccess')}</p>
          <button ref={closeButton} type="button" className="btn-primary justify-self-start" onClick={close}>
            {t('close')}
          </button>
        </div>
      ) : (
        <>
          <h2 id={titleId} className="text-xl font-bold">
            {t('askTitle', { name })}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t('askIntro')}</p>
          <div className="mt-4">
            <AskQuestionForm
              id="ask-question-dialog"
              action={href}
              honeypot={honeypot}
              lastResult={answerField(post.data, 'result')}
              pending={post.state !== 'idle'}
              onSubmit={(event, { formData }) => {
                event.preventDefault()
                formData.set(ENHANCED_FIELD, ENHANCED_VALUE)
                void post.submit(formData, { method: 'post', action: href })
              }}
              actions={
                <button type="button" className="btn-secondary" onClick={close}>
                  {t('askCancel')}
                </button>
              }
            />
          </div>
        </>
      )}
    </dialog>
  )
}
