import { z } from 'zod'
import { OrderSchema } from './order.ts'
import { PriceAdjustmentSchema } from './price-adjustments.ts'

/**
 * Cart, order and address entities of the commerce spec (000 §3). The emulator types its payloads
 * against these schemas; the services parse upstream responses with them.
 */

export const MoneySchema = z.number()

export const AddressSchema = z.looseObject({
  addressId: z.string().optional(),
  shippingId: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string().optional(),
  country: z.string(),
  countryCode: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
})
export type Address = z.infer<typeof AddressSchema>

export const ShippingMethodSchema = z.looseObject({
  code: z.string(),
  label: z.string().optional(),
  deliveryTime: z.string().optional(),
  price: z.looseObject({ amount: z.number() }).optional(),
})

export const ShippingOptionSchema = z.looseObject({
  selected: z.boolean().default(false),
  available: z.boolean().default(true),
  shippingMethod: ShippingMethodSchema,
  cost: z.number().optional(),
  shippingPromotions: z
    .array(z.looseObject({ appliedDiscount: z.number().optional(), price: z.number().optional() }))
    .optional(),
  applicableShippingMethods: z.array(ShippingMethodSchema).optional(),
  /** The store of a pickup or ship-to-store option; the collection point (with its address) of a pudo one. */
  storeInfo: z
    .looseObject({
      id: z.string(),
      name: z.string().optional(),
      address1: z.string().optional(),
      city: z.string().optional(),
      postalCode: z.string().optional(),
    })
    .optional(),
})
export type ShippingOption = z.infer<typeof ShippingOptionSchema>

export const NotificationSchema = z.looseObject({
  type: z.string(),
  message: z.string().optional(),
  level: z.string().optional(),
})

export const CartItemPriceSchema = z.looseObject({
  amount: z.number(),
  original: z.number().optional(),
  current: z.number().optional(),
  rowTotal: z.number().optional(),
  priceAfterItemDiscount: z.number().optional(),
  priceAfterOrderDiscount: z.number().optional(),
  highCurrent: z.number().optional(),
  highOriginal: z.number().optional(),
})

export const CartItemSchema = z.looseObject({
  id: z.string(),
  productId: z.string(),
  masterId: z.string().optional(),
  upc: z.string(),
  qty: z.number(),
  maxQty: z.number().optional(),
  name: z.string(),
  price: CartItemPriceSchema,
  variants: z.array(z.looseObject({ code: z.string(), value: z.string() })).default([]),
  productImageURL: z.string().optional(),
  pdpUrl: z.string().optional(),
  pageUrl: z.string().optional(),
  bonus: z.boolean().optional(),
  isCustoms: z.boolean().optional(),
  shippingOptions: z.array(ShippingOptionSchema).optional(),
  selectedShippingOption: z.string().optional(),
  customerNotifications: z.array(NotificationSchema).default([]),
  productPromotions: z
    .array(
      z.looseObject({
        couponCode: z.string().optional(),
        promotionId: z.string(),
        campaignId: z.string().optional(),
        price: z.number().optional(),
        calloutMessage: z.string().optional(),
      }),
    )
    .default([]),
  storeId: z.string().optional(),
  isDigital: z.boolean().optional(),
  customAmount: z.number().optional(),
  giftOptions: z
    .looseObject({
      to: z.string().optional(),
      email: z.string().optional(),
      message: z.string().optional(),
      isDigitalProduct: z.boolean().optional(),
    })
    .optional(),
})
export type CartItem = z.infer<typeof CartItemSchema>

/** An item's gift option (CART-008): to, email and message; a digital product's also says so. */
export interface GiftOptions {
  to: string
  email?: string
  message?: string
  isDigitalProduct?: true
}

