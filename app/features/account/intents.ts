/**
 * The profile page's posts (000 §7 Consumer), one list for the action, the schemas and the forms. No
 * imports: this module reaches the browser.
 */
export const PROFILE_INTENTS = {
  /** ACCT-002: personal details and preferences in one PUT. */
  saveProfile: 'save-profile',
  /** ACCT-003: a consumer without a profile (PRO404) creates it. */
  createProfile: 'create-profile',
  changeEmail: 'change-email',
  /** ACCT-012 (first time) or ACCT-011 (again after unsubscribing). */
  smsSubscribe: 'sms-subscribe',
  smsUnsubscribe: 'sms-unsubscribe',
  /** ACCT-034. */
  saveNotifications: 'save-notifications',
  /** ACCT-033. */
  requestData: 'request-data',
} as const

export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS]

export const PROFILE_INTENT_NAMES = Object.values(PROFILE_INTENTS)
