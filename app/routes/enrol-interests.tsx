import { parseWithZod } from '@conform-to/zod/v4'
import { data, useActionData, useNavigation } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { InterestsForm } from '#app/features/enrolment/ui/interests-form.tsx'
import { useTranslation } from '#app/locales/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { updateProfile } from '#app/features/customers/api/consumers.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { InterestsSchema } from '#app/features/enrolment/schemas/enrolment.ts'
import { parseInterests, serializeInterests } from '#app/domain/account/interests.ts'
import { profileForStep, upstreamErrors } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-interests'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { INTERESTS_INTENTS } from '#app/features/enrolment/intents.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileForStep(getShopper(context), request)
  return {
    selected: parseInterests(profile.preferences?.interests),
    title: getI18n(context).t('meta:enrol.interests'),
  }
}

/** Step 4 and the interests dialog's page (ACCT-043): saves preferences.interests, pipe-separated. */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { t } = getI18n(context)
  const next = safeRedirect(
    new URL(request.url).searchParams.get('redirectTo'),
    enrolPath(shopper.locale.locale, 'success'),
  )
  // The schema is a union over INTERESTS_INTENTS: an unknown intent is refused with 400 like bad input.
  const submission = parseWithZod(await request.formData(), { schema: InterestsSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const value = submission.value
  switch (value.intent) {
    case INTERESTS_INTENTS.skipInterests:
      return redirectWithToast(next, { type: 'info', title: t('enrol.profileSaved', { ns: 'identity' }) })
    case INTERESTS_INTENTS.saveInterests:
      try {
        // ACCT-004: nothing picked sends no update.
        await updateProfile(shopper.api, { preferences: { interests: serializeInterests(value.interests) } })
      } catch (error) {
        return data({ result: submission.reply(upstreamErrors(error, [], t)) }, { status: 400 })
      }
      return redirectWithToast(next, {
        type: 'success',
        title: t('enrol.interests.saved', { ns: 'identity' }),
      })
  }
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
