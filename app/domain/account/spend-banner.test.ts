import { describe, expect, it } from 'vitest'
import type { ConsumerProfile } from './consumer-profile.ts'
import { profileKinds } from '../payments/athlete-rewards.ts'
import { spendBanner, spendBannerKind } from './spend-banner.ts'

const EMPLOYEE = { currentSpend: 320, annualCap: 1500 }
const ATHLETE = { currentSpend: 450, annualCredit: 2000 }
const PROSUMER = { currentSpend: 60, annualCredit: 600 }

function profile(
  details: Partial<ConsumerProfile['consumerDetails']> = {},
  extra: Partial<ConsumerProfile> = {},
): ConsumerProfile {
  return { consumerDetails: { email: 'a@example.com', ...details }, ...extra }
}

describe('profile kinds and the spend banner', () => {
  it('ACCT-048 the kinds come from the athlete and employee sections and the identity types', () => {
    expect(profileKinds(profile())).toEqual({ athlete: false, employee: false, wranx: false, ipa: false })
    expect(profileKinds(profile({ athlete: ATHLETE }))).toMatchObject({ athlete: true, employee: false })
    expect(profileKinds(profile({ employee: EMPLOYEE }))).toMatchObject({ employee: true, athlete: false })
    expect(profileKinds(profile({ identity: [{ type: 'WRANX' }] }))).toMatchObject({
      wranx: true,
      ipa: false,
    })
    expect(profileKinds(profile({ identity: [{ type: 'ipa' }] }))).toMatchObject({ ipa: true, wranx: false })
  })

  it('ACCT-049 several kinds: employee with accepted terms, then athlete, then IPA, then WRANX', () => {
    const all = {
      employee: EMPLOYEE,
      athlete: ATHLETE,
      prosumer: PROSUMER,
      identity: [{ type: 'WRANX' }, { type: 'IPA' }],
    }
    expect(spendBannerKind(profile(all, { isEmployeeDiscountTCAccepted: true }))).toBe('employee')
    // Terms not accepted: the employee falls through to the next kind.
    expect(spendBannerKind(profile(all, { isEmployeeDiscountTCAccepted: false }))).toBe('athlete')
    expect(spendBannerKind(profile({ ...all, athlete: undefined }))).toBe('ipa')
    expect(spendBannerKind(profile({ prosumer: PROSUMER, identity: [{ type: 'WRANX' }] }))).toBe('wranx')
    expect(spendBannerKind(profile({ employee: EMPLOYEE }))).toBeNull()
    expect(spendBannerKind(null)).toBeNull()
  })

  it('ACCT-050 the amounts: employee spend against the cap, athlete and prosumer against the credit', () => {
    expect(spendBanner(profile({ employee: EMPLOYEE }, { isEmployeeDiscountTCAccepted: true }))).toEqual({
      kind: 'employee',
      currentSpend: 320,
      limit: 1500,
      limitKind: 'cap',
    })
    expect(spendBanner(profile({ athlete: ATHLETE }))).toEqual({
      kind: 'athlete',
      currentSpend: 450,
      limit: 2000,
      limitKind: 'credit',
    })
    expect(spendBanner(profile({ prosumer: PROSUMER, identity: [{ type: 'IPA' }] }))).toEqual({
      kind: 'ipa',
      currentSpend: 60,
      limit: 600,
      limitKind: 'credit',
    })
    // A section without its limit shows nothing.
    expect(spendBanner(profile({ identity: [{ type: 'WRANX' }] }))).toBeNull()
  })
})
