import { parseWithZod } from '@conform-to/zod/v4'
import { badRequest } from '#app/platform/http/intent.server.ts'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import {
  appliedTenders,
  athleteBudget,
  athletePreview,
  isRewardMethod,
  profileKinds,
  REWARD_METHODS,
  type AppliedTender,
} from '#app/domain/payments/athlete-rewards.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { isUsableVoucher } from '#app/domain/account/loyalty.ts'
import { athletePayment, rewardsEnabled } from '#app/domain/payments/payment.ts'
import {
  addAthletePayment,
  addLoyaltyPoints,
  addRewardInstrument,
  getRewardInstruments,
} from '#app/features/payments/api/athlete-rewards.server.ts'
import { rememberCart, removePaymentInstrument } from '#app/features/cart/index.server.ts'
import { applyLoyaltyVoucher, loyaltyVouchersOf } from '#app/features/loyalty/index.server.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import type { BillingContext, OfferContext } from '../method-context.server.ts'
import { ATHLETE_REWARDS_INTENTS } from './intents.ts'
import { ApplyRewardSchema, ApplyVoucherSchema, RemoveTenderSchema } from './schema.ts'

/**
 * Athlete payment and the loyalty rewards on the billing step (ATHLETES_PAYMENT, LOYALTY_POINTS,
 * REWARD_CODE, REWARD_CARD; CHK-010..CHK-013, ACCT-021), and the loyalty vouchers that take money off
 * the cart before them (CHK-023).
 */

/** An upstream call whose failure only hides an offer: an API error answers `fallback`. */
function orElse<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    if (!isApiError(error)) throw error
    return fallback
  })
}

type RewardOffer = {
  saved: AppliedTender[]
  applied: AppliedTender[]
  /** The member's points, and the points paying on the cart once applied. */
  points: number
  pointsApplied: AppliedTender | null
}

/**
 * What the billing step offers a signed-in shopper: an athlete sees the athlete payment with what it
 * pays and what it leaves (before or after applying it); a loyalty member sees their points and saved
 * reward codes and cards when rewards are allowed (CHK-011 athlete remaining, CHK-012, CHK-013).
 */
async function athleteRewardsOffer(shopper: Shopper, cart: Cart) {
  if (!isSignedIn(shopper)) return { athlete: null, rewardOffer: null }
  const tenders = appliedTenders(cart.paymentInstruments)
  const onCart = athletePayment(cart.paymentInstruments)
  const [profile, loyalty] = await Promise.all([
    orElse(getProfile(shopper.api), null),
    orElse(loyaltyVouchersOf(shopper), null),
  ])
  // ACCT-048: only an athlete profile has an athlete budget to offer.
  const budget = profileKinds(profile).athlete ? athleteBudget(profile) : null
  const instrument = tenders.find((t) => t.method === 'ATHLETES_PAYMENT')
  const athlete = onCart
    ? { instrumentId: instrument?.id ?? null, budget, ...onCart }
    : budget !== null && budget > 0
      ? {
          instrumentId: null,
          budget,
          ...athletePreview(budget, cart.totals.remainingToPay ?? cart.totals.total),
        }
      : null
  let rewardOffer: RewardOffer | null = null
  const allowed =
    loyalty &&
    rewardsEnabled({
      points: loyalty.currentLoyaltyPoints,
      locale: shopper.locale.locale,
      athleteRemaining: onCart?.remainingAmount,
    })
  if (allowed) {
    const lists = await Promise.all(
      REWARD_METHODS.map((method) => orElse(getRewardInstruments(shopper.api, method), [])),
    )
    const applied = tenders.filter((t) => isRewardMethod(t.method))
    const saved = appliedTenders(lists.flat()).filter(
      (s) => !applied.some((a) => a.method === s.method && a.label === s.label),
    )
    rewardOffer = {
      saved,
      applied,
      points: loyalty.currentLoyaltyPoints,
      pointsApplied: tenders.find((t) => t.method === 'LOYALTY_POINTS') ?? null,
    }
  }
  return { athlete, rewardOffer }
}

/**
 * The loyalty rewards a signed-in member can use on this cart (CHK-012, CHK-013, CHK-023): none for
 * guests, non-members, unconfirmed members or under the locale's minimum points.
 */
