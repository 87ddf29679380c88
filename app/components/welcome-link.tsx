import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { enrolPath } from '#app/models/paths.ts'

const loadDialog = () => import('./welcome-dialog.tsx')
const WelcomeDialog = lazy(loadDialog)

/**
 * A link to the Loyalty welcome step (ACCT-042). Without JavaScript, or opened in a new tab, it is the
 * step's page; once hydrated a plain click opens the welcome dialog over the current page.
 */
export function WelcomeLink({
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
        to={enrolPath(locale, 'welcome')}
        className={className}
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        {children}
      </Link>
      {openOn !== null && openOn === location.key ? (
        <Suspense fallback={null}>
          <WelcomeDialog locale={locale} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
