/**
 * Coupon codes the cart accepts. Amounts are percentages or flags, so one definition serves every
 * currency.
 */

export type CouponEffect = { kind: 'percentOffOrder'; percent: number } | { kind: 'freeStandardShipping' }

export interface Coupon {
  code: string
  promotionId: string
  promotionName: string
  calloutMessage: string
  level: 'ORDER' | 'SHIPPING'
  effect: CouponEffect
  /** An expired code is known but answers PRM155. */
  expired?: boolean
}

export const COUPONS: readonly Coupon[] = [
  {
    code: 'WELCOME10',
    promotionId: 'PROMO-WELCOME10',
    promotionName: 'Welcome offer',
    calloutMessage: '10% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 10 },
  },
  {
    code: 'FREESHIP',
    promotionId: 'PROMO-FREESHIP',
    promotionName: 'Free standard shipping',
    calloutMessage: 'Free standard shipping',
    level: 'SHIPPING',
    effect: { kind: 'freeStandardShipping' },
  },
  {
    code: 'EXPIRED',
    promotionId: 'PROMO-EXPIRED',
    promotionName: 'Last season',
    calloutMessage: '20% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 20 },
    expired: true,
  },
]

/** The coupon for a code as a shopper typed it (case and surrounding spaces ignored). */
export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase()
  return COUPONS.find((c) => c.code === wanted)
}
