/**
 * The enrolment steps' posts (000 §4 Enrolment steps), one list for the actions, the schemas and the
 * forms. No imports: this module reaches the browser.
 */

/** The one-post steps: the email lookup, the mobile number, the profile. */
export const ENROLMENT_INTENTS = {
  lookup: 'lookup',
  saveMobile: 'save-mobile',
  saveProfile: 'save-profile',
} as const

/** The interests step and dialog (ACCT-043): save the picked interests, or skip them. */
export const INTERESTS_INTENTS = {
  saveInterests: 'save-interests',
  skipInterests: 'skip-interests',
} as const

export const INTERESTS_INTENT_NAMES = Object.values(INTERESTS_INTENTS)
