import { findVariant, variantPriceFor } from './data/catalog.ts'
import { findCoupon, type Coupon } from './data/promotions.ts'
import { db, type CartLine, type CartRecord, type ShippingCode } from './state.ts'

/**
 * How a cart prices itself. All sums are in integer cents so totals add up exactly; amounts become
 * decimals only when the cart is rendered.
 *
 * Definitions (the spec names the totals without defining them):
 * - itemSubTotal: Σ rowTotal, merchandise at current prices before order discounts
 * - totalDiscount: order-level coupon discounts; itemTotal = itemSubTotal − totalDiscount
 * - shipping: the selected method after free-shipping rules; total = itemTotal + shipping (+ tax where
 *   tax is added: US 8%, CA 13%; GB/DE/FR prices include VAT, so tax is reported but not added)
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
  afterOrderDiscount: number
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
  remainingToPay: number
  coupons: Coupon[]
}

export const SHIPMENT_ID = 'me'
const FREE_SHIPPING_THRESHOLD = 100_00
const STANDARD: Record<Currency, number> = { USD: 8_00, CAD: 10_00, GBP: 5_00, EUR: 6_00 }
const EXPRESS: Record<Currency, number> = { USD: 20_00, CAD: 25_00, GBP: 12_00, EUR: 15_00 }
const TAX: Record<string, { rate: number; included: boolean }> = {
  US: { rate: 0.08, included: false },
  CA: { rate: 0.13, included: false },
  GB: { rate: 0.2, included: true },
  DE: { rate: 0.19, included: true },
  FR: { rate: 0.2, included: true },
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
    itemTotal >= FREE_SHIPPING_THRESHOLD || coupons.some((c) => c.effect.kind === 'freeStandardShipping')
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
      index === lines.length - 1 ? left : subTotal ? Math.floor((discount * priced.rowTotal) / subTotal) : 0
    left -= share
    priced.afterOrderDiscount = priced.rowTotal - share
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
    lines.push({ line, ...found, ...prices, rowTotal, afterOrderDiscount: rowTotal })
  }
  const coupons = cart.coupons.map(findCoupon).filter((c): c is Coupon => c !== undefined)
  const subTotal = lines.reduce((sum, l) => sum + l.rowTotal, 0)
  const percent = coupons.reduce(
    (sum, c) => sum + (c.effect.kind === 'percentOffOrder' ? c.effect.percent : 0),
    0,
  )
  const discount = Math.min(subTotal, Math.round((subTotal * percent) / 100))
  allocate(lines, discount, subTotal)
  const itemTotal = subTotal - discount
  const physical = lines.some((l) => !l.product.isDigital)
  const methods = lines.length ? shippingMethods(cart, physical, itemTotal, coupons) : []
  const selected = methods.find((m) => m.code === cart.shippingMethod) ?? methods[0]
  const shipping = selected?.price ?? 0

  const taxRule = TAX[cart.country] ?? { rate: 0, included: false }
  const taxable = itemTotal + shipping
  const tax = taxRule.included
    ? Math.round((taxable * taxRule.rate) / (1 + taxRule.rate))
    : Math.round(taxable * taxRule.rate)
  const total = taxRule.included ? taxable : taxable + tax

  let left = total
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
    remainingToPay: left,
    coupons,
  }
}