async function loyaltyRewards(shopper: Shopper, cart: Cart) {
  if (!isSignedIn(shopper)) return null
  try {
    const loyalty = await loyaltyVouchersOf(shopper)
    const points = loyalty.currentLoyaltyPoints
    if (!rewardsEnabled({ points, locale: shopper.locale.locale })) return null
    const vouchers = loyalty.applicableLoyaltyVouchers
      .filter((v) => isUsableVoucher(v, points))
      .map((v) => ({ id: v.id, points: v.points, amount: v.amountInCurrency }))
    return vouchers.length ? { points, vouchers, applied: cart.appliedLoyaltyVoucher ?? null } : null
  } catch (error) {
    if (!isApiError(error)) throw error
    return null
  }
}

/** The billing step's part: the vouchers, then the athlete payment and the reward offer. */
export async function athleteRewardsBilling({ shopper, cart }: OfferContext) {
  const [rewards, offer] = await Promise.all([
    loyaltyRewards(shopper, cart),
    athleteRewardsOffer(shopper, cart),
  ])
  return { rewards, ...offer }
}

/** CHK-023: applies a voucher; REW codes (REW401, REW130, REW135, REW140) show at the top (CHK-012, CHK-014). */
async function applyVoucher(shopper: Shopper, basketId: string, form: FormData, t: TFunction) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const submission = parseWithZod(form, { schema: ApplyVoucherSchema })
  if (submission.status !== 'success') return badRequest('Bad request')
  try {
    rememberCart(shopper, await applyLoyaltyVoucher(shopper.api, basketId, submission.value.voucherId))
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.session.flash('checkoutNotice', {
      type: 'error',
      message: errorMessage(error.errorId, error.message, t),
    })
    return redirect(billing, 303)
  }
  return redirectWithToast(billing, { type: 'success', title: t('rewards.appliedToast', { ns: 'tenders' }) })
}

/**
 * The billing step's athlete payment, reward and voucher posts (ATHLETE_REWARDS_INTENTS; CHK-010,
 * ACCT-040, CHK-023) for the session's cart; upstream errors show at the top of the step.
 */
export async function athleteRewardsAction(
  intent: (typeof ATHLETE_REWARDS_INTENTS)[keyof typeof ATHLETE_REWARDS_INTENTS],
  { form, shopper, t, basketId: basket }: BillingContext,
) {
  const basketId = basket()
  if (intent === ATHLETE_REWARDS_INTENTS.applyVoucher) return applyVoucher(shopper, basketId, form, t)
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const fields = Object.fromEntries(form)
  let toast: string
  try {
    switch (intent) {
      case ATHLETE_REWARDS_INTENTS.applyAthletePayment:
        rememberCart(shopper, await addAthletePayment(shopper.api, basketId))
        toast = 'athlete.applied'
        break
      case ATHLETE_REWARDS_INTENTS.applyPoints:
        rememberCart(shopper, await addLoyaltyPoints(shopper.api, basketId))
        toast = 'rewardInstruments.pointsApplied'
        break
      case ATHLETE_REWARDS_INTENTS.applyReward: {
        const reward = ApplyRewardSchema.safeParse(fields)
        if (!reward.success) return badRequest('Bad request')
        rememberCart(shopper, await addRewardInstrument(shopper.api, basketId, reward.data))
        toast = 'rewardInstruments.applied'
        break
      }
      case ATHLETE_REWARDS_INTENTS.removeTender: {
        const removal = RemoveTenderSchema.safeParse(fields)
        if (!removal.success) return badRequest('Bad request')
        const cart = await removePaymentInstrument(shopper.api, basketId, removal.data.instrumentId)
        rememberCart(shopper, cart)
        const method = form.get('method')
        toast =
          method === 'ATHLETES_PAYMENT'
            ? 'athlete.removed'
            : method === 'LOYALTY_POINTS'
              ? 'rewardInstruments.pointsRemoved'
              : 'rewardInstruments.removed'
        break
      }
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.session.flash('checkoutNotice', {
      type: 'error',
      message: errorMessage(error.errorId, error.message, t),
    })
    return redirect(billing, 303)
  }
  return redirectWithToast(billing, { type: 'success', title: t(toast, { ns: 'tenders' }) })
}
