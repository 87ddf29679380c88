import { Form, useLocation } from 'react-router'
import { signOutPath } from '#app/domain/paths/paths.ts'
import { SIGN_OUT_INTENTS } from '#app/features/identity/intents.ts'

/**
 * The sign-out button: a post to /{locale}/sign-out (a GET never signs out), carrying the page it was
 * pressed on so the shopper stays there unless it is a private page (AUTH-016).
 */
export function SignOutForm({ locale, label, from }: { locale: string; label: string; from?: string }) {
  const location = useLocation()
  return (
    <Form method="post" action={signOutPath(locale)}>
      <input type="hidden" name="intent" value={SIGN_OUT_INTENTS.signOut} />
      <input type="hidden" name="from" value={from ?? `${location.pathname}${location.search}`} />
      <button type="submit" className="btn-secondary">
        {label}
      </button>
    </Form>
  )
}
