import { z } from 'zod'
import {
  CartSchema,
  PaymentSessionSchema,
  PlaceOrderResponseSchema,
  type Address,
  type Cart,
  type GiftOptions,
} from '#app/models/cart.ts'
import type { ApiClient } from './api.server.ts'

/** Cart calls of the commerce spec (000 §7 Cart). Each takes the request's API client. */

export interface NewItem {
  productId: string
  upc: string
  qty: number
  maxQty?: number
  pdpUrl?: string
  productImageURL?: string
  /** A gift card's amount when the shopper chose their own (CART-016). */
  customAmount?: number
  giftOptions?: GiftOptions
}

/** POST /cart/v1/cart — creates an empty cart, or one holding `items`. */
export function createCart(api: ApiClient, items?: NewItem[]): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: '/cart/v1/cart',
    body: items ? { items } : {},
    schema: CartSchema,
  })
}

/** The query of a cart read (CART-015). */
export interface CartReadQuery {
  /** The shopper's favourite store: pick-up options are offered at it. */
  favStoreId?: string
  /** Ask the cart to patch itself (re-price, re-check) before answering. */
  isPatchRequired?: boolean
  /** Ask the cart to check the stock of every line (inventory notices). */
  inventorySupplyCheck?: boolean
}

/** GET /cart/v1/cart/{basketId} — query favStoreId, isPatchRequired, inventorySupplyCheck (CART-015). */
export function getCart(api: ApiClient, basketId: string, read: CartReadQuery = {}): Promise<Cart> {
  return api.request({
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
    query: {
      ...(read.favStoreId ? { favStoreId: read.favStoreId } : {}),
      ...(read.isPatchRequired ? { isPatchRequired: 'true' } : {}),
      ...(read.inventorySupplyCheck ? { inventorySupplyCheck: 'true' } : {}),
    },
    schema: CartSchema,
  })
}

/** POST /cart/v1/item */
export function addItems(api: ApiClient, basketId: string, items: NewItem[]): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: '/cart/v1/item',
    body: { cartId: basketId, items: items.map((item) => ({ cartId: basketId, ...item })) },
    schema: CartSchema,
  })
}

/** Where a line goes: a store (pickup, sts), a collection point (pudo) or the shopper's address. */
export interface LineDelivery {
  action: 'pickup' | 'sts' | 'pudo' | 'home'
  /** The store, or the collection point for pudo. */
  storeId?: string
}

/**
 * PUT /cart/v1/cart/{basketId}/item. `delivery` moves the line: action=pickup (or sts) with the store as
 * storeId and favStoreId, action=pudo with the collection point as storeId (not a favourite store), or
 * action=home back to delivery (CART-017, CHK-007).
 */
export function updateItem(
  api: ApiClient,
  basketId: string,
  item: {
    itemId: string
    productId: string
    upc: string
    qty: number
    maxQty?: number
    storeId?: string
    giftOptions?: GiftOptions
  },
  delivery?: LineDelivery,
): Promise<Cart> {
  const atStore = delivery?.storeId && delivery.action !== 'pudo'
  return api.request({
    method: 'PUT',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/item`,
    query: delivery
      ? { action: delivery.action, ...(atStore ? { favStoreId: delivery.storeId } : {}) }
      : undefined,
    body: { cartId: basketId, ...item, ...(delivery?.storeId ? { storeId: delivery.storeId } : {}) },
    schema: CartSchema,
  })
}

const ShipmentMethodsSchema = z.looseObject({
  shippingMethods: z.array(
    z.looseObject({
      code: z.string(),
      label: z.string().optional(),
      deliveryTime: z.string().optional(),
      price: z.looseObject({ amount: z.number() }).optional(),
      selected: z.boolean().optional(),
    }),
  ),
  defaultShippingMethodId: z.string().optional(),
})

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId} (CART-022). */
export function getShipmentMethods(api: ApiClient, basketId: string, shippingId: string) {
  return api.request({
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/shippingMethod/${encodeURIComponent(shippingId)}`,
    schema: ShipmentMethodsSchema,
  })
}

