import { href, redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import type { Route } from './+types/enrol-redirect'
import { enrolPath, withQuery } from '#app/domain/paths/paths.ts'

/**
 * Enrolment steps 2–4 (sign in, sign up, forgot password) are the site's own pages: the step sends the
 * shopper there, with the email from the lookup step and the way back into the enrolment flow.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = getShopper(context).locale
  const url = new URL(request.url)
  const step = url.pathname.split('/').pop()
  const query = new URLSearchParams()
  const email = url.searchParams.get('email')
  if (email) query.set('email', email)
  if (step !== 'forgot-password') query.set('redirectTo', enrolPath(locale))
  const page = step === 'sign-in' ? 'sign-in' : step === 'sign-up' ? 'sign-up' : 'forgot-password'
  throw redirect(withQuery(href(`/:locale/${page}`, { locale }), query))
}
