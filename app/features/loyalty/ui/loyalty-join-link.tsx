import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DialogLink } from '../../../components/dialog-link.tsx'
import { preloadable } from '#app/components/preloadable.ts'

const dialogModule = preloadable(() => import('./loyalty-sign-up-dialog.tsx'), { withNavigation: false })
const LoyaltySignUpDialog = dialogModule.lazy((module) => module.default)

/**
 * A link to the loyalty sign-up (ACCT-041). Without JavaScript, or opened in a new tab, it is the
 * enrolment step's page; once hydrated a plain click opens the loyalty sign-up dialog over the page.
 * When joining must start with the mobile number (no phone on the profile) it is only the link.
 */
export function LoyaltyJoinLink({
  locale,
  to,
  dialog,
  className,
  children,
}: {
  locale: string
  to: string
  dialog: boolean
  className?: string
  children: ReactNode
}) {
  if (!dialog) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <DialogLink
      to={to}
      preload={dialogModule.load}
      dialog={(close) => <LoyaltySignUpDialog locale={locale} path={to} onClose={close} />}
      className={className}
    >
      {children}
    </DialogLink>
  )
}