/** The gift option sent for an item, from what the shopper typed (CART-008). */
export function giftOptionsFor(
  input: { to: string; email?: string; message?: string },
  isDigital: boolean,
): GiftOptions {
  return {
    to: input.to,
    ...(input.email ? { email: input.email } : {}),
    ...(input.message ? { message: input.message } : {}),
    ...(isDigital ? { isDigitalProduct: true as const } : {}),
  }
}

/** An approaching promotion (CART-070); processed by `#app/models/approaching-promotions.ts`. */
export const ApproachingPromotionSchema = z.looseObject({
  promotionId: z.string(),
  promotionClass: z.string().optional(),
  calloutMsg: z.string().optional(),
  calloutMessage: z.string().optional(),
  distanceFromConditionThreshold: z.number().optional(),
  approachingDisplayLevel: z.union([z.string(), z.array(z.string())]).optional(),
  level: z.string().optional(),
})

export const CartTotalsSchema = z.looseObject({
  total: z.number(),
  itemTotal: z.number(),
  totalDiscount: z.number().default(0),
  totalDiscountPercentage: z.number().optional(),
  totalWithoutTax: z.number().optional(),
  shipping: z.number().optional(),
  tax: z.number().optional(),
  remainingToPay: z.number().optional(),
  totalUnits: z.number().optional(),
  itemSubTotal: z.number().optional(),
  netAmount: z.number().optional(),
  taxAmount: z.number().optional(),
  appliedRewards: z.number().optional(),
})

export const PromoSummarySchema = z.looseObject({
  level: z.enum(['ORDER', 'PRODUCT', 'SHIPPING']),
  promotionName: z.string(),
  promotionId: z.string(),
  calloutMessage: z.string().optional(),
})

export const CartShippingMethodsSchema = z.looseObject({
  shippingId: z.string(),
  code: z.string(),
  selected: z.boolean().optional(),
  applicableShippingMethods: z.array(ShippingMethodSchema).default([]),
  defaultShippingMethodId: z.string().optional(),
})

export const PaymentInstrumentSchema = z.looseObject({
  payment_instrument_id: z.string(),
  payment_method_id: z.string(),
  amount: z.number().optional(),
  card: z
    .looseObject({
      cardType: z.string().optional(),
      lastFour: z.string().optional(),
      main: z.boolean().optional(),
    })
    .optional(),
})

export const CartSchema = z.looseObject({
  id: z.string(),
  currency: z.string(),
  totalItems: z.number(),
  items: z.array(CartItemSchema),
  totals: CartTotalsSchema,
  shippingMethods: z.array(CartShippingMethodsSchema).default([]),
  shippingAddress: AddressSchema.optional(),
  billingAddress: AddressSchema.optional(),
  email: z.string().optional(),
  paymentInstruments: z.array(PaymentInstrumentSchema).default([]),
  /** The loyalty voucher paying part of the cart (CHK-023). */
  appliedLoyaltyVoucher: z.string().optional(),
  promoSummary: z.array(PromoSummarySchema).default([]),
  customerNotifications: z.array(NotificationSchema).default([]),
  flash: z.array(NotificationSchema).default([]),
  /** Who collects store and collection-point lines (CHK-007). */
  pickupContact: z
    .looseObject({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() })
    .optional(),
  /** Digital lines' recipient emails by item id (CHK-007). */
  digitalRecipients: z.record(z.string(), z.string()).optional(),
  favStoreId: z.string().optional(),
  couponItems: z.array(z.looseObject({ code: z.string(), status: z.string().optional() })).default([]),
  orderPromotions: z.array(z.looseObject({ promotionId: z.string() })).default([]),
  approachingPromotions: z.array(ApproachingPromotionSchema).default([]),
  paymentMethods: z.array(z.looseObject({ id: z.string() })).default([]),
  /** An associate's price changes on lines (CART-027). */
  priceAdjustments: z.array(PriceAdjustmentSchema).default([]),
})
export type Cart = z.infer<typeof CartSchema>

