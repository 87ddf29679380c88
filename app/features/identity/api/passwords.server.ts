import { z } from 'zod'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/**
 * Password calls (000 §7 Authentication). Our reading of the two reset calls, documented in the
 * emulator's README: POST /consumers-v3/confirmforgotpassword starts a forgotten-password reset (the
 * service emails a link to `resetPasswordUrl` with a token), and POST /consumers-v3/consumer/resetpassword
 * sets the new password with that token (AUT402 when the link has expired, ERR-017).
 */

const OkSchema = z.looseObject({})

/** AUTH-032: ask for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(
  api: ApiClient,
  body: { email: string; resetPasswordUrl: string; recaptcha_response: string },
) {
  await api.request({ method: 'POST', path: '/consumers-v3/confirmforgotpassword', body, schema: OkSchema })
}

/** AUTH-033: set a new password with the reset link's token. */
export async function resetPassword(api: ApiClient, body: { token: string; newPassword: string }) {
  await api.request({ method: 'POST', path: '/consumers-v3/consumer/resetpassword', body, schema: OkSchema })
}

/** AUTH-031: a signed-in shopper changes their password. */
export async function changePassword(api: ApiClient, body: { currentPassword: string; newPassword: string }) {
  await api.request({ method: 'POST', path: '/consumers-v3/consumer/changepassword', body, schema: OkSchema })
}
