/**
 * The password rule without zod (000 §5, VAL-013..VAL-018, CONST-008), so the checklist can tick in
 * the browser as the shopper types without shipping the schemas (decision 004). A12: the three
 * partial messages are stored verbatim and stand alone, rendered as items under the
 * 'Password must contain' lead-in.
 */

export const PASSWORD_MIN_LENGTH = 8

export const PASSWORD_MESSAGES = {
  minLength: 'Password must contain at least 8 characters',
  number: 'at least one number',
  upperCase: 'at least one character in upper case',
  lowerCase: 'at least one character in lower case',
} as const

/** The lead-in the checklist items complete: 'Password must contain' + 'at least one number'. */
export const PASSWORD_CHECKLIST_LEAD = 'Password must contain'

export const HAS_NUMBER = /\d/
// Unicode classes, so an accented capital (É) counts as upper case.
export const HAS_UPPER = /\p{Lu}/u
export const HAS_LOWER = /\p{Ll}/u

export type PasswordRuleId = 'minLength' | 'upperCase' | 'lowerCase' | 'number'

export interface PasswordChecklistItem {
  id: PasswordRuleId
  /** The item text, verbatim from the spec where quoted ('at least one number'). */
  label: string
  met: boolean
}

/** VAL-018: the four checklist items in the spec's order (length, upper, lower, number), met or not. */
export function passwordChecklist(value: string | undefined | null): PasswordChecklistItem[] {
  const password = value ?? ''
  return [
    { id: 'minLength', label: 'at least 8 characters', met: [...password].length >= PASSWORD_MIN_LENGTH },
    { id: 'upperCase', label: PASSWORD_MESSAGES.upperCase, met: HAS_UPPER.test(password) },
    { id: 'lowerCase', label: PASSWORD_MESSAGES.lowerCase, met: HAS_LOWER.test(password) },
    { id: 'number', label: PASSWORD_MESSAGES.number, met: HAS_NUMBER.test(password) },
  ]
}
