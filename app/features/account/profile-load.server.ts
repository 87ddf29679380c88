import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { ConsumerProfile } from '#app/domain/account/consumer-profile.ts'
import { includeLoyaltySummary, requireLoadedProfile } from '#app/domain/account/profile-rules.ts'
import { signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { getProfile } from '#app/features/customers/index.server.ts'

/** ACCT-001: the profile read, with the loyalty summary when the flags ask for it. */
export function readProfile(shopper: Shopper): Promise<ConsumerProfile> {
  return getProfile(shopper.api, {
    includeLoyaltySummary: includeLoyaltySummary({
      loyaltyEnabled: shopper.env.LOYALTY_ENABLED,
      milestoneBar: shopper.env.LOYALTY_MILESTONE_BAR,
    }),
  })
}

/** True for the service's "profile not found" (PRO404, ERR-086). */
export function isProfileMissing(error: unknown): boolean {
  return isApiError(error) && error.errorId === 'PRO404'
}

/** The profile, or null when the consumer has none yet (PRO404); other errors pass on. */
export async function profileOrNull(shopper: Shopper): Promise<ConsumerProfile | null> {
  try {
    return await readProfile(shopper)
  } catch (error) {
    if (isProfileMissing(error)) return null
    throw error
  }
}

/** ACCT-007: the profile an action works on; without one it fails with 'Profile not loaded'. */
export async function loadedProfile(shopper: Shopper): Promise<ConsumerProfile> {
  return requireLoadedProfile(await profileOrNull(shopper))
}

/** The site's profile field rules (phone, postal code, birth-date bounds) for this locale. */
export function profileSiteRules(shopper: Shopper, now: Date) {
  const config = signUpConfigFor(shopper.locale.locale)
  return {
    region: config.region,
    country: config.country,
    minimalAge: config.minimalAge,
    minBirthDate: config.minBirthDate,
    now,
  }
}
