import { z } from 'zod'
import { OrderSchema } from '../orders/order.ts'
import { PriceAdjustmentSchema } from '../money/price-adjustments.ts'

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
  /** A customised product's recipe and a pre-created custom design's code (000 §3; spellings kept, A25). */
  recipeId: z.string().optional(),
  precreatedCustomsCode: z.string().optional(),
  breadcrumbs: z.array(z.looseObject({ name: z.string() })).optional(),
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

/** An approaching promotion (CART-070); processed by `#app/domain/money/approaching-promotions.ts`. */
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
