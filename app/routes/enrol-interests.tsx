import { useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { InterestsForm } from '#app/features/enrolment/ui/interests-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { interestsStepAction, interestsStepPage } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-interests'

export async function loader({ request, context }: Route.LoaderArgs) {
  return interestsStepPage(getShopper(context), request, getI18n(context).t)
}

/** Step 4 and the interests dialog's page (ACCT-043): saves preferences.interests, pipe-separated. */
export async function action({ request, context }: Route.ActionArgs) {
  return interestsStepAction(getShopper(context), request, getI18n(context).t)
}

export default function InterestsStep({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  return (
    <EnrolStep number={4} title={t('enrol.interests.title')} intro={t('enrol.interests.intro')}>
      <InterestsForm
        selected={loaderData.selected}
        lastResult={actionData?.result}
        submitting={navigation.state === 'submitting'}
      />
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