/** POST /cart/v1/shippingMethod — body `{ cartId, code, shippingId, shopperAppliedSM }` (CART-021). */
export function setShipmentMethod(api: ApiClient, basketId: string, shippingId: string, code: string) {
  return api.request({
    method: 'POST',
    path: '/cart/v1/shippingMethod',
    body: { cartId: basketId, code, shippingId, shopperAppliedSM: true },
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/item, with a JSON body (A14). */
export function removeItem(
  api: ApiClient,
  basketId: string,
  item: { itemId: string; upc: string },
): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: '/cart/v1/item',
    body: { cartId: basketId, ...item },
    schema: CartSchema,
  })
}

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress — `{ addresses, recaptcha_response }` (A13). The home
 * address is the entry with shippingId `me` (none when nothing goes home); `others` carry the pickup
 * contact (`pickup`) and digital recipients (`digital`, with the itemId) (CHK-007).
 */
export function setShippingAddress(
  api: ApiClient,
  basketId: string,
  address: Address | null,
  recaptchaResponse: string,
  others: Record<string, unknown>[] = [],
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
    query: shippingAddressQuery(basketId),
    body: {
      addresses: [...(address ? [{ ...address, shippingId: address.shippingId ?? 'me' }] : []), ...others],
      recaptcha_response: recaptchaResponse,
    },
    schema: CartSchema,
  })
}

/**
 * The shipping-address calls' query (CHK-015): the spec names `context` and `bid` without values; the
 * storefront sends the calling step and the cart id.
 */
function shippingAddressQuery(basketId: string) {
  return { context: 'checkout', bid: basketId }
}

/** DELETE /cart/v2/cart/{basketId}/shippingAddress (CHK-016). */
export function removeShippingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
    query: shippingAddressQuery(basketId),
    schema: CartSchema,
  })
}

const AddressValidationSchema = z.looseObject({
  valid: z.boolean(),
  suggestions: z.array(z.looseObject({})).default([]),
})

/** POST /cart/v1/cart/{basketId}/shippingAddress/validation — asked before the address is set (CHK-017). */
export function validateShippingAddress(api: ApiClient, basketId: string, address: Address) {
  return api.request({
    method: 'POST',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/shippingAddress/validation`,
    body: { addresses: [address] },
    schema: AddressValidationSchema,
  })
}

/** POST /cart/v1/cart/{basketId}/billingAddress */
export function setBillingAddress(api: ApiClient, basketId: string, address: Address): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`,
    body: address,
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/cart/{basketId}/billingAddress (CHK-019). */
export function removeBillingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`,
    schema: CartSchema,
  })
}

const PaymentMethodsSchema = z.array(z.looseObject({ id: z.string(), name: z.string().optional() }))

/** GET /cart/v1/cart/{basketId}/paymentMethods */
export function getPaymentMethods(api: ApiClient, basketId: string) {
  return api.request({
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentMethods`,
    schema: PaymentMethodsSchema,
  })
}

/** GET /cart/v1/paymentSession — a session with the card provider's hosted payment page. */
export function createPaymentSession(api: ApiClient, referer: string) {
  return api.request({
    path: '/cart/v1/paymentSession',
    query: { referer, paymentMethodId: 'CREDIT_CARD', paymentMethod: 'CREDIT_CARD' },
    schema: PaymentSessionSchema,
  })
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments — a card tokenised by the provider. */
export function addCardInstrument(
  api: ApiClient,
  basketId: string,
  card: { token: string; sessionId: string },
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
    body: { payment_method_id: 'CREDIT_CARD', ...card },
    schema: CartSchema,
  })
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments with a gift card (CHK-021). */
export function addGiftCardInstrument(
  api: ApiClient,
  basketId: string,
  card: { cardNumber: string; pin: string },
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
    body: { payment_method_id: 'GIFT_CARD', ...card },
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments, body `{ payment_instrument_id }` (CHK-022, A14). */
export function removePaymentInstrument(
  api: ApiClient,
  basketId: string,
  instrumentId: string,
): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
    body: { payment_instrument_id: instrumentId },
    schema: CartSchema,
  })
}

