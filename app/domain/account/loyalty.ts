import { z } from 'zod'

/**
 * Loyalty data (000 §3 Loyalty, ACCT-039): the member's current points and the vouchers they may
 * turn points into, each with its points cost, its amount in the site's currency, and whether it is
 * available and whether the member is eligible for it.
 */

export const LoyaltyVoucherSchema = z.looseObject({
  id: z.string(),
  points: z.number(),
  amountInCurrency: z.number(),
  available: z.boolean().default(true),
  eligible: z.boolean().default(true),
})
export type LoyaltyVoucher = z.infer<typeof LoyaltyVoucherSchema>

export const LoyaltyVouchersSchema = z.looseObject({
  currentLoyaltyPoints: z.number().default(0),
  applicableLoyaltyVouchers: z.array(LoyaltyVoucherSchema).default([]),
})
export type LoyaltyVouchers = z.infer<typeof LoyaltyVouchersSchema>

/**
 * GET …/loyalty/promo/welcome (ACCT-037). The spec names the call but not its body: the fields read
 * here are decision 034's reading; unknown fields pass, and an answer without a title is no promotion.
 */
export const WelcomePromoSchema = z.looseObject({
  promotionId: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  validUntil: z.string().optional(),
})
export type WelcomePromo = z.infer<typeof WelcomePromoSchema>

/**
 * What a member can do with a voucher now: use it, or why not. A voucher the member is not eligible
 * for says so first, then one that is not available, then one that costs more points than they have.
 */
export type VoucherState = 'usable' | 'notEligible' | 'unavailable' | 'needsPoints'

/** The state of one voucher for a member holding `points`. */
export function voucherState(
  voucher: Pick<LoyaltyVoucher, 'points' | 'available' | 'eligible'>,
  points: number,
) {
  if (!voucher.eligible) return 'notEligible' satisfies VoucherState
  if (!voucher.available) return 'unavailable' satisfies VoucherState
  if (voucher.points > points) return 'needsPoints' satisfies VoucherState
  return 'usable' satisfies VoucherState
}

/** True when a member holding `points` can use the voucher now (billing offers only these, CHK-023). */
export function isUsableVoucher(
  voucher: Pick<LoyaltyVoucher, 'points' | 'available' | 'eligible'>,
  points: number,
) {
  return voucherState(voucher, points) === 'usable'
}

/** A voucher as the loyalty page shows it. */
export interface VoucherView {
  id: string
  points: number
  amount: number
  state: VoucherState
  /** Points still missing for a voucher in state `needsPoints`; 0 otherwise. */
  missingPoints: number
}

/** The vouchers as the page lists them: usable ones first, then by points cost. */
export function voucherViews(loyalty: LoyaltyVouchers): VoucherView[] {
  const points = loyalty.currentLoyaltyPoints
  const views = loyalty.applicableLoyaltyVouchers.map((v) => {
    const state: VoucherState = voucherState(v, points)
    return {
      id: v.id,
      points: v.points,
      amount: v.amountInCurrency,
      state,
      missingPoints: state === 'needsPoints' ? v.points - points : 0,
    }
  })
  const rank = (v: VoucherView) => (v.state === 'usable' ? 0 : 1)
  return views.sort((a, b) => rank(a) - rank(b) || a.points - b.points)
}

/** The welcome promotion worth showing: one with a title; anything else is none. */
export function shownWelcomePromo(promo: WelcomePromo | null | undefined) {
  if (!promo?.title) return null
  return { title: promo.title, description: promo.description ?? null, validUntil: promo.validUntil ?? null }
}
