import type { cartPageData } from './cart-page.server.ts'
import type { cartAction } from './cart-action.server.ts'
import type { giftAction } from './gift-options.server.ts'
import type { deliveryPageData } from './line-delivery.server.ts'

/** The cart page's data, as the loader computes it. */
export type CartPageData = Awaited<ReturnType<typeof cartPageData>>
type Full = Extract<CartPageData, { promotions: unknown }>
export type CartLineView = Full['cart']['items'][number]
export type CartSummaryView = Full['cart']
export type ApproachingView = Full['promotions'][number]
export type PromoSummaryView = Full['promoSummary']
export type CartNoticeView = Full['notices'][number]

/** A cart line's delivery page and panel (CART-017, CHK-007), as the loader computes it. */
export type DeliveryData = Awaited<ReturnType<typeof deliveryPageData>>

/**
 * The answers of the cart's actions, for the fetchers of components that the posting route renders
 * itself (a cart line, the gift option form): the route's `typeof action` without the component
 * importing the route that imports it.
 */
export type CartAction = typeof cartAction
export type GiftAction = typeof giftAction
