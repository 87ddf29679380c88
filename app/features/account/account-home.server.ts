import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { ConsumerProfile } from '#app/domain/account/consumer-profile.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { isPartiallyEnrolled } from '#app/domain/identity/enrolment.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { spendBanner } from '#app/domain/account/spend-banner.ts'
import { readProfile } from './profile-load.server.ts'

/**
 * What the account home shows of the profile: the summary, the loyalty points (ACCT-001), the
 * partially-enrolled prompt (ACCT-047) and the spend banner (ACCT-049, ACCT-050). Null when the profile
 * call fails: the page still serves its links.
 */
export async function accountHomeProfile(shopper: Shopper) {
  let profile: ConsumerProfile
  try {
    profile = await readProfile(shopper)
  } catch (error) {
    // A session the service no longer accepts has already sent the shopper to sign in (context.server.ts).
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'profile unavailable on the account page')
    return null
  }
  const { locale, site } = shopper.locale
  const details = profile.consumerDetails
  const banner = spendBanner(profile)
  const money = (amount: number) => formatMoney(amount, site.currency, locale)
  return {
    firstName: details.firstName ?? undefined,
    name: [details.firstName, details.lastName].filter(Boolean).join(' '),
    email: details.email,
    loyaltyMember: profile.isLoyaltyMember === true,
    memberSince: profile.loyaltyOptInDate
      ? formatDisplayDate(profile.loyaltyOptInDate.slice(0, 10), locale)
      : undefined,
    points: profile.loyaltySummary?.points?.balance,
    partiallyEnrolled: isPartiallyEnrolled(details),
    spend: banner
      ? {
          kind: banner.kind,
          limitKind: banner.limitKind,
          spent: money(banner.currentSpend),
          limit: money(banner.limit),
        }
      : null,
  }
}
