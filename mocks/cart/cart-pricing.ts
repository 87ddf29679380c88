import { findVariant, variantPriceFor } from '../catalog/seed/catalog.ts'
import {
  FREE_SHIPPING_PROMOTION,
  GWP_PROMOTION,
  GWP_THRESHOLD,
  findCoupon,
  freeShippingThresholdCents,
  gwpGiftUpc,
  type Coupon,
} from './seed/promotions.ts'
import { getStock } from '../catalog/stock.ts'
import {
  athleteAndRewardTenders,
  type AthleteTender,
  type PointsTender,
  type RewardTender,
} from '../payments/athlete-rewards-pricing.ts'
import {
  db,
  type CartLine,
  type CartRecord,
  type PriceAdjustmentRecord,
  type ShippingCode,
} from '../state.ts'

/**
 * How a cart prices itself. All sums are in integer cents so totals add up exactly; amounts become
 * decimals only when the cart is rendered.
 *
 * Definitions (the spec names the totals without defining them):
 * - itemSubTotal: Σ rowTotal, merchandise at current prices before promotions
 * - product promotions (PRODUCT level) lower a line's priceAfterItemDiscount; order promotions (ORDER
 *   level) are spread over the lines in priceAfterOrderDiscount
 * - totalDiscount: product + order discounts; itemTotal = itemSubTotal − totalDiscount
 * - free standard shipping from a merchandise total per currency, or with a SHIPPING code; the distance
 *   to it is an approaching promotion, and so is the gift with purchase (a bonus line at no cost)
 * - shipping: the selected method after free-shipping rules; total = itemTotal + shipping (+ tax where
 *   tax is added: US 8% or the delivery state's rate, CA 13%; GB/DE/FR prices include VAT, so tax is reported but not added)
 * - totalWithoutTax = netAmount = total − tax; remainingToPay = total − gift cards applied
 */

type Currency = CartRecord['currency']
type Variant = NonNullable<ReturnType<typeof findVariant>>
export type SeedProduct = Variant['product']

export interface ShippingMethodInfo {
  code: ShippingCode | 'digital'
  label: string
  deliveryTime: string
  /** What the shopper pays for it on this cart, in cents. */
  price: number
}

export interface PricedLine {
  line: CartLine
  product: SeedProduct
  variant: Variant['variant']
  unit: number
  original: number
  highCurrent: number
  highOriginal: number
  rowTotal: number
  itemDiscount: number
  afterItemDiscount: number
  afterOrderDiscount: number
  /** Product promotions applied to this line. */
  promotions: { coupon: Coupon; amount: number }[]
  /** Associates' price adjustments on this line, in cents. */
  adjustments: { adjustment: PriceAdjustmentRecord; amount: number }[]
}

export type ApproachingInfo = {
  promotionId: string
  promotionClass: string
  calloutMessage: string
  distanceFromConditionThreshold: number
  approachingDisplayLevel: string | string[]
  level: string
}

export interface CartPricing {
  lines: PricedLine[]
  subTotal: number
  discount: number
  itemTotal: number
  physical: boolean
  /** The applicable methods of shipment `me`; empty for an empty cart. */
  methods: ShippingMethodInfo[]
  selected: ShippingMethodInfo | undefined
  shipping: number
  tax: number
  taxIncluded: boolean
  total: number
  giftCards: { instrumentId: string; cardNumber: string; amount: number }[]
  /** What the applied loyalty voucher pays, in cents. */
  rewards: number
  /** The athlete payment (CHK-010) and the saved reward codes and cards paying part of the cart. */
  athlete?: AthleteTender
  rewardPayments?: RewardTender[]
  points?: PointsTender
  remainingToPay: number
  coupons: Coupon[]
  itemDiscount: number
  orderDiscount: number
  /** Automatic promotions the cart has earned (promo summary). */
  earned: {
    promotionId: string
    promotionName: string
    level: 'ORDER' | 'SHIPPING'
    calloutMessage: string
  }[]
  approaching: ApproachingInfo[]
  /** The gift-with-purchase bonus line, when earned and in stock. */
  bonus?: { upc: string; product: SeedProduct; variant: Variant['variant'] }
}

export const SHIPMENT_ID = 'me'
const STANDARD: Record<Currency, number> = { USD: 8_00, CAD: 10_00, GBP: 5_00, EUR: 6_00 }
const EXPRESS: Record<Currency, number> = { USD: 20_00, CAD: 25_00, GBP: 12_00, EUR: 15_00 }
const TAX: Record<string, { rate: number; included: boolean }> = {
  // The US rate until the cart has a delivery address in a state of its own rate (US_STATE_TAX).
  US: { rate: 0.08, included: false },
  CA: { rate: 0.13, included: false },
  GB: { rate: 0.2, included: true },
  DE: { rate: 0.19, included: true },
  FR: { rate: 0.2, included: true },
}

