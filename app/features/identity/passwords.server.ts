import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, fieldError, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '#app/features/identity/api/passwords.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
} from '#app/features/identity/schemas/password.ts'
import {
  accountPasswordPath,
  forgotPasswordPath,
  resetPasswordPath,
  signInPath,
} from '#app/domain/paths/paths.ts'
import { PASSWORD_INTENTS } from '#app/features/identity/intents.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'

/**
 * The password posts: forgot (AUTH-030/032), reset with the link's token (AUTH-033, ERR-017) and change
 * for a signed-in shopper (AUTH-031, ERR-023/024, ERR-088). Passwords never come back to the page.
 */

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** Where an upstream error shows: its catalogue field when the form has it (FE872's 'password' is the new one). */
function fieldFor(errorId: string | undefined, fields: readonly string[], t: ErrorTranslator) {
  const target = fieldError(errorId, undefined, t)
  if (!target) return undefined
  const field = target.field === 'password' ? 'newPassword' : target.field
  return fields.includes(field) ? { field, message: target.message } : undefined
}

/**
 * The forgot-password page and its view in the sign-in dialog (loaded through a fetcher): the email
 * the shopper came with, the honeypot and the page's title.
 */
export function forgotPasswordPage(request: Request, t: TFunction) {
  return {
    honeypot: honeypotInputProps(),
    email: new URL(request.url).searchParams.get('email') ?? undefined,
    title: t('meta:forgotPassword'),
  }
}

export async function forgotPasswordAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const formData = await request.formData()
  if (!isIntent(formData, PASSWORD_INTENTS.forgotPassword)) return badRequest()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (!passesHoneypot(formData)) {
    return data(
      { result: submission.reply({ formErrors: [t('signUp.spam', { ns: 'identity' })] }) },
      { status: 400 },
    )
  }
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { email } = submission.value
  try {
    await requestPasswordReset(shopper.api, {
      email,
      resetPasswordUrl: new URL(resetPasswordPath(locale), request.url).toString(),
      recaptcha_response: shopper.env.CAPTCHA_TOKEN,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    return data(
      { result: submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)] }) },
      { status: 400 },
    )
  }
  // The same answer whether or not the email has an account.
  return redirectWithToast(forgotPasswordPath(locale), {
    type: 'success',
    title: t('forgot.sent', { ns: 'identity', email }),
  })
}

export async function resetPasswordAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const form = await request.formData()
  if (!isIntent(form, PASSWORD_INTENTS.resetPassword)) return badRequest()
  const submission = parseWithZod(form, { schema: ResetPasswordSchema })
  const hideFields = PASSWORD_FIELDS
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), expired: false }, { status: 400 })
  try {
    await resetPassword(shopper.api, {
      token: submission.value.token,
      newPassword: submission.value.newPassword,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    const onField = fieldFor(error.errorId, ['newPassword', 'confirmPassword'], t)
    const result = onField
      ? submission.reply({ fieldErrors: { [onField.field]: [onField.message] }, hideFields })
      : submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)], hideFields })
    return data({ result, expired: error.errorId === 'AUT402' }, { status: 400 })
  }
  return redirectWithToast(resetPasswordPath(locale, { done: '1' }), {
    type: 'success',
    title: t('reset.done', { ns: 'identity' }),
  })
}

export async function changePasswordAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  if (shopper.session.get('tokenType') !== 'Registered') throw redirect(signInPath(locale))
  const form = await request.formData()
  if (!isIntent(form, PASSWORD_INTENTS.changePassword)) return badRequest()
  const submission = parseWithZod(form, { schema: ChangePasswordSchema })
  const hideFields = PASSWORD_FIELDS
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  try {
    await changePassword(shopper.api, {
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.newPassword,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    const onField = fieldFor(error.errorId, PASSWORD_FIELDS, t)
    const result = onField
      ? submission.reply({ fieldErrors: { [onField.field]: [onField.message] }, hideFields })
      : submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)], hideFields })
    return data({ result }, { status: 400 })
  }
  return redirectWithToast(accountPasswordPath(locale), {
    type: 'success',
    title: t('change.done', { ns: 'identity' }),
  })
}
