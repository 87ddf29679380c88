import { z } from 'zod'
import { CartSchema, type Cart, type GiftOptions } from '#app/domain/cart/cart.ts'
import { API_CONTRACTS } from '#app/platform/api/api-contracts.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

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

/**
 * POST /cart/v1/cartWithItem — a new cart that already holds `items` (CART-014): the shopper's first add
 * in one call, rather than an empty cart and then the add.
 */
export function createCartWithItems(api: ApiClient, items: NewItem[]): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: '/cart/v1/cartWithItem',
    body: { items },
    schema: CartSchema,
  })
}

/**
 * POST /cart/v1/reserveWithItem — a new cart holding the item for pick-up at `storeId`, reserved there
 * (CART-026): a pick-up in store that starts the cart, in one call.
 */
export function reserveWithItem(api: ApiClient, storeId: string, item: NewItem): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: '/cart/v1/reserveWithItem',
    body: { storeId, item },
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
    path: callPath(CALL_TEMPLATES.cart, { basketId }),
    query: {
      ...(read.favStoreId ? { favStoreId: read.favStoreId } : {}),
      ...(read.isPatchRequired ? { isPatchRequired: 'true' } : {}),
      ...(read.inventorySupplyCheck ? { inventorySupplyCheck: 'true' } : {}),
    },
    schema: CartSchema,
    contract: API_CONTRACTS.cart,
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
    path: callPath(CALL_TEMPLATES.cartItem, { basketId }),
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
    path: callPath(CALL_TEMPLATES.shippingMethods, { basketId, shippingId }),
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
    path: callPath(CALL_TEMPLATES.priceAdjustments, { basketId }),
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
    path: callPath(CALL_TEMPLATES.priceAdjustment, { basketId, adjustmentId }),
    body: change,
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} (CART-029). */
export function removePriceAdjustment(api: ApiClient, basketId: string, adjustmentId: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: callPath(CALL_TEMPLATES.priceAdjustment, { basketId, adjustmentId }),
    schema: CartSchema,
  })
}
