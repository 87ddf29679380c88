import { Suspense, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'

/**
 * A link to a page that, once hydrated, opens the page's dialog instead on a plain click (a new-tab
 * click still follows the link; without JavaScript it is the page). The dialog's code is fetched as
 * soon as the shopper shows intent, and the dialog closes when the shopper navigates.
 */
export function DialogLink({
  to,
  preload,
  dialog,
  className,
  children,
}: {
  to: string
  /** Fetches the dialog's lazily loaded code. */
  preload: () => unknown
  /** The dialog, given how it closes. */
  dialog: (close: () => void) => ReactNode
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  // The page the dialog was opened on: moving elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    setOpenOn(location.key)
  }
  return (
    <>
      <Link
        to={to}
        className={className}
        onClick={open}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        {children}
      </Link>
      {openOn !== null && openOn === location.key ? (
        <Suspense fallback={null}>{dialog(() => setOpenOn(null))}</Suspense>
      ) : null}
    </>
  )
}
