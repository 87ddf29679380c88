import { Suspense, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useEnhanced } from '#app/components/use-enhanced.ts'

/**
 * A link to a page that, once hydrated, opens the page's dialog instead on a plain click (a new-tab
 * click still follows the link; without JavaScript it is the page). The dialog's code is fetched as
 * soon as the shopper shows intent, and the dialog opens once it is in: a dialog that suspended as it
 * opened would show React's fallback first, and React holds what a boundary reveals after its fallback
 * for up to 300 ms, however soon the code came. The dialog closes when the shopper navigates.
 */
export function DialogLink({
  to,
  preload,
  dialog,
  className,
  children,
}: {
  to: string
  /**
   * Fetches the dialog's lazily loaded code, a module the dialog renders from as soon as it is in
   * (`preloadable`): settled, the dialog opens.
   */
  preload: () => Promise<unknown>
  /** The dialog, given how it closes. */
  dialog: (close: () => void) => ReactNode
  className?: string
  children: ReactNode
}) {
  const enhanced = useEnhanced()
  const location = useLocation()
  // The page the dialog was opened on: moving elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!enhanced || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    // A failed fetch opens it too: the dialog's render meets the failure, as the page's error boundary does.
    const opening = location.key
    const show = () => setOpenOn(opening)
    void preload().then(show, show)
  }
  const fetchCode = () => void preload().catch(() => undefined)
  return (
    <>
      <Link
        to={to}
        className={className}
        onClick={open}
        onPointerEnter={fetchCode}
        onFocus={fetchCode}
        aria-haspopup={enhanced ? 'dialog' : undefined}
      >
        {children}
      </Link>
      {openOn !== null && openOn === location.key ? (
        <Suspense fallback={null}>{dialog(() => setOpenOn(null))}</Suspense>
      ) : null}
    </>
  )
}
