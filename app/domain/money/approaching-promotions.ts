/**
 * Approaching promotions (000 §3, §4; 001 §4): "spend X more for Y" callouts. Pure and zod-free so the
 * cart page can render them without shipping a schema library. The processor is rebuilt from its input on
 * every pass (CART-063): it keeps no state between calls.
 */

/** The entity as the cart carries it (CART-070). */
export interface ApproachingPromotion {
  promotionId: string
  promotionClass?: string
  /** Older name of `calloutMessage`; either may carry the three-part callout. */
  calloutMsg?: string
  calloutMessage?: string
  /** What is still to spend before the promotion applies; 0 (or absent) when nothing remains. */
  distanceFromConditionThreshold?: number
  /** The display context(s) the promotion is meant for (e.g. `cart`, `minicart`); empty shows everywhere. */
  approachingDisplayLevel?: string | string[]
  level?: string
}

/**
 * The status strings, literal as both specs write them (A10): 'Above Threshold' while a distance
 * remains, 'Below Threshold' when none does. Analytics may read them, so they are not "fixed".
 */
export const THRESHOLD_STATUS = {
  distanceRemains: 'Above Threshold',
  noDistance: 'Below Threshold',
  earned: 'Threshold Reached',
} as const
export type ThresholdStatus = (typeof THRESHOLD_STATUS)[keyof typeof THRESHOLD_STATUS]

/** A promotion callout has exactly three pipe-separated parts (CONST-043). */
export const CALLOUT_PARTS = 3

export type GwpVariant = 'guest' | 'registered' | 'default'

export interface ProcessedPromotion {
  promotionId: string
  promotionClass?: string
  level?: string
  status: ThresholdStatus
  /** The text to show. */
  message: string
  distance: number
  isGwp: boolean
  /** Which gift-with-product message applies (GWP only). */
  gwpVariant?: GwpVariant
  /** Display contexts; empty means everywhere (CART-069). */
  contexts: string[]
}

/** The messages of gift-with-product promotions; the spec names them without wording them. */
export interface GwpMessages {
  guest: string
  registered: string
  /** Receives the formatted remaining amount. */
  withAmount: (amount: string) => string
  earned: string
}

export interface ProcessInput {
  promotions: readonly ApproachingPromotion[]
  /** Ids of the promotions the cart has earned (applied). */
  earnedIds?: ReadonlySet<string> | readonly string[]
  /** Formats an amount in the cart's currency. */
  formatAmount: (amount: number) => string
  gwp: GwpMessages
}

/** CART-064: gift-with-product promotions are those whose id contains GWP. */
export function isGwp(promotionId: string): boolean {
  return promotionId.includes('GWP')
}

/** CART-065: which message a gift-with-product promotion gets, from its id. */
export function gwpVariant(promotionId: string): GwpVariant {
  if (promotionId.includes('GUEST')) return 'guest'
  if (promotionId.includes('REGISTERED')) return 'registered'
  return 'default'
}

/** CART-066 (A10): the status of a promotion from its remaining distance and whether it is earned. */
export function thresholdStatus(distance: number, earned: boolean): ThresholdStatus {
  if (earned) return THRESHOLD_STATUS.earned
  return distance > 0 ? THRESHOLD_STATUS.distanceRemains : THRESHOLD_STATUS.noDistance
}

/**
 * CART-067: the three parts of a callout (without distance | with the remaining amount | earned), or
 * undefined when it does not have exactly three.
 */
export function calloutParts(callout: string | undefined): [string, string, string] | undefined {
  if (!callout) return undefined
  const parts = callout.split('|').map((p) => p.trim())
  return parts.length === CALLOUT_PARTS ? (parts as [string, string, string]) : undefined
}

// The amount placeholder of the second part: {amount}, {{amount}}, {distance} or {{distance}}.
const AMOUNT_PLACEHOLDER = /\{\{?\s*(?:amount|distance)\s*\}?\}/g

function contextsOf(level: ApproachingPromotion['approachingDisplayLevel']): string[] {
  if (!level) return []
  const list = Array.isArray(level) ? level : level.split(',')
  return list.map((c) => c.trim().toLowerCase()).filter(Boolean)
}

/**
 * CART-063..CART-067: turns the cart's approaching promotions into what the shopper reads. A promotion
 * other than gift-with-product whose callout does not have exactly three parts is skipped.
 */
export function processApproachingPromotions(input: ProcessInput): ProcessedPromotion[] {
  const earnedIds = new Set(input.earnedIds ?? [])
  const out: ProcessedPromotion[] = []
  for (const promo of input.promotions) {
    const distance = Math.max(0, promo.distanceFromConditionThreshold ?? 0)
    const earned = earnedIds.has(promo.promotionId)
    const status = thresholdStatus(distance, earned)
    const amount = input.formatAmount(distance)
    const base = {
      promotionId: promo.promotionId,
      promotionClass: promo.promotionClass,
      level: promo.level,
      status,
      distance,
      contexts: contextsOf(promo.approachingDisplayLevel),
    }
    if (isGwp(promo.promotionId)) {
      const variant = gwpVariant(promo.promotionId)
      const message = earned
        ? input.gwp.earned
        : variant === 'guest'
          ? input.gwp.guest
          : variant === 'registered'
            ? input.gwp.registered
            : input.gwp.withAmount(amount)
      out.push({ ...base, message, isGwp: true, gwpVariant: variant })
      continue
    }
    const parts = calloutParts(promo.calloutMessage ?? promo.calloutMsg)
    if (!parts) continue
    const [withoutDistance, withDistance, earnedMessage] = parts
    const message = earned
      ? earnedMessage
      : distance > 0
        ? withDistance.replace(AMOUNT_PLACEHOLDER, amount)
        : withoutDistance
    out.push({ ...base, message, isGwp: false })
  }
  return out
}

/** CART-069: the promotions for a display context; those with no context show everywhere. */
export function filterByContext<T extends { contexts: string[] }>(promotions: readonly T[], context: string) {
  const wanted = context.toLowerCase()
  return promotions.filter((p) => p.contexts.length === 0 || p.contexts.includes(wanted))
}

/** CART-068: the promotions the shopper has not dismissed. */
export function withoutDismissed<T extends { promotionId: string }>(
  promotions: readonly T[],
  dismissed: readonly string[] | undefined,
) {
  if (!dismissed?.length) return [...promotions]
  const set = new Set(dismissed)
  return promotions.filter((p) => !set.has(p.promotionId))
}

/** Adds an id to the dismissed list, keeping it short enough for a cookie. */
export function dismissPromotion(dismissed: readonly string[] | undefined, promotionId: string, max = 20) {
  const list = (dismissed ?? []).filter((id) => id !== promotionId)
  list.push(promotionId)
  return list.slice(-max)
}

/**
 * CHK-006: the status of the cart's shipping threshold (the approaching promotion of class SHIPPING),
 * kept after an order; null when the cart has none (nothing ships).
 */
export function shippingThresholdStatus(cart: {
  approachingPromotions: readonly ApproachingPromotion[]
  promoSummary: readonly { promotionId?: string }[]
}): ThresholdStatus | null {
  const promo = cart.approachingPromotions.find((p) => p.promotionClass === 'SHIPPING')
  if (!promo) return null
  const earned = cart.promoSummary.some((p) => p.promotionId === promo.promotionId)
  return thresholdStatus(Math.max(0, promo.distanceFromConditionThreshold ?? 0), earned)
}
