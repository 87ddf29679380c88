import { Link } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { profileForStep } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-success'
import { getI18n } from '#app/i18next.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'

/** Step 5: done; the member number when the shopper is in Loyalty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const profile = await profileForStep(shopper, request)
  return {
    memberId: profile.isLoyaltyMember ? (profile.memberId ?? null) : null,
    title: getI18n(context).t('meta:enrol.success'),
    next: safeRedirect(new URL(request.url).searchParams.get('redirectTo'), homePath(shopper.locale.locale)),
  }
}

export default function SuccessStep({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(identityNs)
  return (
    <EnrolStep number={5} title={t('enrol.success.title')} intro={t('enrol.success.intro')}>
      {loaderData.memberId ? <p>{t('enrol.success.member', { memberId: loaderData.memberId })}</p> : null}
      <Link to={loaderData.next} className="btn-primary mt-4 inline-block">
        {t('enrol.success.continue')}
      </Link>
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
