import { useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { LoyaltySignUpForm } from '#app/features/loyalty/ui/loyalty-sign-up-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { profileStepAction, profileStepPage } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-profile'
import { getI18n } from '#app/i18next.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return profileStepPage(getShopper(context), request, getI18n(context).t)
}

/**
 * Step 3 (profile) and step 0 (complete profile, non-loyalty). Step 3 of an existing loyalty-eligible
 * member only updates the profile and enrols in Loyalty (AUTH-026, A39): no sign-up call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return profileStepAction(getShopper(context), request, getI18n(context).t)
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
