import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { accountProfilePath } from '#app/domain/paths/self-service-paths.ts'
import { formatPoints } from '#app/domain/market/site.ts'
import type { SpendKind } from '#app/domain/account/spend-banner.ts'

export interface AccountSummaryData {
  name: string
  email: string
  loyaltyMember: boolean
  memberSince?: string
  points?: number
  partiallyEnrolled: boolean
  spend: { kind: SpendKind; limitKind: 'cap' | 'credit'; spent: string; limit: string } | null
}

/** ACCT-049 / ACCT-050: the spend the shopper's kind of profile has used of its cap or credit. */
function SpendBanner({ spend }: { spend: NonNullable<AccountSummaryData['spend']> }) {
  const { t } = useTranslation(identityNs)
  return (
    <section
      aria-labelledby="spend-banner"
      data-spend-kind={spend.kind}
      className="mt-6 rounded-md border border-gray-300 bg-gray-50 p-4"
    >
      <h2 id="spend-banner" className="font-semibold">
        {t(`profile.home.spend.title.${spend.kind}`)}
      </h2>
      <p className="mt-1">
        {t(`profile.home.spend.${spend.limitKind}`, { spent: spend.spent, limit: spend.limit })}
      </p>
    </section>
  )
}

/** The account home's profile part: name, email, loyalty status and points, prompts and the banner. */
export function AccountSummary({ summary, locale }: { summary: AccountSummaryData; locale: string }) {
  const { t } = useTranslation(identityNs)
  return (
    <>
      <section aria-labelledby="account-summary" className="mt-6 rounded-md border border-gray-200 p-4">
        <h2 id="account-summary" className="text-lg font-semibold">
          {summary.name || summary.email}
        </h2>
        <p className="text-sm">{summary.email}</p>
        {summary.loyaltyMember && summary.memberSince ? (
          <p className="mt-1 text-sm">{t('profile.home.memberSince', { date: summary.memberSince })}</p>
        ) : null}
        {summary.points !== undefined ? (
          <p className="mt-1 text-sm font-medium">
            {t('profile.home.points', { points: formatPoints(summary.points, locale) })}
          </p>
        ) : null}
        <p className="mt-2">
          <Link to={accountProfilePath(locale)} className="underline">
            {t('profile.home.profileLink')}
          </Link>
        </p>
      </section>
      {summary.partiallyEnrolled ? (
        <p
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
          data-testid="partial-enrolment"
        >
          {t('profile.home.partial')}{' '}
          <Link to={enrolPath(locale)} className="font-medium underline">
            {t('profile.home.partialLink')}
          </Link>
        </p>
      ) : null}
      {summary.spend ? <SpendBanner spend={summary.spend} /> : null}
    </>
  )
}
