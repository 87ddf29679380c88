import { z } from 'zod'
import { emailField, requiredString } from '#app/validation/validators.ts'
import { SIGN_IN_INTENTS, SIGN_OUT_INTENTS } from '#app/features/identity/intents.ts'

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

/** The sign-in page's post: the fields above with the form's intent (unknown intents fail with 400). */
export const SignInFormSchema = SignInSchema.extend({ intent: z.literal(SIGN_IN_INTENTS.signIn) })

/** AUTH-012: the simplified-enrollment sign-in's first step, the email alone (VAL-029's rules). */
export const SignInLookupSchema = z.object({
  intent: z.literal(SIGN_IN_INTENTS.lookup),
  email: emailField({ max: SIGN_IN_EMAIL_MAX }),
  redirectTo: z.string().optional(),
})

/** The sign-out post: `from` is the page the shopper left, for the AUTH-016 destination. */
export const SignOutFormSchema = z.object({
  intent: z.literal(SIGN_OUT_INTENTS.signOut),
  from: z.string().optional(),
})
