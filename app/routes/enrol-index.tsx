import { redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { startStep } from '#app/models/enrolment.ts'
import { getProfile, isSignedIn } from '#app/services/signup.server.ts'
import { stepPath } from './enrol.server.ts'
import type { Route } from './+types/enrol-index'

/** ACCT-045 / ACCT-046: the enrolment flow starts at lookup, or at the mobile or profile step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  if (!isSignedIn(shopper)) throw redirect(stepPath(shopper, startStep({ signedIn: false }), redirectTo))
  const profile = await getProfile(shopper.api)
  const step = startStep({ signedIn: true, phone: profile.consumerDetails.phone })
  throw redirect(stepPath(shopper, step, redirectTo))
}