/** PUT /cart/v2/checkout/order response. */
export const PlaceOrderResponseSchema = z.looseObject({
  orderNumber: z.string(),
  flash: z.array(NotificationSchema).optional(),
  order: OrderSchema.optional(),
})

/** GET /cart/v1/paymentSession response: `success` and the provider's session. */
export const PaymentSessionSchema = z.looseObject({
  success: z.boolean(),
  provider: z.looseObject({
    name: z.string(),
    sessionId: z.string(),
    /** Hosted payment page the shopper is sent to. */
    redirectUrl: z.string(),
  }),
})

/** The provider's session result, read back after the hosted payment page returns. */
export const PaymentSessionResultSchema = z.looseObject({
  sessionId: z.string(),
  status: z.enum(['pending', 'authorised', 'refused', 'cancelled', 'challenge']),
  token: z.string().optional(),
  cardType: z.string().optional(),
  lastFour: z.string().optional(),
  bin: z.string().optional(),
  expiryMonth: z.string().optional(),
  expiryYear: z.string().optional(),
  /** The issuer challenge's outcome (3DS): Y authenticated, N failed; absent when none was asked. */
  threeDSResult: z.string().optional(),
})
export type PaymentSessionResult = z.infer<typeof PaymentSessionResultSchema>

/** Default max quantity per item when the server gives none (CONST-001). */
export const DEFAULT_MAX_QTY = 999999
/** Default quantity (CONST-002). */
export const DEFAULT_QTY = 1

/** POST /token/v2/auth/token response. */
export const TokenResponseSchema = z.looseObject({
  accessToken: z.string(),
  expiresIn: z.number(),
  refreshToken: z.string().optional(),
  basketId: z.string().optional(),
  consumerNo: z.string().optional(),
  consumerType: z.string().optional(),
  memberId: z.string().optional(),
  favorites: z.looseObject({ favoriteId: z.string().optional() }).optional(),
  saveForLaterId: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
})
export type TokenResponse = z.infer<typeof TokenResponseSchema>

