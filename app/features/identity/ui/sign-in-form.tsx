import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ComponentProps, ComponentType, MouseEvent } from 'react'
import { Form, Link } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { forgotPasswordPath, signInPath, signUpPath } from '#app/domain/paths/paths.ts'
import { SIGN_IN_INTENTS } from '#app/features/identity/intents.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

/**
 * AUTH-011: the sign-in form, the same on the page (a plain post) and in the dialog (a fetcher post to
 * the page's action): email, password, a forgot-password link, submit and the create-account link.
 */
export function SignInForm({
  FormComponent = Form,
  locale,
  redirectTo,
  email,
  honeypot,
  lastResult,
  submitting,
  idPrefix = '',
  onForgotPassword,
  onCreateAccount,
}: {
  /** `Form` on the page, a fetcher's `Form` in the dialog. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  locale: string
  redirectTo?: string
  email?: string
  honeypot: HoneypotInputProps
  lastResult?: SubmissionResult<string[]> | null
  submitting: boolean
  /** Keeps the dialog's field ids apart from a sign-in page behind it. */
  idPrefix?: string
  /** With JavaScript in the dialog: the forgot-password link opens its dialog instead of the page. */
  onForgotPassword?: () => void
  /** With JavaScript in the dialog: the create-account link opens the sign-up view (AUTH-029). */
  onCreateAccount?: () => void
}) {
  const { t } = useTranslation(identityNs)
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: `${idPrefix}sign-in`,
    lastResult,
    defaultValue: { email },
  })
  // A plain click switches the dialog's view; a new-tab click still follows the link.
  const inDialog = (handler?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!handler || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    handler()
  }
  return (
    <>
      <FormComponent
        method="post"
        action={signInPath(locale)}
        {...getFormProps(form)}
        className="mt-6 grid gap-4"
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <HoneypotFields {...honeypot} />
        <CaptchaField action={CAPTCHA_ACTIONS.signIn} />
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.signIn} />
        {/* Tells the action that JavaScript runs here: the employee terms can be a dialog. */}
        <EnhancedField />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField field={fields.email!} label={t('signIn.email')} type="email" autoComplete="email" />
        <PasswordField
          resetOn={lastResult}
          field={fields.password!}
          label={t('signIn.password')}
          autoComplete="current-password"
        />
        <p className="text-sm">
          <Link to={forgotPasswordPath(locale)} className="underline" onClick={inDialog(onForgotPassword)}>
            {t('signIn.forgotPassword')}
          </Link>
        </p>
        <div>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? t('signIn.submitting') : t('signIn.submit')}
          </button>
        </div>
      </FormComponent>
      <p className="mt-6 text-sm">
        {t('signIn.noAccount')}{' '}
        <Link
          to={signUpPath(locale, redirectTo)}
          className="font-semibold underline"
          onClick={inDialog(onCreateAccount)}
        >
          {t('signIn.createAccount')}
        </Link>
      </p>
    </>
  )
}
