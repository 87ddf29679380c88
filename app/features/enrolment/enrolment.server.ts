import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { EnrolmentStep } from '#app/domain/identity/enrolment.ts'
import { errorMessage, fieldError, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'

/** The signed-in shopper's profile for a profile step; a signed-out shopper goes to sign in first. */
export async function profileForStep(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  return getProfile(shopper.api)
}

/** The path of a step, keeping the redirectTo the flow started with. */
export function stepPath(shopper: Shopper, step: EnrolmentStep, redirectTo?: string | null) {
  const back = redirectTo ? safeRedirect(redirectTo, '') : ''
  return enrolPath(shopper.locale.locale, step, back)
}

export function siteRules(shopper: Shopper) {
  const config = signUpConfigFor(shopper.locale.locale)
  return { ...config, region: config.region, country: config.country }
}

/** An upstream error as the form's field or form error. */
export function upstreamErrors(error: unknown, fields: readonly string[], t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  const target = fieldError(error.errorId, undefined, t)
  if (target && fields.includes(target.field)) return { fieldErrors: { [target.field]: [target.message] } }
  return { formErrors: [errorMessage(error.errorId, error.message, t)] }
}