/** Error body of the spec (000 §3 Error response). */
export const ErrorBodySchema = z.looseObject({
  errorDetails: z.array(z.looseObject({ errorId: z.string(), message: z.string().optional() })).min(1),
  appId: z.string().optional(),
  correlationId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

// --- Cart lists and item rules (000 §3, §4) ---------------------------------------------------------

/** CART-011: the shipping method codes. */
export const SHIPPING_METHOD_CODES = ['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'] as const

/** Codes whose items the shopper collects at a store: they form the pickup group (CART-045). */
const PICKUP_CODES = new Set(['pickup', 'sts'])

/** Cart list settings; `bonusFirst` is the "if configured" of CART-047. */
export const CART_LIST_CONFIG = { bonusFirst: true }

type ListItem = Pick<CartItem, 'bonus' | 'selectedShippingOption' | 'shippingOptions'> & {
  isDigital?: boolean
}

/** CART-061: max quantity and quantity with the spec's defaults (999999 and 1) when unknown. */
export function normaliseItem<T extends { maxQty?: number; qty?: number }>(
  item: T,
): T & { maxQty: number; qty: number } {
  const maxQty = item.maxQty && item.maxQty > 0 ? item.maxQty : DEFAULT_MAX_QTY
  const qty = item.qty && item.qty > 0 ? item.qty : DEFAULT_QTY
  return { ...item, maxQty, qty }
}

/**
 * CART-012: the item's shipping options, or, when the server gives none, one selected, available option:
 * digital for a digital product, standard otherwise.
 */
export function defaultShippingOptions(item: {
  shippingOptions?: ShippingOption[]
  isDigital?: boolean
}): ShippingOption[] {
  if (item.shippingOptions?.length) return item.shippingOptions
  const code = item.isDigital ? 'digital' : 'standard'
  return [{ selected: true, available: true, shippingMethod: { code } }]
}

/** The code of the item's selected shipping method. */
export function selectedShippingCode(item: ListItem): string {
  if (item.selectedShippingOption) return item.selectedShippingOption
  const options = defaultShippingOptions(item)
  return (options.find((o) => o.selected) ?? options[0])!.shippingMethod.code
}

/** CART-045: true for an item collected at a store (pickup, ship to store). */
export function isPickupItem(item: ListItem): boolean {
  return PICKUP_CODES.has(selectedShippingCode(item))
}

/**
 * CART-046 / CART-047: home items first, pickup items last; within each, bonus items first when
 * configured. Otherwise the cart's order is kept (the sort is stable).
 */
export function sortCartItems<T extends ListItem>(
  items: readonly T[],
  { bonusFirst = CART_LIST_CONFIG.bonusFirst } = {},
) {
  const rank = (item: T) => (isPickupItem(item) ? 2 : 0) + (bonusFirst && item.bonus ? 0 : 1)
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}

/** CART-045: the items grouped as home and pickup, each group sorted (CART-046, CART-047). */
export function groupCartItems<T extends ListItem>(
  items: readonly T[],
  options: { bonusFirst?: boolean } = {},
) {
  const sorted = sortCartItems(items, options)
  return {
    home: sorted.filter((item) => !isPickupItem(item)),
    pickup: sorted.filter((item) => isPickupItem(item)),
  }
}

/**
 * CART-048: days of a delivery time for sorting: 'same day' is 0, otherwise the first number of an
 * 'a-b days' range, and 1 when there is no number.
 */
export function deliveryDays(deliveryTime: string | undefined): number {
  if (!deliveryTime) return 1
  if (/same\s*day/i.test(deliveryTime)) return 0
  const first = /(\d+)/.exec(deliveryTime)
  return first ? Number(first[1]) : 1
}

/** Shipping methods or options sorted fastest first by their delivery time (CART-048); stable. */
export function sortByDeliveryTime<T extends { deliveryTime?: string }>(methods: readonly T[]): T[] {
  return methods
    .map((m, index) => ({ m, index }))
    .sort((a, b) => deliveryDays(a.m.deliveryTime) - deliveryDays(b.m.deliveryTime) || a.index - b.index)
    .map(({ m }) => m)
}

export type ItemStockState = 'partial-out-of-stock' | 'full-out-of-stock' | 'delivery-method-change'

const DELIVERY_CHANGES = new Set([
  'PickupToSthTransition',
  'PickupToStsTransition',
  'StsToSthTransition',
  'StsToPickupTransition',
  'STHToPickupTransition',
  'OrderShippingMethodDowngraded',
])

/** CART-051: the stock state a notification code stands for, if any. */
export function itemStockState(type: string): ItemStockState | undefined {
  if (type === 'ProductLineItemInventoryMissing') return 'partial-out-of-stock'
  if (type === 'ProductLineItemFullInventoryMissing' || type === 'ProductItemNotAvailable')
    return 'full-out-of-stock'
  if (DELIVERY_CHANGES.has(type)) return 'delivery-method-change'
  return undefined
}

/** CART-050: item notification types kept per item across cart refetches. */
export const CACHED_ITEM_NOTICE_TYPES = ['ChangedStoreId', 'StsToSthTransition'] as const

/**
 * CART-050: merges the per-item notice cache with the item notifications of a fresh cart. Returns the
 * new cache (keyed by item id, only items still in the cart) and each item's notifications.
 */
export function mergeNoticeCache(
  cache: Readonly<Record<string, string[]>>,
  items: readonly { id: string; customerNotifications: { type: string }[] }[],
) {
  const next: Record<string, string[]> = {}
  for (const item of items) {
    const fresh = item.customerNotifications
      .map((n) => n.type)
      .filter((t) => (CACHED_ITEM_NOTICE_TYPES as readonly string[]).includes(t))
    const kept = [...new Set([...(cache[item.id] ?? []), ...fresh])]
    if (kept.length) next[item.id] = kept
  }
  return next
}
