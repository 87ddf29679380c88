/**
 * The cart's posts, one list for the actions that dispatch them, the form schemas that parse them and
 * the forms that send them. No imports: this module reaches the browser.
 */

/** A connected associate's price change on a line (CART-027..CART-029): nobody else's post is read. */
export const PRICE_ADJUSTMENT_INTENTS = {
  adjustPrice: 'adjust-price',
  removePriceAdjustment: 'remove-price-adjustment',
} as const

/** The cart route's posts: add (from product pages), a line's quantity and removal, coupons, offers. */
export const CART_INTENTS = {
  addToCart: 'add-to-cart',
  updateQuantity: 'update-quantity',
  removeItem: 'remove-item',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  dismissPromotion: 'dismiss-promotion',
  ...PRICE_ADJUSTMENT_INTENTS,
} as const

export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS]
export const CART_INTENT_NAMES = Object.values(CART_INTENTS)

export type PriceAdjustmentIntent = (typeof PRICE_ADJUSTMENT_INTENTS)[keyof typeof PRICE_ADJUSTMENT_INTENTS]
export const PRICE_ADJUSTMENT_INTENT_NAMES = Object.values(PRICE_ADJUSTMENT_INTENTS)

/** A line's quantity and removal forms: their refusals show at the line (or at the top). */
export const LINE_CHANGE_INTENT_NAMES = [CART_INTENTS.updateQuantity, CART_INTENTS.removeItem] as const
export type LineChangeIntent = (typeof LINE_CHANGE_INTENT_NAMES)[number]

/** The promo code form and the applied codes' removal: their refusals show at the code (or at the top). */
export const COUPON_INTENT_NAMES = [CART_INTENTS.applyCoupon, CART_INTENTS.removeCoupon] as const
export type CouponIntent = (typeof COUPON_INTENT_NAMES)[number]

/** The delivery page of one line (CART-022..CART-024, CHK-007): how the line is fulfilled, the shipment's method. */
export const LINE_DELIVERY_INTENTS = {
  setDelivery: 'set-delivery',
  setShippingMethod: 'set-shipping-method',
} as const

export type LineDeliveryIntent = (typeof LINE_DELIVERY_INTENTS)[keyof typeof LINE_DELIVERY_INTENTS]
export const LINE_DELIVERY_INTENT_NAMES = Object.values(LINE_DELIVERY_INTENTS)

/** The gift option page and dialog of one line (CART-008, CART-009). */
export const GIFT_INTENTS = {
  saveGiftOption: 'gift-option',
} as const

export type GiftIntent = (typeof GIFT_INTENTS)[keyof typeof GIFT_INTENTS]
export const GIFT_INTENT_NAMES = Object.values(GIFT_INTENTS)
