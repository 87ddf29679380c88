import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LoyaltySignUpForm } from './loyalty-sign-up-form.tsx'
import { usePageData } from '../../../components/page-dialog.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { ProfileStepAction, ProfileStepPage } from '#app/features/enrolment/index.ts'

/**
 * The loyalty sign-up inside a dialog (ACCT-041): the profile step's page (`path`) read through its
 * loader, its form posted to that page's action by a fetcher and answered in place. Once joined, the
 * page behind revalidates (the fetcher's post does that) and shows the member's view.
 */
export function LoyaltySignUpPanel({ path }: { path: string }) {
  const { t } = useTranslation(identityNs)
  const setup = usePageData<ProfileStepPage>(path)
  const post = useFetcher<ProfileStepAction>()
  if (!setup) return <p role="status">{t('signIn.loading')}</p>
  if (post.data && 'joined' in post.data) {
    return (
      <p role="status" className="mt-4 font-semibold">
        {t('loyalty.join.joined')}
      </p>
    )
  }
  return (
    <>
      <p className="mt-1 mb-4 text-sm text-gray-700">{t('loyalty.join.dialogIntro')}</p>
      <LoyaltySignUpForm
        id="loyalty-sign-up"
        setup={setup}
        lastResult={post.data && 'result' in post.data ? post.data.result : undefined}
        submitLabel={t('enrol.profile.submit')}
        submitting={post.state !== 'idle'}
        action={path}
        as={post.Form}
        enhanced
      />
    </>
  )
}
