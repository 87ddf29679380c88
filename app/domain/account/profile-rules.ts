import type { ConsumerProfile } from './consumer-profile.ts'
import { errorMessage } from '../errors/errors.ts'

/**
 * The profile's own rules (000 §4 Profile and address, §5 Other rules, §7 Consumer): when the profile
 * read asks for the loyalty summary (ACCT-001), when an update is worth sending (ACCT-004) and that no
 * profile action runs without a loaded profile (ACCT-007).
 */

/** ACCT-001: the includeLoyaltySummary query only when loyalty is on and the milestone bar is off. */
export function includeLoyaltySummary(flags: { loyaltyEnabled: boolean; milestoneBar: boolean }): boolean {
  return flags.loyaltyEnabled && !flags.milestoneBar
}

export interface ProfileUpdate {
  consumerDetails?: Record<string, string | undefined>
  preferences?: { interests?: string; preferredShoeSize?: string }
}

/** ACCT-004: true when at least one field of the update is truthy. */
export function hasProfileChanges(update: ProfileUpdate): boolean {
  return [...Object.values(update.consumerDetails ?? {}), ...Object.values(update.preferences ?? {})].some(
    Boolean,
  )
}

/** ACCT-004: the update with its empty fields left out (an empty preferences section too). */
export function compactProfileUpdate(update: ProfileUpdate): ProfileUpdate {
  const truthy = <T extends Record<string, string | undefined>>(fields: T | undefined) =>
    Object.fromEntries(Object.entries(fields ?? {}).filter(([, value]) => Boolean(value))) as T
  const consumerDetails = truthy(update.consumerDetails)
  const preferences = truthy(update.preferences)
  return {
    ...(Object.keys(consumerDetails).length ? { consumerDetails } : {}),
    ...(Object.keys(preferences).length ? { preferences } : {}),
  }
}

/** ACCT-007: the message every profile action fails with when no profile is loaded. */
export const PROFILE_NOT_LOADED = errorMessage('PROFILE_NOT_LOADED')

export class ProfileNotLoadedError extends Error {
  constructor() {
    super(PROFILE_NOT_LOADED)
    this.name = 'ProfileNotLoadedError'
  }
}

/** ACCT-007: the loaded profile, or the 'Profile not loaded' rejection. */
export function requireLoadedProfile(profile: ConsumerProfile | null | undefined): ConsumerProfile {
  if (!profile) throw new ProfileNotLoadedError()
  return profile
}

/** The SMS subscription's state as the page shows it (ACCT-010…012): pending until the double opt-in. */
export type SmsState = 'none' | 'pending' | 'subscribed' | 'unsubscribed'

export function smsState(
  subscription: { optin?: boolean | null; doubleOptin?: boolean | null } | null | undefined,
): SmsState {
  if (!subscription) return 'none'
  if (!subscription.optin) return 'unsubscribed'
  return subscription.doubleOptin ? 'subscribed' : 'pending'
}
