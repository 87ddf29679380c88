import type { DataLayerEvent } from '#app/domain/tracking/data-layer.ts'

/** What the mini cart shows after an add (CART-025): the line just added and the cart's subtotal. */
export interface MiniCartView {
  message: string
  /** The add_to_cart event the panel pushes when it opens (decision 042). */
  tracking: DataLayerEvent
  currency: string
  totalItems: number
  subtotal: number
  item: {
    name: string
    image?: string
    variants: { code: string; value: string }[]
    qty: number
    price: number
  } | null
}

/*
 * The cart's forms do not ship Conform: a refused post answers a FormReply (domain/errors/form-reply.ts)
 * over these fields, `form` being the message at the top (where the error catalogue puts it).
 */

/** A line's quantity form (ERR-110 at the line, else at the top of the cart). */
export type CartLineField = 'qty'

/** The promo code form (ERR-072..ERR-078 at the code, else at the top of the cart). */
export type CouponField = 'code'

/** An associate's price adjustment form of a line (CART-027..CART-029). */
export type AdjustField = 'type' | 'value' | 'reason'

/** A line's gift option form (CART-008, CART-009). */
export type GiftField = 'to' | 'email' | 'message'

/** A line's delivery page (CART-022..CART-024, CHK-007): the choice of a store or point, the method. */
export type DeliveryField = 'mode' | 'storeId' | 'code'

export interface CartNotice {
  title?: string
  message: string
  tone: 'info' | 'warning' | 'error'
}
