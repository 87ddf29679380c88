import type { ReactNode } from 'react'
import { DialogLink } from '../../../components/dialog-link.tsx'
import { signInPath } from '#app/domain/paths/paths.ts'
import { preloadable } from '#app/components/preloadable.ts'

// Loaded on the first open: the dialog and its catalogue stay out of every page's first-load JavaScript.
const dialogModule = preloadable(() => import('./sign-in-dialog.tsx'))
const SignInDialog = dialogModule.lazy((module) => module.default)

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
  return (
    <DialogLink
      to={signInPath(locale)}
      preload={dialogModule.load}
      dialog={(close) => <SignInDialog locale={locale} onClose={close} />}
      className={className}
    >
      {children}
    </DialogLink>
  )
}
