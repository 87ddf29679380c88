import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { SignOutForm } from '#app/features/identity/ui/sign-out-form.tsx'
import { WelcomeLink } from '#app/features/loyalty/ui/welcome-link.tsx'
import { getShopper } from '#app/context.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { accountHomeProfile } from '#app/features/account/account-home.server.ts'
import { AccountSummary } from '#app/features/account/ui/account-summary.tsx'
import type { Route } from './+types/account'
import { getI18n } from '#app/i18next.server.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'
import { accountRegistrations } from '#app/features/events/registrations.server.ts'
import { AccountEvents } from '#app/features/events/ui/account-events.tsx'

/**
 * The account home for a registered shopper (AUTH-036): a guest is sent to sign in. It shows the
 * profile's summary, loyalty points, spend banner and partial-enrolment prompt when the profile loads.
 * The profile read also proves the session still holds: a token the service no longer accepts (signed out elsewhere,
 * an old copy of the cookie) signs the shopper out and sends them to sign in (context.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const [summary, content, events] = await Promise.all([
    // Quiet: without the profile the page still serves its links (account-home.server.ts). A session
    // the service no longer accepts throws the sign-in redirect here, and the reads beside it are
    // dropped, not left unhandled.
    accountHomeProfile(shopper),
    // The account's content section (CMS-016); it never fails the page.
    getContentSection(shopper, 'account'),
    // The shopper's event registrations; a failure leaves the section out.
    accountRegistrations(shopper),
  ])
  return {
    locale,
    firstName: summary?.firstName,
    /** Non-members are offered Loyalty (ACCT-042); unknown (no profile) offers nothing. */
    loyaltyMember: summary ? summary.loyaltyMember : true,
    summary,
    content,
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(content?.components),
    events,
    title: getI18n(context).t('meta:account.home'),
  }
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { locale, firstName, loyaltyMember, summary, content, contentHydrates, events } = loaderData
  const { t } = useTranslation(identityNs)
  return (
    <div className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{t('account.title')}</h1>
      <p className="mt-2 text-lg">
        {firstName ? t('account.greeting', { name: firstName }) : t('account.greetingNoName')}
      </p>
      <p className="mt-1 text-sm text-gray-700">{t('account.intro')}</p>
      {summary ? <AccountSummary summary={summary} locale={locale} /> : null}
      {content ? (
        <DeferredBlockList
          blocks={content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-6 flex flex-col gap-6"
          hydrates={contentHydrates}
        />
      ) : null}
      {loyaltyMember ? null : (
        <p className="mt-4">
          <WelcomeLink locale={locale} className="btn-secondary inline-block">
            {t('account.joinLoyalty')}
          </WelcomeLink>
        </p>
      )}
      {events ? <AccountEvents events={events} /> : null}
      <div className="mt-8">
        <SignOutForm locale={locale} label={t('signOut.submit')} />
      </div>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
