import { describe, expect, it } from 'vitest'
import {
  compactProfileUpdate,
  hasProfileChanges,
  includeLoyaltySummary,
  PROFILE_NOT_LOADED,
  ProfileNotLoadedError,
  requireLoadedProfile,
  smsState,
} from './profile-rules.ts'

describe('profile rules', () => {
  it('ACCT-001 the loyalty summary is asked for only with loyalty on and the milestone bar off', () => {
    expect(includeLoyaltySummary({ loyaltyEnabled: true, milestoneBar: false })).toBe(true)
    expect(includeLoyaltySummary({ loyaltyEnabled: true, milestoneBar: true })).toBe(false)
    expect(includeLoyaltySummary({ loyaltyEnabled: false, milestoneBar: false })).toBe(false)
    expect(includeLoyaltySummary({ loyaltyEnabled: false, milestoneBar: true })).toBe(false)
  })

  it('ACCT-004 an update counts only when at least one field is truthy', () => {
    expect(hasProfileChanges({})).toBe(false)
    expect(hasProfileChanges({ consumerDetails: { firstName: '', lastName: undefined } })).toBe(false)
    expect(
      hasProfileChanges({ consumerDetails: {}, preferences: { interests: '', preferredShoeSize: '' } }),
    ).toBe(false)
    expect(hasProfileChanges({ consumerDetails: { firstName: 'Sam' } })).toBe(true)
    expect(hasProfileChanges({ preferences: { preferredShoeSize: '10' } })).toBe(true)
    // What is sent leaves the empty fields out.
    expect(
      compactProfileUpdate({
        consumerDetails: { firstName: 'Sam', postalCode: '', phone: undefined },
        preferences: { interests: '' },
      }),
    ).toEqual({ consumerDetails: { firstName: 'Sam' } })
  })

  it("ACCT-007 an action without a loaded profile rejects with exactly 'Profile not loaded'", async () => {
    expect(PROFILE_NOT_LOADED).toBe('Profile not loaded')
    expect(() => requireLoadedProfile(null)).toThrow(ProfileNotLoadedError)
    expect(() => requireLoadedProfile(undefined)).toThrow('Profile not loaded')
    const profile = { consumerDetails: { email: 'a@example.com' } }
    expect(requireLoadedProfile(profile)).toBe(profile)
    await expect(Promise.resolve().then(() => requireLoadedProfile(null))).rejects.toThrow(
      /^Profile not loaded$/,
    )
  })

  it('ACCT-010 the SMS state: none, pending until the double opt-in, subscribed, unsubscribed', () => {
    expect(smsState(null)).toBe('none')
    expect(smsState({ optin: true, doubleOptin: false })).toBe('pending')
    expect(smsState({ optin: true, doubleOptin: true })).toBe('subscribed')
    expect(smsState({ optin: false, doubleOptin: false })).toBe('unsubscribed')
  })
})
