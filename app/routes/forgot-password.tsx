import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { Form, useActionData, useNavigation } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { forgotPasswordAction, forgotPasswordPage } from '#app/features/identity/passwords.server.ts'
import type { Route } from './+types/forgot-password'
import { PASSWORD_INTENTS } from '#app/features/identity/intents.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  return forgotPasswordPage(request, getI18n(context).t)
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, getShopper(context), getI18n(context).t)
}

/** AUTH-030: the forgot-password page (the dialog's no-JavaScript counterpart). */
export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: answerField(actionData, 'result'),
    defaultValue: { email: loaderData.email },
  })
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('forgot.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <HoneypotFields {...loaderData.honeypot} />
        <TextField field={fields.email!} label={t('forgot.email')} type="email" autoComplete="email" />
        <div>
          <button
            type="submit"
            name="intent"
            value={PASSWORD_INTENTS.forgotPassword}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('forgot.submit')}
          </button>
        </div>
      </Form>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