/**
 * US sales tax by the delivery address's state: the emulator's own rates (not the real ones), so tests
 * can tell states apart. A state not listed pays the country rate; these pay none.
 */
const US_STATE_TAX: Record<string, number> = {
  CA: 0.0725,
  NY: 0.08875,
  TX: 0.0825,
  WA: 0.1025,
  DE: 0,
  MT: 0,
  NH: 0,
  AK: 0,
}

/** The tax rule of a cart: its country's, and for the US its delivery state's rate. */
export function taxRuleOf(cart: Pick<CartRecord, 'country' | 'shippingAddress'>) {
  const rule = TAX[cart.country] ?? { rate: 0, included: false }
  const state = cart.country === 'US' ? cart.shippingAddress?.province : undefined
  const stateRate = state ? US_STATE_TAX[state.toUpperCase()] : undefined
  return stateRate === undefined ? rule : { ...rule, rate: stateRate }
}

export const cents = (amount: number) => Math.round(amount * 100)
export const money = (value: number) => Math.round(value) / 100

/** Gift products (gift cards) have no default per-line cap and may carry a custom amount. */
export function isGiftProduct(product: SeedProduct): boolean {
  return /gift/i.test(product.productType)
}

function unitPrices(product: SeedProduct, variant: Variant['variant'], line: CartLine, currency: Currency) {
  // A gift card's variant is its amount; a custom amount, when allowed, overrides it.
  const price = variantPriceFor(product, variant, currency)
  const custom = isGiftProduct(product) && line.customAmount && line.customAmount > 0 ? line.customAmount : 0
  const unit = cents(custom || price.lowCurrent)
  return {
    unit,
    original: custom ? unit : cents(price.lowOriginal),
    highCurrent: custom ? unit : cents(price.highCurrent),
    highOriginal: custom ? unit : cents(price.highOriginal),
  }
}

function shippingMethods(cart: CartRecord, physical: boolean, itemTotal: number, coupons: Coupon[]) {
  if (!physical)
    return [{ code: 'digital', label: 'Digital delivery', deliveryTime: 'Instant', price: 0 } as const]
  const freeStandard =
    itemTotal >= freeShippingThresholdCents(cart) ||
    coupons.some((c) => c.effect.kind === 'freeStandardShipping')
  return [
    {
      code: 'standard',
      label: 'Standard delivery',
      deliveryTime: '3-5 days',
      price: freeStandard ? 0 : STANDARD[cart.currency],
    } as const,
    {
      code: 'express',
      label: 'Express delivery',
      deliveryTime: '1-2 days',
      price: EXPRESS[cart.currency],
    } as const,
  ]
}

/** Spreads an order discount over the lines in proportion to their totals; the last line takes the rest. */
function allocate(lines: PricedLine[], discount: number, subTotal: number) {
  let left = discount
  lines.forEach((priced, index) => {
    const share =
      index === lines.length - 1
        ? left
        : subTotal
          ? Math.floor((discount * priced.afterItemDiscount) / subTotal)
          : 0
    left -= share
    priced.afterOrderDiscount = priced.afterItemDiscount - share
  })
}

