import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ComponentProps, ComponentType } from 'react'
import { Form, Link } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { signInPath } from '#app/domain/paths/paths.ts'
import { SIGN_IN_INTENTS } from '#app/features/identity/intents.ts'

/**
 * AUTH-012: the simplified-enrollment sign-in asks for the email first. The post looks it up and goes
 * on to the password (an account exists) or to sign-up with the email kept. On the page it is a plain
 * post; in the dialog a fetcher's, marked `dialog` so the answer switches the dialog's view.
 */
export function SignInEmailStep({
  FormComponent = Form,
  locale,
  redirectTo,
  honeypot,
  lastResult,
  submitting,
  idPrefix = '',
  inDialog = false,
}: {
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  locale: string
  redirectTo?: string
  honeypot: HoneypotInputProps
  lastResult?: SubmissionResult<string[]> | null
  submitting: boolean
  idPrefix?: string
  inDialog?: boolean
}) {
  const { t } = useTranslation(identityNs)
  const [form, fields] = useForm<{ email: string }>({ id: `${idPrefix}sign-in-email`, lastResult })
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{t('signIn.emailIntro')}</p>
      <FormComponent
        method="post"
        action={signInPath(locale)}
        {...getFormProps(form)}
        className="mt-6 grid gap-4"
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <HoneypotFields {...honeypot} />
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.lookup} />
        {inDialog ? <EnhancedField /> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField field={fields.email!} label={t('signIn.email')} type="email" autoComplete="email" />
        <div>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {t('signIn.continue')}
          </button>
        </div>
      </FormComponent>
    </>
  )
}

/** The password step's reminder of the email looked up, with the way back to the email step. */
export function SigningInAs({
  email,
  locale,
  redirectTo,
  onChange,
}: {
  email: string
  locale: string
  redirectTo?: string
  /** In the dialog: back to the email view instead of the page. */
  onChange?: () => void
}) {
  const { t } = useTranslation(identityNs)
  return (
    <p className="mt-4 text-sm">
      {t('signIn.signingInAs', { email })}{' '}
      {onChange ? (
        <button type="button" className="underline" onClick={onChange}>
          {t('signIn.useAnotherEmail')}
        </button>
      ) : (
        <Link to={signInPath(locale, redirectTo)} className="underline">
          {t('signIn.useAnotherEmail')}
        </Link>
      )}
    </p>
  )
}
