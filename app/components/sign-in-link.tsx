import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { signInPath } from '#app/models/paths.ts'

// Loaded on the first open: the dialog and its catalogue stay out of every page's first-load JavaScript.
const loadDialog = () => import('./sign-in-dialog.tsx')
const SignInDialog = lazy(loadDialog)

/**
 * The header's sign-in link (AUTH-012). It is a real link to the sign-in page; once hydrated a plain
 * click opens the sign-in dialog instead (a new-tab click still follows the link). The dialog closes
 * when the shopper navigates, e.g. after signing in.
 */
export function SignInLink({
  locale,
  className,
  children,
}: {
  locale: string
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
        to={signInPath(locale)}
        className={className}
        onClick={open}
        // Fetch the dialog's code as soon as the shopper shows intent.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        {children}
      </Link>
      {openOn !== null && openOn === location.key ? (
        <Suspense fallback={null}>
          <SignInDialog locale={locale} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
