import { addressRulesFor } from '#app/features/addresses/address-rules.server.ts'
import { serverNow } from '#app/features/identity/server-time.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { LoyaltySignUpForm } from '#app/features/loyalty/ui/loyalty-sign-up-form.tsx'
import { useTranslation } from '#app/locales/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { missingEnrolmentFields } from '#app/domain/identity/enrolment.ts'
import {
  enrolInLoyalty,
  lookupConsumer,
  updateProfile,
} from '#app/features/customers/api/consumers.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { profileStepSchema } from '#app/features/enrolment/schemas/enrolment.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import {
  profileForStep,
  siteRules,
  stepPath,
  upstreamErrors,
} from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-profile'
import { getI18n } from '#app/i18next.server.ts'
import { accountPath } from '#app/domain/paths/paths.ts'
import { ENROLMENT_INTENTS } from '#app/features/enrolment/intents.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { toastCookie } from '#app/sessions.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'

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
  const t = errorTranslator(shopper.locale.locale)
  requireSignedIn(shopper, request)
  const complete = isCompleteProfile(request)
  const site = siteRules(shopper)
  const formData = await request.formData()
  if (!isIntent(formData, ENROLMENT_INTENTS.saveProfile)) return badRequest()
  const [now, rules] = await Promise.all([serverNow(shopper), addressRulesFor(shopper)])
  const withPhone = formData.has('phone')
  const schema = profileStepSchema({ ...site, now, withPhone, postalCodeRule: rules.postalCode })
  const submission = parseWithZod(formData, { schema })
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
    return data({ result: submission.reply(upstreamErrors(error, fields, t)) }, { status: 400 })
  }
  // ACCT-041: the loyalty sign-up dialog shows the answer in place; the page goes on to the next step.
  if (!complete && isEnhancedPost(formData)) {
    const toast = { type: 'success' as const, title: getI18n(context).t('identity:loyalty.join.joined') }
    return data({ joined: true as const }, { headers: { 'Set-Cookie': toastCookie(toast) } })
  }
  const success = stepPath(shopper, 'success', redirectTo)
  if (complete) throw redirect(safeRedirect(redirectTo, accountPath(shopper.locale.locale)), 303)
  throw redirect(site.interests.enabled ? stepPath(shopper, 'interests', success) : success, 303)
}

export default function ProfileStep({ loaderData }: Route.ComponentProps) {
  const { complete } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const copy = complete ? 'enrol.completeProfile' : 'enrol.profile'
  return (
    <EnrolStep number={complete ? undefined : 3} title={t(`${copy}.title`)} intro={t(`${copy}.intro`)}>
      <LoyaltySignUpForm
        id="enrol-profile"
        setup={loaderData}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
        submitLabel={t(`${copy}.submit`)}
        submitting={navigation.state === 'submitting'}
      />
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
