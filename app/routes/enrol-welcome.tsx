import { Link } from 'react-router'
import { EnrolStep } from '#app/features/enrolment/ui/enrol-step.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { welcomeStepPage } from '#app/features/enrolment/enrolment.server.ts'
import type { Route } from './+types/enrol-welcome'
import { getI18n } from '#app/i18next.server.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'

/** Step 1: the Loyalty welcome; the lookup says whether this account may join (A39). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await welcomeStepPage(getShopper(context), request, getI18n(context).t)
  // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
  return { ...page, contentHydrates: hasInteractiveBlock(page.content?.components) }
}

export default function WelcomeStep({ loaderData }: Route.ComponentProps) {
  const { member, eligible, next, success, content, contentHydrates, locale } = loaderData
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
          hydrates={contentHydrates}
        />
      ) : null}
    </EnrolStep>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
