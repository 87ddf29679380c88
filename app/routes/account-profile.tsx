import { useActionData } from 'react-router'
import { ProfileDetailsForm } from '#app/features/account/ui/profile-details-form.tsx'
import {
  DataRequestSection,
  EmailSection,
  NotificationsSection,
  SmsSection,
} from '#app/features/account/ui/profile-settings.tsx'
import { ProfileSummary } from '#app/features/account/ui/profile-summary.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { PROFILE_INTENTS, type ProfileIntent } from '#app/features/account/intents.ts'
import { profileAction } from '#app/features/account/profile-actions.server.ts'
import { profileOrNull, profileSiteRules } from '#app/features/account/profile-load.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { serverNow } from '#app/features/identity/server-time.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { smsState } from '#app/domain/account/profile-rules.ts'
import { getSmsSubscription } from '#app/features/customers/api/consumer-profile.server.ts'
import { parseInterests } from '#app/domain/account/interests.ts'
import { displayPhone } from '#app/validation/phone.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import type { Route } from './+types/account-profile'

/**
 * The shopper's profile (000 §3 User profile, §7 Consumer): details and preferences (ACCT-002), the
 * email change, the SMS subscription (ACCT-010…012), notification settings (ACCT-034) and the data
 * request (ACCT-033). A consumer without a profile (PRO404, ERR-086) is offered to create it (ACCT-003).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const [profile, now, sms] = await Promise.all([
    profileOrNull(shopper),
    serverNow(shopper),
    // The SMS section says nothing rather than fail the page.
    getSmsSubscription(shopper.api).catch((error: unknown) => {
      if (!isApiError(error)) throw error
      shopper.logger.warn({ err: error }, 'SMS subscription unavailable on the profile page')
      return undefined
    }),
  ])
  const site = profileSiteRules(shopper, now)
  const details = profile?.consumerDetails
  // The phone as the shopper reads it, in the market's national format (the metadata stays here).
  const phone =
    displayPhone(details?.phone ?? undefined, shopper.locale.site.country, details?.phoneCode ?? undefined) ??
    ''
  return {
    locale,
    missing: profile === null,
    summary: {
      name: [details?.firstName, details?.lastName].filter(Boolean).join(' '),
      email: details?.email ?? '',
      phone,
      memberSince: profile?.loyaltyOptInDate
        ? formatDisplayDate(profile.loyaltyOptInDate.slice(0, 10), locale)
        : '',
      memberId: profile?.memberId ?? '',
      loyaltyMember: profile?.isLoyaltyMember === true,
    },
    defaults: {
      firstName: details?.firstName ?? '',
      lastName: details?.lastName ?? '',
      phone,
      postalCode: details?.postalCode ?? '',
      birthDate: details?.birthDate ?? '',
      gender: details?.gender ?? '',
      interests: parseInterests(profile?.preferences?.interests),
      preferredShoeSize: profile?.preferences?.preferredShoeSize ?? '',
    },
    birthDate: { min: site.minBirthDate, max: isoDate(yearsBefore(now, site.minimalAge)) },
    sms: sms === undefined ? null : smsState(sms),
    notifications: {
      orderUpdatesByEmail: profile?.notificationSettings?.orderUpdatesByEmail ?? true,
      orderUpdatesBySms: profile?.notificationSettings?.orderUpdatesBySms ?? false,
    },
    title: getI18n(context).t('meta:account.profile'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  return profileAction(request, shopper, getI18n(context).t)
}

export default function AccountProfilePage({ loaderData }: Route.ComponentProps) {
  const { locale, missing, summary, defaults, birthDate, sms, notifications } = loaderData
  const { t } = useTranslation(identityNs)
  const actionData = useActionData<typeof action>()
  const resultOf = (...forms: ProfileIntent[]) =>
    actionData && 'form' in actionData && forms.includes(actionData.form) ? actionData.result : undefined
  const details = resultOf(PROFILE_INTENTS.saveProfile, PROFILE_INTENTS.createProfile)
  return (
    <div className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
      {missing ? (
        <section aria-labelledby="profile-create" className="mt-6">
          <h2 id="profile-create" className="text-xl font-semibold">
            {t('profile.create.title')}
          </h2>
          <p className="mt-2 text-sm">{t('profile.create.intro')}</p>
          <div className="mt-4">
            <ProfileDetailsForm create defaults={defaults} birthDate={birthDate} lastResult={details} />
          </div>
        </section>
      ) : (
        <>
          <ProfileSummary summary={summary} />
          <section aria-labelledby="profile-details-title" className="mt-8">
            <h2 id="profile-details-title" className="text-xl font-semibold">
              {t('profile.details.title')}
            </h2>
            <div className="mt-4">
              <ProfileDetailsForm
                create={false}
                defaults={defaults}
                birthDate={birthDate}
                lastResult={details}
              />
            </div>
          </section>
          <EmailSection
            email={summary.email}
            locale={locale}
            lastResult={resultOf(PROFILE_INTENTS.changeEmail)}
          />
          {sms ? (
            <SmsSection
              state={sms}
              phone={summary.phone}
              lastResult={resultOf(PROFILE_INTENTS.smsSubscribe, PROFILE_INTENTS.smsUnsubscribe)}
            />
          ) : null}
          <NotificationsSection
            settings={notifications}
            lastResult={resultOf(PROFILE_INTENTS.saveNotifications)}
          />
          <DataRequestSection email={summary.email} lastResult={resultOf(PROFILE_INTENTS.requestData)} />
        </>
      )}
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
