import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { entryStep } from '#app/domain/identity/enrolment.ts'
import { signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { getProfile } from '#app/features/customers/api/consumers.server.ts'
import { stepPath } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-index'

/**
 * ACCT-045 / ACCT-046: the enrolment flow starts at lookup, or at the mobile or profile step; on a site
 * without Loyalty, at complete profile (step 0) when the profile is partially enrolled (ACCT-047).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  const { loyalty } = signUpConfigFor(shopper.locale.locale)
  if (!isSignedIn(shopper))
    throw redirect(stepPath(shopper, entryStep({ signedIn: false, loyalty }), redirectTo))
  const profile = await getProfile(shopper.api)
  const step = entryStep({ signedIn: true, loyalty, profile: profile.consumerDetails })
  throw redirect(stepPath(shopper, step, redirectTo))
}
