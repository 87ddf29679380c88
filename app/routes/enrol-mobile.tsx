import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { updateProfile } from '#app/features/customers/api/consumers.server.ts'
import { findCountry } from '#app/validation/countries.ts'
import { mobileSchema } from '#app/features/enrolment/schemas/enrolment.ts'
import { phoneMaskFor } from '#app/validation/phone-rules.ts'
import {
  profileForStep,
  siteRules,
  stepPath,
  upstreamErrors,
} from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-mobile'
import { getI18n } from '#app/i18next.server.ts'
import { ENROLMENT_INTENTS } from '#app/features/enrolment/intents.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const profile = await profileForStep(shopper, request)
  const site = siteRules(shopper)
  return {
    phone: profile.consumerDetails.phone ?? '',
    mask: phoneMaskFor(site.country, site.region),
    title: getI18n(context).t('meta:enrol.mobile'),
  }
}

/** Step 2: the mobile number, saved to the profile (AUT444/AUT442 at the field). */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const t = errorTranslator(shopper.locale.locale)
  requireSignedIn(shopper, request)
  const site = siteRules(shopper)
  const form = await request.formData()
  if (!isIntent(form, ENROLMENT_INTENTS.saveMobile)) return badRequest()
  const submission = parseWithZod(form, { schema: mobileSchema(site) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const dialCode = findCountry(site.country)?.dialCode
  try {
    await updateProfile(shopper.api, {
      consumerDetails: { phone: submission.value.phone, phoneCode: dialCode ? `+${dialCode}` : undefined },
    })
  } catch (error) {
    return data({ result: submission.reply(upstreamErrors(error, ['phone'], t)) }, { status: 400 })
  }
  throw redirect(stepPath(shopper, 'profile', new URL(request.url).searchParams.get('redirectTo')), 303)
}

export default function MobileStep({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'enrol-mobile',
    lastResult: answerField(actionData, 'result'),
    defaultValue: { phone: loaderData.phone },
  })
  return (
    <EnrolStep number={2} title={t('enrol.mobile.title')} intro={t('enrol.mobile.intro')}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <p className="text-sm text-gray-700">{t('signUp.phoneHint', { mask: loaderData.mask })}</p>
        <TextField field={fields.phone!} label={t('signUp.phone')} type="tel" autoComplete="tel-national" />
        <div>
          <button
            type="submit"
            name="intent"
            value={ENROLMENT_INTENTS.saveMobile}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('enrol.mobile.submit')}
          </button>
        </div>
      </Form>
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
