import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { Form, useActionData, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { NewPasswordFields, PasswordField } from '#app/components/password-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { requireValidSession } from '#app/features/identity/session.server.ts'
import { changePasswordAction } from '#app/features/identity/passwords.server.ts'
import type { Route } from './+types/account-password'
import { PASSWORD_INTENTS } from '#app/features/identity/intents.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireValidSession(getShopper(context), request)
  return { title: getI18n(context).t('meta:account.password') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return changePasswordAction(request, getShopper(context), getI18n(context).t)
}

/** AUTH-031: a signed-in shopper changes their password (AUT450, AUT451/452, FE340 at their fields). */
export default function ChangePasswordPage() {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'change-password', lastResult: answerField(actionData, 'result') })
  return (
    <div className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{t('change.title')}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <PasswordField
          resetOn={answerField(actionData, 'result')}
          field={fields.currentPassword!}
          label={t('change.currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          resetOn={answerField(actionData, 'result')}
          newPassword={fields.newPassword!}
          confirmPassword={fields.confirmPassword!}
          labels={{ newPassword: t('change.newPassword'), confirmPassword: t('change.confirmPassword') }}
        />
        <div>
          <button
            type="submit"
            name="intent"
            value={PASSWORD_INTENTS.changePassword}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('change.submit')}
          </button>
        </div>
      </Form>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
