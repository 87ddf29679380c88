/**
 * The identity pages' posts, one list for the actions that dispatch them, the schemas that check
 * them and the forms that send them. No imports: this module reaches the browser.
 */

/** The sign-in page's posts: email and password (AUTH-011), or the email alone first (AUTH-012). */
export const SIGN_IN_INTENTS = {
  signIn: 'sign-in',
  lookup: 'lookup',
} as const

export const SIGN_IN_INTENT_NAMES = Object.values(SIGN_IN_INTENTS)

/** The sign-out button's post (AUTH-014). */
export const SIGN_OUT_INTENTS = { signOut: 'sign-out' } as const

/** The sign-up form's post (000 §4 Sign-up). */
export const SIGN_UP_INTENTS = { signUp: 'sign-up' } as const

/** The employee discount terms' post (AUTH-009, AUTH-035). */
export const EMPLOYEE_TERMS_INTENTS = { acceptEmployeeTerms: 'accept-employee-terms' } as const

/** The password forms' posts: forgot (AUTH-030), change (AUTH-031), reset from the link (AUTH-033). */
export const PASSWORD_INTENTS = {
  forgotPassword: 'forgot-password',
  changePassword: 'change-password',
  resetPassword: 'reset-password',
} as const

/** The associate login's posts (INSTORE-001, INSTORE-004): connect to a store, end the session. */
export const ASSOCIATE_LOGIN_INTENTS = {
  connect: 'connect',
  disconnect: 'disconnect',
} as const

export const ASSOCIATE_LOGIN_INTENT_NAMES = Object.values(ASSOCIATE_LOGIN_INTENTS)
