import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { NewPasswordFields } from '#app/components/password-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { resetPasswordAction } from '#app/features/identity/passwords.server.ts'
import type { Route } from './+types/reset-password'
import { forgotPasswordPath, signInPath } from '#app/domain/paths/paths.ts'
import { PASSWORD_INTENTS } from '#app/features/identity/intents.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    locale: getShopper(context).locale.locale,
    token: url.searchParams.get('token') ?? '',
    done: url.searchParams.get('done') === '1',
    title: getI18n(context).t('meta:resetPassword'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, getShopper(context), getI18n(context).t)
}

/** AUTH-033: the page a reset link opens; a new password with the rules (ERR-017 when the link expired). */
export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { locale, token, done } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'reset-password', lastResult: answerField(actionData, 'result') })
  const requestNew = (
    <Link to={forgotPasswordPath(locale)} className="font-semibold underline">
      {t('reset.requestNew')}
    </Link>
  )
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      {done ? (
        <p className="mt-4">
          {t('reset.done')}{' '}
          <Link to={signInPath(locale)} className="font-semibold underline">
            {t('signUp.signIn')}
          </Link>
        </p>
      ) : !token ? (
        <p className="mt-4">
          {t('reset.missingToken')} {requestNew}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
          <FormErrors errors={form.errors} id={form.errorId} />
          {answerField(actionData, 'expired') ? <p>{requestNew}</p> : null}
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            resetOn={answerField(actionData, 'result')}
            newPassword={fields.newPassword!}
            confirmPassword={fields.confirmPassword!}
            labels={{ newPassword: t('reset.newPassword'), confirmPassword: t('reset.confirmPassword') }}
          />
          <div>
            <button
              type="submit"
              name="intent"
              value={PASSWORD_INTENTS.resetPassword}
              className="btn-primary"
              disabled={navigation.state === 'submitting'}
            >
              {t('reset.submit')}
            </button>
          </div>
        </Form>
      )}
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

/**
 * The token is in the URL: keep it out of referrers sent to other sites. Not `no-referrer`, which
 * would make the browser send `Origin: null` with the form post and fail React Router's CSRF check.
 */
export function headers() {
  return { 'Referrer-Policy': 'same-origin', 'Cache-Control': 'no-store' }
}
