/**
 * The wish lists' server surface for other features: what signing in runs of a favourite the shopper
 * asked for as a guest (CART-044).
 */
export { runPendingWishlistAction } from './wishlists.server.ts'
