import { useEffect, type ReactNode, type RefObject } from 'react'
import { useFetcher } from 'react-router'

/**
 * The frame of a dialog that stands for a page (the page is the no-JavaScript path): a native modal
 * dialog, a centred modal on wide screens and a bottom sheet on narrow ones, with the 250 ms
 * transition; Escape closes it, focus moves in and returns where it was.
 */
export function PageDialog({
  dialogRef,
  titleId,
  title,
  onClose,
  closeLabel,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>
  titleId: string
  title: string
  onClose: () => void
  /** A close button's text, beside the title (a dialog whose body has no button that ends it). */
  closeLabel?: string
  children: ReactNode
}) {
  const heading = (
    <h2 id={titleId} className="text-2xl font-bold">
      {title}
    </h2>
  )
  return (
    <dialog
      ref={(node) => {
        dialogRef.current = node
        if (node && !node.open) node.showModal()
      }}
      onClose={onClose}
      aria-labelledby={titleId}
      className="dialog-sheet"
    >
      {closeLabel ? (
        <div className="flex items-start justify-between gap-4">
          {heading}
          <button type="button" onClick={() => dialogRef.current?.close()} className="underline">
            {closeLabel}
          </button>
        </div>
      ) : (
        heading
      )}
      {children}
    </dialog>
  )
}

/**
 * A page's loader data for the dialog that stands for it, loaded when the dialog opens: what the
 * dialog shows (and the honeypot's timestamp, the site's fields) comes from the server, as on the page.
 */
export function usePageData<T>(url: string) {
  const page = useFetcher<T>()
  const { load } = page
  useEffect(() => {
    void load(url)
  }, [load, url])
  return page.data
}
