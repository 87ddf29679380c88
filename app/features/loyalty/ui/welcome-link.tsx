import type { ReactNode } from 'react'
import { DialogLink } from '../../../components/dialog-link.tsx'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { preloadable } from '#app/components/preloadable.ts'

const dialogModule = preloadable(() => import('./welcome-dialog.tsx'), { withNavigation: false })
const WelcomeDialog = dialogModule.lazy((module) => module.default)

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
  return (
    <DialogLink
      to={enrolPath(locale, 'welcome')}
      preload={dialogModule.load}
      dialog={(close) => <WelcomeDialog locale={locale} onClose={close} />}
      className={className}
    >
      {children}
    </DialogLink>
  )
}
