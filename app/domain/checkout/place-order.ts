import { errorDisplay, resolveErrorId } from '../errors/errors.ts'

/**
 * What a failed place order does next (000 §4 Checkout step, §8 Place order):
 * - `shipping`: back to the shipping step (CHK-003: ORD516–518 delivery changes, CHK380 invalid
 *   shipping address);
 * - `shipping-refetch`: the same after reading the cart again, for an item no longer available
 *   (ORD430 / ITEM_NO_LONGER_AVAILABLE, ERR-032, ERR-121);
 * - `summary-refetch`: stay on the summary with the cart read again and its message at the top
 *   (TAX310, the tax changed; a flash-type error, ERR-123);
 * - `top`: stay on the summary with the message at the top (ERR-122's eight ids);
 * - `toast-persistent`: anything else, a toast that does not close by itself (ERR-124; TAX309 too).
 */
export type PlaceOrderFailure =
  | 'shipping'
  | 'shipping-refetch'
  | 'summary-refetch'
  | 'top'
  | 'toast-persistent'

const BACK_TO_SHIPPING = new Set(['ORD516', 'ORD517', 'ORD518', 'CHK380'])

/** The next step after place order failed with `errorId` (see PlaceOrderFailure). */
export function placeOrderFailure(errorId: string | undefined): PlaceOrderFailure {
  if (!errorId) return 'toast-persistent'
  if (BACK_TO_SHIPPING.has(errorId)) return 'shipping'
  if (resolveErrorId(errorId) === 'ITEM_NO_LONGER_AVAILABLE') return 'shipping-refetch'
  if (errorId === 'TAX310') return 'summary-refetch'
  return errorDisplay(errorId, 'place-order') === 'top' ? 'top' : 'toast-persistent'
}

/** A flash entry of the place-order answer, as the cart service sends them. */
export interface OrderFlash {
  type: string
  message?: string
  level?: string
}

/** CHK-033: the flash code that means the card issuer wants a 3DS challenge. */
export const PAYMENT_NOT_AUTHORIZED = 'PaymentNotAuthorized'

/**
 * ERR-123: a place-order answer whose flash carries an error (level `error`) placed no order; the cart
 * is read again and the flash shown. Answers those entries (empty: the order stands).
 */
export function flashErrors(flash: readonly OrderFlash[] | undefined): OrderFlash[] {
  return (flash ?? []).filter((f) => f.level === 'error' && f.type !== PAYMENT_NOT_AUTHORIZED)
}

/**
 * CHK-030 (A43): in the mobile-app webview, placing and patching an order mark mobile-app tracking
 * with this body field, beside the channel header every call already carries (PLAT-013).
 */
export const MOBILE_APP_TRACKING_FIELD = 'trackingChannel'

/** The order body's mobile-app marker: present only in the webview. */
export function mobileAppTracking(webview: boolean | undefined): Record<string, 'MOBILE_APP'> {
  return webview ? { [MOBILE_APP_TRACKING_FIELD]: 'MOBILE_APP' } : {}
}

/** The shared-state key of one place-order attempt: the basket and the summary's key (decision 044). */
export function placeOrderAttemptKey(basketId: string, idempotencyKey: string): string {
  return `place-order:${basketId}|${idempotencyKey}`
}
