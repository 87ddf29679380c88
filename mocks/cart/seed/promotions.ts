import { freeShippingThresholdOfCart } from '#app/domain/money/free-shipping.ts'
import { findProduct } from '../../catalog/seed/catalog.ts'

/**
 * Promotions and coupon codes the cart applies. Percentages and flags serve every currency; amounts are
 * given per currency in cents.
 *
 * Coupon rules (PUT /cart/v1/coupon answers, in this order):
 * - a code that is not 3–20 letters, digits or dashes: PRM160 (invalid)
 * - an unknown code: PRM130 (invalid)
 * - an expired code: PRM155; one whose start date is ahead: PRM135 (not available now)
 * - a single-use code already redeemed: PRM150; a code whose usage limit is used up: PRM140
 * - the same code twice: PRM416 (already applied)
 * - a second exclusive order-level code (codes of one level do not stack): PRM175 (failure)
 */

type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR'

export type CouponEffect =
  | { kind: 'percentOffOrder'; percent: number }
  | { kind: 'freeStandardShipping' }
  /** Percent off the lines of products in a category (PRODUCT level). */
  | { kind: 'percentOffCategory'; percent: number; categoryId: string }

export interface Coupon {
  code: string
  promotionId: string
  campaignId: string
  promotionName: string
  calloutMessage: string
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING'
  effect: CouponEffect
  /** An expired code is known but answers PRM155. */
  expired?: boolean
  /** ISO date the code starts to work; before it the code answers PRM135. */
  startsAt?: string
  /** Redeemed already (a single-use code): PRM150. */
  redeemed?: boolean
  /** Redemptions allowed and already made; when used up the code answers PRM140. */
  usage?: { limit: number; used: number }
  /** Only one exclusive code per level. */
  exclusive?: boolean
}

export const COUPONS: readonly Coupon[] = [
  {
    code: 'WELCOME10',
    promotionId: 'PROMO-WELCOME10',
    campaignId: 'CMP-WELCOME',
    promotionName: 'Welcome offer',
    calloutMessage: '10% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 10 },
    exclusive: true,
  },
  {
    code: 'SAVE15',
    promotionId: 'PROMO-SAVE15',
    campaignId: 'CMP-SEASON',
    promotionName: 'Season sale',
    calloutMessage: '15% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 15 },
    exclusive: true,
  },
  {
    code: 'FREESHIP',
    promotionId: 'PROMO-FREESHIP',
    campaignId: 'CMP-SHIPPING',
    promotionName: 'Free standard shipping',
    calloutMessage: 'Free standard shipping',
    level: 'SHIPPING',
    effect: { kind: 'freeStandardShipping' },
  },
  {
    code: 'RUN20',
    promotionId: 'PROMO-RUN20',
    campaignId: 'CMP-RUNNING',
    promotionName: 'Running shoes 20% off',
    calloutMessage: '20% off running shoes',
    level: 'PRODUCT',
    effect: { kind: 'percentOffCategory', percent: 20, categoryId: '1010' },
  },
  {
    code: 'EXPIRED',
    promotionId: 'PROMO-EXPIRED',
    campaignId: 'CMP-LAST-SEASON',
    promotionName: 'Last season',
    calloutMessage: '20% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 20 },
    expired: true,
  },
  {
    code: 'NEXTYEAR',
    promotionId: 'PROMO-NEXTYEAR',
    campaignId: 'CMP-NEXT',
    promotionName: 'Next year',
    calloutMessage: '25% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 25 },
    startsAt: '2999-01-01T00:00:00Z',
  },
  {
    code: 'THANKYOU',
    promotionId: 'PROMO-THANKYOU',
    campaignId: 'CMP-THANKS',
    promotionName: 'Thank you',
    calloutMessage: '5% off your order',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 5 },
    redeemed: true,
  },
  {
    code: 'FIRST100',
    promotionId: 'PROMO-FIRST100',
    campaignId: 'CMP-LAUNCH',
    promotionName: 'Launch offer',
    calloutMessage: '30% off for the first 100 orders',
    level: 'ORDER',
    effect: { kind: 'percentOffOrder', percent: 30 },
    usage: { limit: 100, used: 100 },
  },
]

/** The shape a shopper may type; anything else is PRM160. */
export const COUPON_PATTERN = /^[A-Z0-9-]{3,20}$/

/** The code as the cart keeps it (case and surrounding spaces ignored). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase()
}

/** The coupon for a code as a shopper typed it. */
export function findCoupon(code: string): Coupon | undefined {
  const wanted = normaliseCode(code)
  return COUPONS.find((c) => c.code === wanted)
}

/**
 * Automatic free standard shipping from this merchandise total (cents, after discounts), for the
 * market the cart was created in: the storefront's own table, so the cart gives what the banners
 * promise.
 */
export function freeShippingThresholdCents(cart: { country: string; currency: Currency }): number {
  return Math.round(freeShippingThresholdOfCart(cart) * 100)
}
export const FREE_SHIPPING_PROMOTION = {
  promotionId: 'PROMO-FREE-SHIPPING-THRESHOLD',
  promotionName: 'Free standard shipping over the threshold',
  promotionClass: 'SHIPPING',
  level: 'SHIPPING' as const,
  /** Three parts: without distance | with the remaining amount | earned (CART-067). */
  calloutMessage:
    'Free standard shipping on qualifying orders|Spend {amount} more for free standard shipping|You get free standard shipping',
  approachingDisplayLevel: ['cart', 'minicart'],
}

/**
 * Gift with purchase: from this merchandise total the cart holds the gift as a bonus line at no cost.
 * The gift variant (Merino Cuff Beanie, colour 003) is gift-only: adding or changing it answers GWP403.
 */
export const GWP_THRESHOLD: Record<Currency, number> = {
  USD: 400_00,
  CAD: 500_00,
  GBP: 350_00,
  EUR: 380_00,
}
export const GWP_PROMOTION = {
  promotionId: 'PROMO_GWP_BEANIE',
  promotionName: 'Free beanie with your order',
  promotionClass: 'ORDER',
  level: 'ORDER' as const,
  calloutMessage: 'Free Merino Cuff Beanie',
  approachingDisplayLevel: 'cart',
}

/** The gift's upc: the beanie's last colour, one size. */
export function gwpGiftUpc(): string | undefined {
  return findProduct('AC100003')?.variants.find((v) => v.color === '003')?.upc
}
