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
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>
  titleId: string
  title: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <dialog
      ref={(node) => {
        dialogRef.current = node
        if (node && !node.open) node.showModal()
      }}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-0 mt-auto max-h-[90vh] w-full max-w-none overflow-y-auto rounded-t-lg bg-white p-6 transition-[translate,opacity,scale] duration-[250ms] backdrop:bg-black/40 starting:translate-y-full starting:opacity-0 md:m-auto md:max-w-md md:rounded-lg md:starting:translate-y-0 md:starting:scale-95"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
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
