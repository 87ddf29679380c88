import { z } from 'zod'
import { emailField, requiredString } from '#app/validation/validators.ts'

/** CONST-007: the longest email the sign-in form accepts. */
export const SIGN_IN_EMAIL_MAX = 100

/**
 * VAL-029: email required, valid and at most 100 characters; password required only, since the
 * strength rules belong to choosing a password, not to typing an existing one.
 */
export const SignInSchema = z.object({
  email: emailField({ max: SIGN_IN_EMAIL_MAX }),
  password: requiredString({ trim: false }),
  redirectTo: z.string().optional(),
})
export type SignIn = z.infer<typeof SignInSchema>
