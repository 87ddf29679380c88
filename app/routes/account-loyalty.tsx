import { getShopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { loyaltyPage } from '#app/features/loyalty/loyalty-page.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'
import { accountLoyaltyPath } from '#app/domain/paths/self-service-paths.ts'
import { LoyaltyPage } from '#app/features/loyalty/ui/loyalty-page.tsx'
import type { Route } from './+types/account-loyalty'

/**
 * The shopper's Loyalty (ACCT-037…040): a member's points, vouchers and the welcome offer; a
 * non-member is invited to join (ACCT-041). Signed-in only (AUTH-036), never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const page = await loyaltyPage(shopper)
  return {
    ...page,
    promo: page.promo && {
      ...page.promo,
      validUntil: page.promo.validUntil ? formatDisplayDate(page.promo.validUntil, locale) : null,
    },
    locale,
    currency: shopper.api.currency,
    /** Where joining starts without JavaScript: the profile step, or the mobile step first (ACCT-046). */
    join: page.joinStep
      ? {
          path: enrolPath(locale, page.joinStep, accountLoyaltyPath(locale)),
          dialog: page.joinStep === 'profile',
        }
      : null,
    title: getI18n(context).t('meta:account.loyalty'),
  }
}

export default function AccountLoyalty({ loaderData }: Route.ComponentProps) {
  return <LoyaltyPage {...loaderData} />
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
