import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'

export interface ProfileSummaryData {
  name: string
  email: string
  phone: string
  memberSince: string
  memberId: string
  loyaltyMember: boolean
}

/** The profile as the service last saved it (ACCT-005: it changes only after a successful update). */
export function ProfileSummary({ summary }: { summary: ProfileSummaryData }) {
  const { t } = useTranslation(identityNs)
  const none = t('profile.summary.none')
  return (
    <section aria-labelledby="profile-summary" className="mt-6 rounded-md border border-gray-200 p-4">
      <h2 id="profile-summary" className="text-lg font-semibold">
        {t('profile.summary.title')}
      </h2>
      <dl
        className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] break-words gap-x-4 gap-y-1 text-sm"
        data-testid="profile-summary"
      >
        <dt className="font-medium">{t('profile.summary.name')}</dt>
        <dd>{summary.name || none}</dd>
        <dt className="font-medium">{t('profile.summary.email')}</dt>
        <dd>{summary.email || none}</dd>
        <dt className="font-medium">{t('profile.summary.phone')}</dt>
        <dd>{summary.phone || none}</dd>
      </dl>
      <p className="mt-2 text-sm">
        {summary.loyaltyMember && summary.memberSince
          ? t('profile.summary.memberSince', { date: summary.memberSince })
          : summary.loyaltyMember
            ? t('profile.summary.memberId', { id: summary.memberId })
            : t('profile.summary.notMember')}
      </p>
    </section>
  )
}
