import { http, HttpResponse } from 'msw'
import { HAS_LOWER, HAS_NUMBER, HAS_UPPER, PASSWORD_MIN_LENGTH } from '#app/validation/password-rules.ts'
import { requirePrincipal } from './auth.ts'
import { findConsumerByEmail, passwordMatches, setPassword, usedBefore } from '../customers/consumers.ts'
import { apiError, readJson } from '../errors.ts'
import { db, newToken, type ConsumerRecord } from '../state.ts'

/**
 * Passwords (000 §7): forgot password (POST /consumers-v3/confirmforgotpassword emails a reset link),
 * reset with the link's token (POST /consumers-v3/consumer/resetpassword; AUT402 once the link is used
 * or expired) and change for a signed-in consumer (POST /consumers-v3/consumer/changepassword; AUT450,
 * AUT451, AUT452). The "sent" emails are readable at GET /__emulator/emails.
 */

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined
}

function validPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    HAS_NUMBER.test(password) &&
    HAS_UPPER.test(password) &&
    HAS_LOWER.test(password)
  )
}

/** AUT451 when the new password is the current one, AUT452 when it is an earlier one. */
function reusedPassword(request: Request, record: ConsumerRecord, password: string): Response | undefined {
  if (passwordMatches(record.account, password))
    return apiError(request, 400, 'AUT451', 'New password is the same as the current one')
  if (usedBefore(record.account, password))
    return apiError(request, 400, 'AUT452', 'New password is the same as a previous one')
  return undefined
}

/** The link the shopper follows: the storefront's reset page with the token in the query. */
function resetLink(base: string, token: string): string {
  const url = new URL(base)
  url.searchParams.set('token', token)
  return url.toString()
}

function forgotPassword(request: Request, body: Record<string, unknown>): Response {
  requirePrincipal(request)
  const email = str(body.email) ?? ''
  const base = str(body.resetPasswordUrl)
  if (!base || !URL.canParse(base))
    return apiError(request, 400, 'API400', 'resetPasswordUrl must be an absolute URL')
  const record = findConsumerByEmail(email)
  if (record) {
    const token = newToken('rst')
    db.resetTokens.set(token, {
      token,
      consumerNo: record.account.consumerNo,
      expiresAt: Date.now() + RESET_TOKEN_TTL_MS,
      used: false,
    })
    db.emails.push({
      to: record.account.email,
      subject: 'Reset your password',
      link: resetLink(base, token),
      at: new Date().toISOString(),
    })
  }
  // The same answer whether or not the email has an account: nobody learns who is a customer.
  return HttpResponse.json({ success: true })
}

function resetPassword(request: Request, body: Record<string, unknown>): Response {
  requirePrincipal(request)
  const reset = db.resetTokens.get(str(body.token) ?? '')
  const record = reset && db.consumers.get(reset.consumerNo)
  if (!reset || !record || reset.used || reset.expiresAt <= Date.now())
    return apiError(request, 400, 'AUT402', 'Reset link expired')
  const password = str(body.newPassword) ?? ''
  if (!validPassword(password)) return apiError(request, 400, 'FE872', 'Password does not meet the rules')
  const reused = reusedPassword(request, record, password)
  if (reused) return reused
  reset.used = true
  setPassword(record, password)
  return HttpResponse.json({ success: true })
}

function changePassword(request: Request, body: Record<string, unknown>): Response {
  const principal = requirePrincipal(request)
  const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
  if (principal.type !== 'Registered' || !record)
    return apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  if (!passwordMatches(record.account, str(body.currentPassword) ?? ''))
    return apiError(request, 400, 'AUT450', 'Wrong current password')
  const password = str(body.newPassword) ?? ''
  if (!validPassword(password)) return apiError(request, 400, 'FE872', 'Password does not meet the rules')
  const reused = reusedPassword(request, record, password)
  if (reused) return reused
  setPassword(record, password)
  return HttpResponse.json({ success: true })
}

/** Reset tokens as a test may need them: expire one on purpose. */
export function expireResetTokens() {
  for (const reset of db.resetTokens.values()) reset.expiresAt = 0
}

export const handlers = [
  http.post('*/consumers-v3/confirmforgotpassword', async ({ request }) =>
    forgotPassword(request, (await readJson(request)) ?? {}),
  ),
  http.post('*/consumers-v3/consumer/resetpassword', async ({ request }) =>
    resetPassword(request, (await readJson(request)) ?? {}),
  ),
  http.post('*/consumers-v3/consumer/changepassword', async ({ request }) =>
    changePassword(request, (await readJson(request)) ?? {}),
  ),

  // Control endpoints: the mailbox (newest last, `?to=` filters) and expiring the open reset links.
  http.get('*/__emulator/emails', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.toLowerCase()
    return HttpResponse.json(to ? db.emails.filter((e) => e.to === to) : db.emails)
  }),
  http.post('*/__emulator/reset-tokens/expire', () => {
    expireResetTokens()
    return HttpResponse.json({ expired: db.resetTokens.size })
  }),
]
