import { badRequest } from '#app/utils/intent.server.ts'
import { BILLING_INTENTS } from './billing-intents.ts'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import {
  appliedTenders,
  athleteBudget,
  athletePreview,
  isRewardMethod,
  profileKinds,
  REWARD_METHODS,
  type AppliedTender,
} from '#app/models/athlete-rewards.ts'
import type { Cart } from '#app/models/cart.ts'
import { errorMessage } from '#app/models/errors.ts'
import { athletePayment, rewardsEnabled } from '#app/models/payment.ts'
import {
  addAthletePayment,
  addLoyaltyPoints,
  addRewardInstrument,
  getRewardInstruments,
} from '#app/services/athlete-rewards.server.ts'
import { rememberCart } from '#app/features/cart/index.server.ts'
import { removePaymentInstrument } from '#app/services/checkout.server.ts'
import { loyaltyVouchersOf } from '#app/features/loyalty/index.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { getProfile } from '#app/services/consumers.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'
import { checkoutPath } from '#app/models/paths.ts'

/** Athlete payment and loyalty reward codes and cards on the billing step (CHK-010, CHK-011, ACCT-021). */

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
export async function athleteRewardsOffer(shopper: Shopper, cart: Cart) {
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

const ApplyRewardSchema = z.object({
  method: z.enum(REWARD_METHODS),
  rewardInstrumentId: z.string().min(1),
})
const RemoveTenderSchema = z.object({ instrumentId: z.string().min(1) })

/** The billing step's athlete payment and reward posts (CHK-010, ACCT-040). */
export type AthleteRewardIntent =
  | typeof BILLING_INTENTS.applyAthletePayment
  | typeof BILLING_INTENTS.applyPoints
  | typeof BILLING_INTENTS.applyReward
  | typeof BILLING_INTENTS.removeTender

/** The billing step's athlete and reward posts; upstream errors show at the top of the step. */
export async function athleteRewardsAction(
  shopper: Shopper,
  basketId: string,
  intent: AthleteRewardIntent,
  form: FormData,
  t: TFunction,
) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const fields = Object.fromEntries(form)
  let toast: string
  try {
    switch (intent) {
      case BILLING_INTENTS.applyAthletePayment:
        rememberCart(shopper, await addAthletePayment(shopper.api, basketId))
        toast = 'athlete.applied'
        break
      case BILLING_INTENTS.applyPoints:
        rememberCart(shopper, await addLoyaltyPoints(shopper.api, basketId))
        toast = 'rewardInstruments.pointsApplied'
        break
      case BILLING_INTENTS.applyReward: {
        const reward = ApplyRewardSchema.safeParse(fields)
        if (!reward.success) return badRequest('Bad request')
        rememberCart(shopper, await addRewardInstrument(shopper.api, basketId, reward.data))
        toast = 'rewardInstruments.applied'
        break
      }
      case BILLING_INTENTS.removeTender: {
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
  return redirectWithToast(billing, { type: 'success', title: t(toast, { ns: 'checkout' }) })
}
