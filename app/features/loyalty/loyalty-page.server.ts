import { readProfile } from '#app/features/account/index.server.ts'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { startStep, type EnrolmentStep } from '#app/domain/identity/enrolment.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { shownWelcomePromo, voucherViews, type VoucherView } from '#app/domain/account/loyalty.ts'
import { getLoyaltyVouchers, getWelcomePromo } from '#app/features/loyalty/api/loyalty.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'

/** The loyalty page's data (ACCT-037…039): what a member holds, or an invitation to join. */
export interface LoyaltyPageData {
  /** Null when the profile could not be read: the page then shows only the notice. */
  member: boolean | null
  memberId: string | null
  /** The points balance; null when neither the vouchers nor the profile said. */
  points: number | null
  /** Null when the vouchers call failed: that section is left out (a quiet failure). */
  vouchers: VoucherView[] | null
  promo: ReturnType<typeof shownWelcomePromo>
  /** A catalogue message for the top of the page (ERR-090: CCN404, 4044). */
  notice: string | null
  /** For a non-member: the enrolment step joining starts at (the mobile step when no phone is known). */
  joinStep: EnrolmentStep | null
}

/** A read that may fail without failing the page: an upstream error is logged and becomes `null`. */
async function quietly<T>(shopper: Shopper, what: string, read: Promise<T>) {
  try {
    return { value: await read, error: null }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, `${what} unavailable on the loyalty page`)
    return { value: null, error }
  }
}

/**
 * The three reads run side by side. A non-member's vouchers call is expected to fail (4044) and is
 * ignored; a member's failing vouchers or promotion call hides that section only. The profile decides
 * membership: without it the page says why (CCN404 unknown customer) and shows nothing else.
 */
export async function loyaltyPage(shopper: Shopper): Promise<LoyaltyPageData> {
  const t = errorTranslator(shopper.locale.locale)
  const [profile, vouchers, promo] = await Promise.all([
    // ACCT-001: with the loyalty summary when the flags ask for it, the points when the vouchers fail.
    quietly(shopper, 'profile', readProfile(shopper)),
    quietly(shopper, 'loyalty vouchers', getLoyaltyVouchers(shopper.api)),
    quietly(shopper, 'loyalty welcome promotion', getWelcomePromo(shopper.api)),
  ])
  if (!profile.value) {
    return {
      member: null,
      memberId: null,
      points: null,
      vouchers: null,
      promo: null,
      notice: errorMessage(profile.error?.errorId, profile.error?.message, t),
      joinStep: null,
    }
  }
  const member = profile.value.isLoyaltyMember === true
  const notFound = member && vouchers.error?.errorId === '4044'
  return {
    member,
    memberId: member ? (profile.value.memberId ?? null) : null,
    points: member
      ? (vouchers.value?.currentLoyaltyPoints ?? profile.value.loyaltySummary?.points?.balance ?? null)
      : null,
    vouchers: member && vouchers.value ? voucherViews(vouchers.value) : null,
    promo: shownWelcomePromo(promo.value),
    notice: notFound ? errorMessage('4044', undefined, t) : null,
    joinStep: member ? null : startStep({ signedIn: true, phone: profile.value.consumerDetails.phone }),
  }
}