/** Prices a cart: lines, discounts, shipping, tax, gift cards. */
export function priceCart(cart: CartRecord): CartPricing {
  const lines: PricedLine[] = []
  for (const line of cart.lines) {
    const found = findVariant(line.upc)
    if (!found) continue
    const prices = unitPrices(found.product, found.variant, line, cart.currency)
    const rowTotal = prices.unit * line.qty
    lines.push({
      line,
      ...found,
      ...prices,
      rowTotal,
      itemDiscount: 0,
      afterItemDiscount: rowTotal,
      afterOrderDiscount: rowTotal,
      promotions: [],
      adjustments: [],
    })
  }
  const coupons = cart.coupons.map(findCoupon).filter((c): c is Coupon => c !== undefined)
  const subTotal = lines.reduce((sum, l) => sum + l.rowTotal, 0)
  // PRODUCT level: a percentage off the lines of a category.
  for (const coupon of coupons) {
    const effect = coupon.effect
    if (effect.kind !== 'percentOffCategory') continue
    for (const priced of lines) {
      if (priced.product.categoryId !== effect.categoryId) continue
      const amount = Math.round((priced.afterItemDiscount * effect.percent) / 100)
      priced.itemDiscount += amount
      priced.afterItemDiscount -= amount
      priced.afterOrderDiscount = priced.afterItemDiscount
      priced.promotions.push({ coupon, amount })
    }
  }
  // Price adjustments (an associate's): after product promotions, never below zero.
  for (const adjustment of cart.priceAdjustments ?? []) {
    const priced = lines.find((l) => l.line.id === adjustment.itemId)
    if (!priced) continue
    const wanted =
      adjustment.type === 'percent'
        ? Math.round((priced.afterItemDiscount * adjustment.value) / 100)
        : cents(adjustment.value)
    const amount = Math.min(priced.afterItemDiscount, wanted)
    priced.itemDiscount += amount
    priced.afterItemDiscount -= amount
    priced.afterOrderDiscount = priced.afterItemDiscount
    priced.adjustments.push({ adjustment, amount })
  }
  const itemDiscount = lines.reduce((sum, l) => sum + l.itemDiscount, 0)
  const afterItems = subTotal - itemDiscount
  const percent = coupons.reduce(
    (sum, c) => sum + (c.effect.kind === 'percentOffOrder' ? c.effect.percent : 0),
    0,
  )
  const orderDiscount = Math.min(afterItems, Math.round((afterItems * percent) / 100))
  allocate(lines, orderDiscount, afterItems)
  const discount = itemDiscount + orderDiscount
  const itemTotal = subTotal - discount
  const physical = lines.some((l) => !l.product.isDigital)
  const methods = lines.length ? shippingMethods(cart, physical, itemTotal, coupons) : []
  const { earned, approaching, bonus } = automaticPromotions(cart, lines, itemTotal, physical)
  const selected = methods.find((m) => m.code === cart.shippingMethod) ?? methods[0]
  const shipping = selected?.price ?? 0

  const taxRule = taxRuleOf(cart)
  const taxable = itemTotal + shipping
  const tax = taxRule.included
    ? Math.round((taxable * taxRule.rate) / (1 + taxRule.rate))
    : Math.round(taxable * taxRule.rate)
  const total = taxRule.included ? taxable : taxable + tax

  let left = total
  // A loyalty voucher pays first, then the gift cards (CHK-023).
  const rewards = cart.loyaltyVoucher ? Math.min(left, cart.loyaltyVoucher.amount) : 0
  left -= rewards
  // Then the athlete's budget, reward codes and cards once it leaves nothing (CHK-011), and points.
  const tenders = athleteAndRewardTenders(cart, left)
  left = tenders.left
  const giftCards = cart.giftCards.map((gc) => {
    const amount = Math.max(0, Math.min(left, cents(db.giftCardBalances.get(gc.cardNumber) ?? 0)))
    left -= amount
    return { ...gc, amount }
  })

  return {
    lines,
    subTotal,
    discount,
    itemTotal,
    physical,
    methods,
    selected,
    shipping,
    tax,
    taxIncluded: taxRule.included,
    total,
    giftCards,
    rewards,
    athlete: tenders.athlete,
    rewardPayments: tenders.rewards,
    points: tenders.points,
    remainingToPay: left,
    coupons,
    itemDiscount,
    orderDiscount,
    earned,
    approaching,
    bonus,
  }
}

/** Free shipping over the threshold and the gift with purchase: earned, or approaching with a distance. */
function automaticPromotions(cart: CartRecord, lines: PricedLine[], itemTotal: number, physical: boolean) {
  const earned: CartPricing['earned'] = []
  const approaching: ApproachingInfo[] = []
  let bonus: CartPricing['bonus']
  if (!lines.length) return { earned, approaching, bonus }
  if (physical) {
    const distance = Math.max(0, freeShippingThresholdCents(cart) - itemTotal)
    approaching.push({
      promotionId: FREE_SHIPPING_PROMOTION.promotionId,
      promotionClass: FREE_SHIPPING_PROMOTION.promotionClass,
      calloutMessage: FREE_SHIPPING_PROMOTION.calloutMessage,
      distanceFromConditionThreshold: money(distance),
      approachingDisplayLevel: FREE_SHIPPING_PROMOTION.approachingDisplayLevel,
      level: FREE_SHIPPING_PROMOTION.level,
    })
    if (distance === 0) {
      earned.push({
        promotionId: FREE_SHIPPING_PROMOTION.promotionId,
        promotionName: FREE_SHIPPING_PROMOTION.promotionName,
        level: 'SHIPPING',
        calloutMessage: 'You get free standard shipping',
      })
    }
  }
  const giftUpc = gwpGiftUpc()
  const gift = giftUpc ? findVariant(giftUpc) : undefined
  if (gift && (getStock(giftUpc!) ?? 0) > 0) {
    const distance = Math.max(0, GWP_THRESHOLD[cart.currency] - itemTotal)
    approaching.push({
      promotionId: GWP_PROMOTION.promotionId,
      promotionClass: GWP_PROMOTION.promotionClass,
      calloutMessage: GWP_PROMOTION.calloutMessage,
      distanceFromConditionThreshold: money(distance),
      approachingDisplayLevel: GWP_PROMOTION.approachingDisplayLevel,
      level: GWP_PROMOTION.level,
    })
    if (distance === 0) {
      earned.push({
        promotionId: GWP_PROMOTION.promotionId,
        promotionName: GWP_PROMOTION.promotionName,
        level: 'ORDER',
        calloutMessage: GWP_PROMOTION.calloutMessage,
      })
      bonus = { upc: giftUpc!, ...gift }
    }
  }
  return { earned, approaching, bonus }
}
