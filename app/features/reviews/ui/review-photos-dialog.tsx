import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import type { ReviewPhotosData } from '#app/features/reviews/page-data.ts'
import { ReviewPhotoViewer } from './review-photo-viewer.tsx'

const TITLE_ID = 'review-photos-dialog-title'

/**
 * The review user-generated-content dialog (CAT-019), loaded on the first click of a review photo: the
 * photo page's content, loaded as JSON through a fetcher. A native modal `<dialog>`: the page
 * behind is inert, focus moves in, Escape closes it and focus goes back to the thumbnail. Previous and
 * next are buttons (and the arrow keys) that page through the photos already loaded.
 */
export default function ReviewPhotosDialog({
  href,
  photo,
  author,
  onClose,
}: {
  /** The review's photos as JSON (a resource route; `null` when the review is gone). */
  href: string
  photo: number
  author: string
  onClose: () => void
}) {
  const { t } = useTranslation(reviewsNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const fetcher = useFetcher<ReviewPhotosData | null>()
  const [shown, setShown] = useState(photo)
  const { load } = fetcher
  const data = fetcher.data

  useEffect(() => {
    void load(href)
  }, [load, href])

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    opener.current = document.activeElement
    element.showModal()
  }, [])

  const close = () => dialog.current?.close()
  const closed = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    onClose()
  }
  const total = data?.photos.length ?? 0
  const go = (n: number) => {
    if (n >= 1 && n <= total) setShown(n)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') go(shown - 1)
    else if (event.key === 'ArrowRight') go(shown + 1)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      onClose={closed}
      onKeyDown={onKeyDown}
      className="dialog-sheet md:max-h-[95vh] md:max-w-2xl"
    >
      <div className="mb-2 flex justify-end">
        <button type="button" className="underline" onClick={close}>
          {t('close')}
        </button>
      </div>
      {data ? (
        <ReviewPhotoViewer data={data} photo={Math.min(shown, total)} headingId={TITLE_ID} heading="h2">
          <div className="flex flex-wrap items-center gap-3">
            {total > 1 ? (
              <>
                <button
                  type="button"
                  className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  aria-disabled={shown <= 1}
                  onClick={() => go(shown - 1)}
                >
                  {t('photoPrevious')}
                </button>
                <button
                  type="button"
                  className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  aria-disabled={shown >= total}
                  onClick={() => go(shown + 1)}
                >
                  {t('photoNext')}
                </button>
              </>
            ) : null}
          </div>
        </ReviewPhotoViewer>
      ) : (
        <>
          <h2 id={TITLE_ID} className="text-xl font-bold">
            {t('photosLabel', { author })}
          </h2>
          <p role="status" className="mt-4">
            {data === null ? t('photoUnavailable') : t('photoLoading')}
          </p>
        </>
      )}
    </dialog>
  )
}
