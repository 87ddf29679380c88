import type { cartPageData } from '#app/routes/cart-page.server.ts'

/** The cart page's data, as the loader computes it. */
export type CartPageData = Awaited<ReturnType<typeof cartPageData>>
type Full = Extract<CartPageData, { promotions: unknown }>
export type CartLineView = Full['cart']['items'][number]
export type CartSummaryView = Full['cart']
export type ApproachingView = Full['promotions'][number]
export type PromoSummaryView = Full['promoSummary']
export type CartNoticeView = Full['notices'][number]
