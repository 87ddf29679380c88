import { z } from 'zod'
import {
  HAS_LOWER,
  HAS_NUMBER,
  HAS_UPPER,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '#app/validation/password-rules.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { emailField, requiredString, sameAs } from '#app/validation/validators.ts'

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

/** FE340 (VAL-011, ERR-088): the confirmation must repeat the new password. */
export const PASSWORDS_DO_NOT_MATCH = errorMessage('FE340')

/** Forgot password (AUTH-030): the email the reset link goes to. */
export const ForgotPasswordSchema = z.object({ email: emailField({ max: 100 }) })

/** Reset with a link's token (AUTH-033): the new password twice. */
export const ResetPasswordSchema = z
  .object({
    token: requiredString(),
    newPassword: passwordField(),
    confirmPassword: requiredString({ trim: false }),
  })
  .check(sameAs('confirmPassword', 'newPassword', PASSWORDS_DO_NOT_MATCH))

/** Change password for a signed-in shopper (AUTH-031): the current one, then the new one twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: requiredString({ trim: false }),
    newPassword: passwordField(),
    confirmPassword: requiredString({ trim: false }),
  })
  .check(sameAs('confirmPassword', 'newPassword', PASSWORDS_DO_NOT_MATCH))
