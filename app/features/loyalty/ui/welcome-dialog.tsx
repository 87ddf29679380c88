import { useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PageDialog, usePageData } from '#app/components/page-dialog.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { WelcomeStepPage } from '#app/features/enrolment/index.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { LoyaltySignUpPanel } from './loyalty-sign-up-panel.tsx'

/**
 * ACCT-042: the Loyalty welcome as a dialog, opened from the account page's "Join Loyalty" link. It
 * shows what the welcome step's page shows (member, eligible, not eligible), from that page's loader.
 * "Get started" turns it into the loyalty sign-up (ACCT-041) when joining starts at the profile step;
 * otherwise (no phone yet) it goes on to the enrolment steps' pages.
 */
export default function WelcomeDialog({ locale, onClose }: { locale: string; onClose: () => void }) {
  const { t } = useTranslation(identityNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const data = usePageData<WelcomeStepPage>(enrolPath(locale, 'welcome'))
  const [joining, setJoining] = useState(false)
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!data || new URL(data.next, 'http://x').pathname !== enrolPath(locale, 'profile')) return
    event.preventDefault()
    setJoining(true)
  }
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="welcome-dialog-title"
      title={t('enrol.welcome.title')}
      onClose={onClose}
    >
      <p className="mt-1 text-sm text-gray-700">{t('enrol.welcome.intro')}</p>
      {joining && data ? <LoyaltySignUpPanel path={data.next} /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {joining ? null : !data ? (
          <p role="status">{t('signIn.loading')}</p>
        ) : data.member ? (
          <p>
            {t('enrol.welcome.member')}{' '}
            <Link to={data.success} className="font-semibold underline">
              {t('enrol.success.continue')}
            </Link>
          </p>
        ) : data.eligible ? (
          <Link to={data.next} className="btn-primary inline-block" onClick={start}>
            {t('enrol.welcome.start')}
          </Link>
        ) : (
          <p>{t('enrol.welcome.notEligible')}</p>
        )}
        <button type="button" className="underline" onClick={() => dialog.current?.close()}>
          {t('enrol.welcome.close')}
        </button>
      </div>
      {data?.content ? (
        <DeferredBlockList
          blocks={data.content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-6 flex flex-col gap-4 text-sm"
        />
      ) : null}
    </PageDialog>
  )
}
