import type { cartPageData } from './cart-page.server.ts'
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
