import type { InterestsRule } from '#app/domain/identity/enrolment.ts'
import { siteForLocale, type Region } from '#app/domain/market/site.ts'

/**
 * The sign-up form per site (000 §2, §5 Sign-up; AUTH-019, VAL-031..VAL-037): the order of its fields,
 * what each site requires, which consent boxes it shows and which must be ticked, and whether the
 * interests step follows. Plain data without zod, so the form component can read it (decision 004).
 * The spec leaves the values to configuration; these are ours.
 */

/** AUTH-019: the fields the order is chosen from (zipCode is the form's postalCode). */
export const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'zipCode',
  'phone',
  'gender',
  'email',
  'password',
] as const
export type SignUpFieldId = (typeof SIGN_UP_FIELDS)[number]

export type TermsBox = 'loyaltyTerms' | 'brandTerms' | 'policy'

export interface SignUpSiteConfig {
  fieldOrder: readonly SignUpFieldId[]
  birthDateRequired: boolean
  /** A28: 16 unless a country says otherwise. */
  minimalAge: number
  /** A28: 1900-01-01. */
  minBirthDate: string
  phoneRequired: boolean
  /** The SMS opt-in box is offered (shown with the phone). */
  smsOptIn: boolean
  /** VAL-033: it must be ticked when a phone is given. */
  smsOptInRequired: boolean
  genderRequired: boolean
  postalCodeRequired: boolean
  /** The consent boxes shown, in order; `requiredTerms` must be ticked (VAL-035). */
  terms: readonly TermsBox[]
  requiredTerms: readonly TermsBox[]
  /** The site runs the Loyalty programme (loyalty enrolment steps, loyalty terms). */
  loyalty: boolean
  interests: InterestsRule
  /** VAL-037: the postal code's display mask (9 a digit, A a letter), when the site has one. */
  postalCodeMask?: string
}

export const GENDERS = ['F', 'M', 'X'] as const

const BASE: SignUpSiteConfig = {
  fieldOrder: ['firstName', 'lastName', 'email', 'password', 'phone', 'zipCode', 'birthDate', 'gender'],
  birthDateRequired: false,
  minimalAge: 16,
  minBirthDate: '1900-01-01',
  phoneRequired: false,
  smsOptIn: true,
  smsOptInRequired: true,
  genderRequired: false,
  postalCodeRequired: false,
  terms: ['policy', 'brandTerms', 'loyaltyTerms'],
  requiredTerms: ['policy'],
  loyalty: true,
  interests: { enabled: true, tiedToNewsletter: true },
}

const BY_SITE: Readonly<Record<string, Partial<SignUpSiteConfig>>> = {
  us: { postalCodeMask: '99999' },
  ca: { postalCodeRequired: true, postalCodeMask: 'A9A 9A9' },
  gb: {
    fieldOrder: ['email', 'password', 'firstName', 'lastName', 'birthDate', 'zipCode', 'phone', 'gender'],
    smsOptInRequired: false,
    interests: { enabled: true, tiedToNewsletter: false },
  },
  de: {
    fieldOrder: ['gender', 'firstName', 'lastName', 'birthDate', 'email', 'password', 'zipCode', 'phone'],
    birthDateRequired: true,
    genderRequired: true,
    postalCodeMask: '99999',
    requiredTerms: ['policy', 'brandTerms'],
  },
  fr: {
    fieldOrder: ['firstName', 'lastName', 'email', 'password', 'phone', 'birthDate', 'zipCode', 'gender'],
    birthDateRequired: true,
    phoneRequired: true,
    postalCodeMask: '99999',
    loyalty: false,
    terms: ['policy', 'brandTerms'],
    interests: { enabled: false, tiedToNewsletter: false },
  },
}

/** The sign-up configuration of a locale's site. */
export function signUpConfigFor(locale: string): SignUpSiteConfig & { country: string; region: Region } {
  const site = siteForLocale(locale)
  return { ...BASE, ...BY_SITE[site.id], country: site.country, region: site.region }
}

/** The form field name of a field id (zipCode posts as postalCode). */
export function formFieldName(id: SignUpFieldId): string {
  return id === 'zipCode' ? 'postalCode' : id
}
