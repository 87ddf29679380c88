import { profileKinds } from '../payments/athlete-rewards.ts'
import type { ConsumerProfile } from './consumer-profile.ts'

/**
 * The account's spend banner (000 §1, §4; 001 §4, §6): which kind of profile it speaks for and the
 * spend it shows against which limit (ACCT-049, ACCT-050).
 */

export type SpendKind = 'employee' | 'athlete' | 'ipa' | 'wranx'

export interface SpendBanner {
  kind: SpendKind
  currentSpend: number
  /** The employee's annualCap, or the athlete's or prosumer's annualCredit. */
  limit: number
  limitKind: 'cap' | 'credit'
}

/**
 * ACCT-049: the kind the banner is for, by priority: employee (only once the employee discount terms
 * are accepted), then athlete, then IPA, then WRANX. Null when none applies.
 */
export function spendBannerKind(profile: ConsumerProfile | null | undefined): SpendKind | null {
  if (!profile) return null
  const kinds = profileKinds(profile)
  if (kinds.employee && profile.isEmployeeDiscountTCAccepted === true) return 'employee'
  if (kinds.athlete) return 'athlete'
  if (kinds.ipa) return 'ipa'
  if (kinds.wranx) return 'wranx'
  return null
}

/**
 * ACCT-050: the banner's amounts: employee currentSpend against annualCap, athlete currentSpend against
 * annualCredit, an IPA or WRANX prosumer's currentSpend against annualCredit. A section without its limit
 * shows no banner.
 */
export function spendBanner(profile: ConsumerProfile | null | undefined): SpendBanner | null {
  const kind = spendBannerKind(profile)
  const details = profile?.consumerDetails
  if (!kind || !details) return null
  if (kind === 'employee') {
    const limit = details.employee?.annualCap
    if (typeof limit !== 'number') return null
    return { kind, currentSpend: details.employee?.currentSpend ?? 0, limit, limitKind: 'cap' }
  }
  const section = kind === 'athlete' ? details.athlete : details.prosumer
  const limit = section?.annualCredit
  if (typeof limit !== 'number') return null
  return { kind, currentSpend: section?.currentSpend ?? 0, limit, limitKind: 'credit' }
}
