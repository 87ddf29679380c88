import type { forgotPasswordAction, forgotPasswordPage } from './passwords.server.ts'
import type { signInAction, signInPage } from './sign-in.server.ts'
import type { signUpAction, signUpPage } from './sign-up.server.ts'

/**
 * The pages the header's sign-in dialog shows in place (sign-in, forgot password, sign-up) and what
 * their posts answer, as their routes answer them: the dialog loads and posts through fetchers.
 */
export type SignInPage = typeof signInPage
export type SignInAction = typeof signInAction
export type ForgotPasswordPage = typeof forgotPasswordPage
export type ForgotPasswordAction = typeof forgotPasswordAction
export type SignUpPage = typeof signUpPage
export type SignUpAction = typeof signUpAction
