import { getFormProps, useForm } from '@conform-to/react'
import { serverNow } from '#app/features/identity/server-time.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/components/enrol-step.tsx'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/components/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { missingEnrolmentFields } from '#app/models/enrolment.ts'
import { enrolInLoyalty, lookupConsumer, updateProfile } from '#app/services/consumers.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { safeRedirect } from '#app/utils/redirect.server.ts'
import { profileStepSchema } from '#app/validation/enrolment.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import {
  profileForStep,
  siteRules,
  stepPath,
  upstreamErrors,
} from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-profile'
import { getI18n } from '#app/i18next.server.ts'
import { accountPath } from '#app/models/paths.ts'
import { ENROLMENT_INTENTS } from '#app/features/enrolment/intents.ts'
import { badRequest, isIntent } from '#app/utils/intent.server.ts'

const isCompleteProfile = (request: Request) => new URL(request.url).pathname.endsWith('/complete-profile')

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [profile, now] = await Promise.all([profileForStep(shopper, request), serverNow(shopper)])
  const site = siteRules(shopper)
  const details = profile.consumerDetails
  const complete = isCompleteProfile(request)
  return {
    complete,
    withPhone: complete && missingEnrolmentFields(details).includes('phone'),
    // AUTH-021: the loyalty sign-up prefills what the profile already knows.
    defaults: {
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      postalCode: details.postalCode ?? '',
      birthDate: details.birthDate ?? '',
    },
    birthDate: { min: site.minBirthDate, max: isoDate(yearsBefore(now, site.minimalAge)) },
    title: getI18n(context).t('meta:enrol.profile'),
  }
}

/**
 * Step 3 (profile) and step 0 (complete profile, non-loyalty). Step 3 of an existing loyalty-eligible
 * member only updates the profile and enrols in Loyalty (AUTH-026, A39): no sign-up call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const complete = isCompleteProfile(request)
  const site = siteRules(shopper)
  const formData = await request.formData()
  if (!isIntent(formData, ENROLMENT_INTENTS.saveProfile)) return badRequest()
  const now = await serverNow(shopper)
  const withPhone = formData.has('phone')
  const submission = parseWithZod(formData, { schema: profileStepSchema({ ...site, now, withPhone }) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  try {
    const profile = await updateProfile(shopper.api, { consumerDetails: submission.value })
    if (!complete && profile) {
      const found = await lookupConsumer(shopper.api, profile.consumerDetails.email)
      if (found.loyaltyEligible) await enrolInLoyalty(shopper.api, { usid: shopper.session.get('sid') ?? '' })
    }
  } catch (error) {
    const fields = ['firstName', 'lastName', 'postalCode', 'birthDate', 'phone']
    return data({ result: submission.reply(upstreamErrors(error, fields)) }, { status: 400 })
  }
  const success = stepPath(shopper, 'success', redirectTo)
  if (complete) throw redirect(safeRedirect(redirectTo, accountPath(shopper.locale.locale)), 303)
  throw redirect(site.interests.enabled ? stepPath(shopper, 'interests', success) : success, 303)
}

export default function ProfileStep({ loaderData }: Route.ComponentProps) {
  const { complete, withPhone, defaults, birthDate } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fieldset] = useForm({
    id: 'enrol-profile',
    lastResult: actionData?.result,
    defaultValue: defaults,
  })
  // The phone field exists only when the profile lacks one (complete profile).
  const fields = fieldset as typeof fieldset & { phone?: (typeof fieldset)['firstName'] }
  const copy = complete ? 'enrol.completeProfile' : 'enrol.profile'
  return (
    <EnrolStep number={complete ? undefined : 3} title={t(`${copy}.title`)} intro={t(`${copy}.intro`)}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.firstName!} label={t('signUp.firstName')} autoComplete="given-name" />
        <TextField field={fields.lastName!} label={t('signUp.lastName')} autoComplete="family-name" />
        <TextField field={fields.postalCode!} label={t('signUp.postalCode')} autoComplete="postal-code" />
        <div>
          <label htmlFor={fields.birthDate!.id} className="text-sm font-medium">
            {t('signUp.birthDate')}
          </label>
          <input
            id={fields.birthDate!.id}
            name={fields.birthDate!.name}
            type="date"
            min={birthDate.min}
            max={birthDate.max}
            defaultValue={String(fields.birthDate!.initialValue ?? '')}
            key={fields.birthDate!.key}
            aria-invalid={fields.birthDate!.errors ? true : undefined}
            aria-describedby={fields.birthDate!.errors ? fields.birthDate!.errorId : undefined}
            autoComplete="bday"
            className="field-input"
          />
          {fields.birthDate!.errors ? (
            <ul id={fields.birthDate!.errorId} className="field-error">
              {fields.birthDate!.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {withPhone ? (
          <TextField field={fields.phone!} label={t('signUp.phone')} type="tel" autoComplete="tel-national" />
        ) : null}
        <div>
          <button
            type="submit"
            name="intent"
            value={ENROLMENT_INTENTS.saveProfile}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t(`${copy}.submit`)}
          </button>
        </div>
      </Form>
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
