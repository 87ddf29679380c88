import { describe, expect, it } from 'vitest'
import {
  ENROLMENT_STEPS,
  entryStep,
  PROFILE_STEP_NUMBER,
  isPartiallyEnrolled,
  missingEnrolmentFields,
  needsSignIn,
  opensInterests,
  startStep,
  toEnrolmentFlow,
} from '#app/domain/identity/enrolment.ts'

const FULL = {
  email: 'ana@example.com',
  phone: '2125550100',
  firstName: 'Ana',
  lastName: 'Núñez',
  postalCode: '10001',
  birthDate: '1990-01-01',
}

describe('enrolment steps', () => {
  it('ACCT-044 lists the steps in the spec order, with profile steps numbered 0 to 5', () => {
    expect(ENROLMENT_STEPS).toEqual([
      'lookup',
      'sign-in',
      'sign-up',
      'forgot-password',
      'complete-profile',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ])
    expect(ENROLMENT_STEPS.map((s) => PROFILE_STEP_NUMBER[s])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      0,
      1,
      2,
      3,
      4,
      5,
    ])
    expect(needsSignIn('lookup')).toBe(false)
    expect(needsSignIn('mobile')).toBe(true)
  })

  it('ACCT-045 signed out, the flow starts at lookup (whatever the phone)', () => {
    expect(startStep({ signedIn: false })).toBe('lookup')
    expect(startStep({ signedIn: false, phone: '2125550100' })).toBe('lookup')
  })

  it('ACCT-046 signed in, step 3 (profile) with a phone, else step 2 (mobile)', () => {
    expect(startStep({ signedIn: true, phone: '2125550100' })).toBe('profile')
    expect(startStep({ signedIn: true, phone: '' })).toBe('mobile')
    expect(startStep({ signedIn: true, phone: '   ' })).toBe('mobile')
    expect(startStep({ signedIn: true, phone: null })).toBe('mobile')
    expect(startStep({ signedIn: true })).toBe('mobile')
  })
})

describe('partially enrolled profile', () => {
  it('ACCT-047 truth table: an email and any of the five fields missing', () => {
    const fields = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const
    // Every combination of present/missing over the five fields.
    for (let mask = 0; mask < 32; mask++) {
      const profile: Record<string, string> = { email: FULL.email }
      fields.forEach((field, i) => {
        if (mask & (1 << i)) profile[field] = FULL[field]
      })
      expect(isPartiallyEnrolled(profile), JSON.stringify(profile)).toBe(mask !== 31)
    }
  })

  it('ACCT-047 without an email a profile is never partially enrolled; blanks count as missing', () => {
    expect(isPartiallyEnrolled({ ...FULL, email: '' })).toBe(false)
    expect(isPartiallyEnrolled({ phone: '1' })).toBe(false)
    expect(isPartiallyEnrolled(null)).toBe(false)
    expect(isPartiallyEnrolled({ ...FULL, lastName: '  ' })).toBe(true)
    expect(missingEnrolmentFields({ ...FULL, phone: null, birthDate: undefined })).toEqual([
      'phone',
      'birthDate',
    ])
  })
})

describe('interests after sign-up', () => {
  it('AUTH-025 enabled × tied to the newsletter × subscribed × flow', () => {
    const on = { enabled: true, tiedToNewsletter: false }
    const tied = { enabled: true, tiedToNewsletter: true }
    const off = { enabled: false, tiedToNewsletter: false }
    expect(opensInterests(on, { subscribed: false, flow: 'default' })).toBe(true)
    expect(opensInterests(tied, { subscribed: true, flow: 'default' })).toBe(true)
    expect(opensInterests(tied, { subscribed: false, flow: 'default' })).toBe(false)
    expect(opensInterests(off, { subscribed: true, flow: 'default' })).toBe(false)
    for (const flow of ['skipped', 'signInToBuy'] as const) {
      expect(opensInterests(on, { subscribed: true, flow })).toBe(false)
      expect(opensInterests(tied, { subscribed: true, flow })).toBe(false)
    }
  })

  it('A23 unknown flow values read as the default flow', () => {
    expect(toEnrolmentFlow('signInToBuy')).toBe('signInToBuy')
    expect(toEnrolmentFlow('skipped')).toBe('skipped')
    expect(toEnrolmentFlow('other')).toBe('default')
    expect(toEnrolmentFlow(null)).toBe('default')
  })
})

describe('entry step', () => {
  it('ACCT-045 ACCT-046 ACCT-047 with Loyalty the start-step rule; without it complete profile when partial', () => {
    const partial = { ...FULL, birthDate: '' }
    expect(entryStep({ signedIn: false, loyalty: false })).toBe('lookup')
    expect(entryStep({ signedIn: true, loyalty: true, profile: partial })).toBe('profile')
    expect(entryStep({ signedIn: true, loyalty: true, profile: { ...FULL, phone: '' } })).toBe('mobile')
    expect(entryStep({ signedIn: true, loyalty: false, profile: partial })).toBe('complete-profile')
    expect(entryStep({ signedIn: true, loyalty: false, profile: FULL })).toBe('success')
  })
})