const GiftCardBalanceSchema = z.looseObject({
  cardNumber: z.string().optional(),
  balance: z.number(),
  currency: z.string().optional(),
})

/** POST /cart/v1/giftcard/balance (CHK-024). */
export function checkGiftCardBalance(
  api: ApiClient,
  body: { cardNumber: string; pin: string; cartId?: string },
) {
  return api.request({
    method: 'POST',
    path: '/cart/v1/giftcard/balance',
    body,
    schema: GiftCardBalanceSchema,
  })
}

/**
 * PUT /cart/v2/checkout/order. `idempotencyKey` goes along so that a repeated call with the same key
 * answers the order the first one created.
 */
export function placeOrder(
  api: ApiClient,
  body: {
    idempotencyKey?: string
    cartId: string
    billingAddress: Address
    paymentMethod: { code: string; additionalData: Record<string, string | undefined> }
    recaptcha_response: string
    inStoreSalesInfo?: { storeId: string; storeEmployeeId: string }
    /** The mobile-app marker in the webview (CHK-030). */
    trackingChannel?: string
  },
) {
  return api.request({
    method: 'PUT',
    path: '/cart/v2/checkout/order',
    body,
    schema: PlaceOrderResponseSchema,
  })
}

/** POST /cart/v1/cart/prepareOrder — body `{ basketId }`, just before the order is placed (CHK-026). */
export function prepareOrder(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: '/cart/v1/cart/prepareOrder',
    body: { basketId },
    schema: CartSchema,
  })
}

/**
 * PATCH /cart/v2/checkout/order/{orderNumber} — the payment's outcome after a 3DS challenge or a
 * redirect: `{ paymentMethod: { code, additionalData } }` (CHK-028).
 */
export function patchOrder(
  api: ApiClient,
  orderNumber: string,
  paymentMethod: { code: string; additionalData: Record<string, string | undefined> },
  /** The mobile-app marker in the webview (CHK-030). */
  tracking: Record<string, string> = {},
) {
  return api.request({
    method: 'PATCH',
    path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`,
    body: { paymentMethod, ...tracking },
    schema: PlaceOrderResponseSchema,
  })
}

/**
 * POST /cart/v1/deviceFingerPrint — the device's fingerprint for the payment's fraud check, sent before
 * the payment starts (CHK-029).
 */
export function sendDeviceFingerprint(api: ApiClient, body: { basketId: string; fingerprint: string }) {
  return api.request({
    method: 'POST',
    path: '/cart/v1/deviceFingerPrint',
    body,
    schema: z.looseObject({}),
  })
}

/** PUT /cart/v1/coupon — body `{ cartId, code }` (CART-019). */
export function applyCoupon(api: ApiClient, basketId: string, code: string): Promise<Cart> {
  return api.request({
    method: 'PUT',
    path: '/cart/v1/coupon',
    body: { cartId: basketId, code },
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/coupon — body `{ cartId, code }` (CART-020). */
export function removeCoupon(api: ApiClient, basketId: string, code: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: '/cart/v1/coupon',
    body: { cartId: basketId, code },
    schema: CartSchema,
  })
}

/** An associate's price change on a line (the emulator's reading of the spec's unnamed body). */
export interface PriceAdjustmentInput {
  itemId: string
  type: 'percent' | 'amount'
  value: number
  reason: string
}

/** POST /cart/v1/cart/{basketId}/price_adjustments (CART-027): only with the associate's employee id. */
export function addPriceAdjustment(
  api: ApiClient,
  basketId: string,
  adjustment: PriceAdjustmentInput & { storeEmployeeId: string },
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments`,
    body: adjustment,
    schema: CartSchema,
  })
}

/** PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} (CART-028). */
export function updatePriceAdjustment(
  api: ApiClient,
  basketId: string,
  adjustmentId: string,
  change: Omit<PriceAdjustmentInput, 'itemId'> & { storeEmployeeId: string },
): Promise<Cart> {
  return api.request({
    method: 'PATCH',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
    body: change,
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} (CART-029). */
export function removePriceAdjustment(api: ApiClient, basketId: string, adjustmentId: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
    schema: CartSchema,
  })
}
