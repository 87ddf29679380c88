/**
 * The enrolment and sign-in steps (000 §4, ACCT-044..ACCT-047, AUTH-025) as pure rules: their order,
 * where the flow starts, when a profile counts as partially enrolled, and when the interests step
 * follows a sign-up. Each step is a page under /{locale}/enrol/{step}.
 */

/** ACCT-044: the steps, in the spec's order. */
export const ENROLMENT_STEPS = [
  'lookup',
  'sign-in',
  'sign-up',
  'forgot-password',
  'complete-profile', // 0: complete profile (non-loyalty)
  'welcome', // 1
  'mobile', // 2
  'profile', // 3
  'interests', // 4
  'success', // 5
] as const

export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number]

/** The spec's numbers of the profile steps (0 complete profile … 5 success). */
export const PROFILE_STEP_NUMBER: Readonly<Partial<Record<EnrolmentStep, number>>> = {
  'complete-profile': 0,
  welcome: 1,
  mobile: 2,
  profile: 3,
  interests: 4,
  success: 5,
}

export function isEnrolmentStep(value: string | undefined | null): value is EnrolmentStep {
  return (ENROLMENT_STEPS as readonly string[]).includes(value ?? '')
}

/** The steps that need a signed-in shopper (the profile steps). */
export function needsSignIn(step: EnrolmentStep): boolean {
  return PROFILE_STEP_NUMBER[step] !== undefined
}

/**
 * ACCT-045 / ACCT-046: signed out, the flow starts at lookup; signed in, at profile step 3 when the
 * profile has a phone, else at step 2 (mobile).
 */
export function startStep({ signedIn, phone }: { signedIn: boolean; phone?: string | null }): EnrolmentStep {
  if (!signedIn) return 'lookup'
  return phone?.trim() ? 'profile' : 'mobile'
}

/**
 * Where /enrol sends a shopper. Sites with Loyalty follow the start-step rule; a site without it has only
 * step 0, complete profile, for a partially enrolled profile, and otherwise nothing left to do (success).
 */
export function entryStep({
  signedIn,
  loyalty,
  profile,
}: {
  signedIn: boolean
  loyalty: boolean
  profile?: EnrolmentProfile | null
}): EnrolmentStep {
  if (!signedIn || loyalty) return startStep({ signedIn, phone: profile?.phone })
  return isPartiallyEnrolled(profile) ? 'complete-profile' : 'success'
}

/** The profile fields the enrolment rules read. */
export interface EnrolmentProfile {
  email?: string | null
  phone?: string | null
  firstName?: string | null
  lastName?: string | null
  postalCode?: string | null
  birthDate?: string | null
}

/** The fields whose absence makes a profile partially enrolled (ACCT-047). */
export const ENROLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const

const present = (value: string | null | undefined) => Boolean(value?.trim())

/** The ACCT-047 fields this profile lacks. */
export function missingEnrolmentFields(profile: EnrolmentProfile): (typeof ENROLMENT_FIELDS)[number][] {
  return ENROLMENT_FIELDS.filter((field) => !present(profile[field]))
}

/** ACCT-047: an email exists but any of phone, first name, last name, postal code or birth date is missing. */
export function isPartiallyEnrolled(profile: EnrolmentProfile | null | undefined): boolean {
  if (!profile || !present(profile.email)) return false
  return missingEnrolmentFields(profile).length > 0
}

/** A23: how the shopper came to sign up. */
export const ENROLMENT_FLOWS = ['default', 'skipped', 'signInToBuy'] as const
export type EnrolmentFlow = (typeof ENROLMENT_FLOWS)[number]

export function toEnrolmentFlow(value: string | null | undefined): EnrolmentFlow {
  return (ENROLMENT_FLOWS as readonly string[]).includes(value ?? '') ? (value as EnrolmentFlow) : 'default'
}

export interface InterestsRule {
  /** The interests step is on for the site. */
  enabled: boolean
  /** It follows only a sign-up that subscribed to the newsletter. */
  tiedToNewsletter: boolean
}

/**
 * AUTH-025: after a sign-up the interests step opens when enabled; when tied to the newsletter only if
 * the shopper subscribed; never for the 'skipped' and sign-in-to-buy flows.
 */
export function opensInterests(
  rule: InterestsRule,
  { subscribed, flow }: { subscribed: boolean; flow: EnrolmentFlow },
): boolean {
  if (!rule.enabled || flow === 'skipped' || flow === 'signInToBuy') return false
  return !rule.tiedToNewsletter || subscribed
}

/** The interests the interests step offers; stored pipe-separated (VAL-042). */
export const INTEREST_OPTIONS = ['running', 'hiking', 'camping', 'climbing', 'skiing', 'travel'] as const
