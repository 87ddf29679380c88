import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { lookupConsumer } from '#app/features/customers/api/consumers.server.ts'
import { LookupSchema } from '#app/features/enrolment/schemas/enrolment.ts'
import { upstreamErrors } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-lookup'
import { getI18n } from '#app/i18next.server.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { ENROLMENT_INTENTS } from '#app/features/enrolment/intents.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'

export function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  if (isSignedIn(shopper)) throw redirect(enrolPath(shopper.locale.locale))
  return { title: getI18n(context).t('meta:enrol.lookup') }
}

/** ACCT-035: the lookup step asks the consumer service whether the email has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const t = errorTranslator(shopper.locale.locale)
  const form = await request.formData()
  if (!isIntent(form, ENROLMENT_INTENTS.lookup)) return badRequest()
  const submission = parseWithZod(form, { schema: LookupSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { email } = submission.value
  try {
    const found = await lookupConsumer(shopper.api, email)
    const next = found.exists ? 'sign-in' : 'sign-up'
    return redirect(enrolPath(shopper.locale.locale, next, undefined, { email }), 303)
  } catch (error) {
    return data({ result: submission.reply(upstreamErrors(error, ['email'], t)) }, { status: 400 })
  }
}

export default function LookupStep() {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'enrol-lookup', lastResult: answerField(actionData, 'result') })
  return (
    <EnrolStep title={t('enrol.lookup.title')} intro={t('enrol.lookup.intro')}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.email!} label={t('signUp.email')} type="email" autoComplete="email" />
        <div>
          <button
            type="submit"
            name="intent"
            value={ENROLMENT_INTENTS.lookup}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('enrol.lookup.submit')}
          </button>
        </div>
      </Form>
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
