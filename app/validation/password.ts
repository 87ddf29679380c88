import { z } from 'zod'
import {
  HAS_LOWER,
  HAS_NUMBER,
  HAS_UPPER,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '#app/validation/password-rules.ts'
import { requiredString } from '#app/validation/validators.ts'

/**
 * The password field (VAL-013..VAL-017). The rule itself and the checklist live in
 * `password-rules.ts`, which components import instead of this module (decision 004).
 */

export * from '#app/validation/password-rules.ts'

/**
 * A required password meeting every rule; each failed rule adds its own message, in the order the
 * spec lists them. Spaces are kept: a password is never trimmed.
 */
export function passwordField() {
  return requiredString({ trim: false }).check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.minLength),
    z.regex(HAS_NUMBER, PASSWORD_MESSAGES.number),
    z.regex(HAS_UPPER, PASSWORD_MESSAGES.upperCase),
    z.regex(HAS_LOWER, PASSWORD_MESSAGES.lowerCase),
  )
}
