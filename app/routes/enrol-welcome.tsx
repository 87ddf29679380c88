import { Link } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { useTranslation } from '#app/locales/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { startStep } from '#app/domain/identity/enrolment.ts'
import { lookupConsumer } from '#app/features/customers/api/consumers.server.ts'
import { profileForStep, stepPath } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-welcome'
import { getI18n } from '#app/i18next.server.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'
import { awaitedLater } from '#app/platform/process/background.server.ts'

/** Step 1: the Loyalty welcome; the lookup says whether this account may join (A39). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  // The Loyalty content (CMS-004 `loyalty-modal`), on this step's page and in its dialog.
  const contentLoading = awaitedLater(getContentSection(shopper, 'loyalty-modal'))
  const profile = await profileForStep(shopper, request)
  const found = await lookupConsumer(shopper.api, profile.consumerDetails.email)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return {
    member: profile.isLoyaltyMember === true,
    eligible: found.loyaltyEligible === true,
    next: stepPath(shopper, startStep({ signedIn: true, phone: profile.consumerDetails.phone }), redirectTo),
    success: stepPath(shopper, 'success', redirectTo),
    content: await contentLoading,
    locale: shopper.locale.locale,
    title: getI18n(context).t('meta:enrol.welcome'),
  }
}

export default function WelcomeStep({ loaderData }: Route.ComponentProps) {
  const { member, eligible, next, success, content, locale } = loaderData
  const { t } = useTranslation(identityNs)
  return (
    <EnrolStep number={1} title={t('enrol.welcome.title')} intro={t('enrol.welcome.intro')}>
      {member ? (
        <p>
          {t('enrol.welcome.member')}{' '}
          <Link to={success} className="font-semibold underline">
            {t('enrol.success.continue')}
          </Link>
        </p>
      ) : eligible ? (
        <Link to={next} className="btn-primary inline-block">
          {t('enrol.welcome.start')}
        </Link>
      ) : (
        <p>{t('enrol.welcome.notEligible')}</p>
      )}
      {content ? (
        <DeferredBlockList
          blocks={content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-6 flex flex-col gap-4"
        />
      ) : null}
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
