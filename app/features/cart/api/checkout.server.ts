import { z } from 'zod'
import {
  CartSchema,
  PaymentSessionSchema,
  PlaceOrderResponseSchema,
  type Address,
  type Cart,
} from '#app/domain/cart/cart.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * Checkout calls of the commerce spec (000 §7 Cart): addresses, payment methods and instruments, gift
 * card balance, prepare, place and patch the order. Each takes the request's API client.
 */

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
    path: callPath(CALL_TEMPLATES.shippingAddress, { basketId }),
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
    path: callPath(CALL_TEMPLATES.shippingAddress, { basketId }),
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
    path: callPath(CALL_TEMPLATES.shippingAddressValidation, { basketId }),
    body: { addresses: [address] },
    schema: AddressValidationSchema,
  })
}

/** POST /cart/v1/cart/{basketId}/billingAddress */
export function setBillingAddress(api: ApiClient, basketId: string, address: Address): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.billingAddress, { basketId }),
    body: address,
    schema: CartSchema,
  })
}

/** DELETE /cart/v1/cart/{basketId}/billingAddress (CHK-019). */
export function removeBillingAddress(api: ApiClient, basketId: string): Promise<Cart> {
  return api.request({
    method: 'DELETE',
    path: callPath(CALL_TEMPLATES.billingAddress, { basketId }),
    schema: CartSchema,
  })
}

const PaymentMethodsSchema = z.array(z.looseObject({ id: z.string(), name: z.string().optional() }))

/** GET /cart/v1/cart/{basketId}/paymentMethods */
export function getPaymentMethods(api: ApiClient, basketId: string) {
  return api.request({
    path: callPath(CALL_TEMPLATES.paymentMethods, { basketId }),
    schema: PaymentMethodsSchema,
  })
}

/**
 * GET /cart/v1/paymentSession — a session with the card provider's hosted payment page. `verify`
 * opens one that pays for nothing, to save a card from the account (decision 036).
 */
export function createPaymentSession(api: ApiClient, referer: string, { verify = false } = {}) {
  return api.request({
    path: '/cart/v1/paymentSession',
    query: {
      referer,
      paymentMethodId: 'CREDIT_CARD',
      paymentMethod: 'CREDIT_CARD',
      ...(verify ? { purpose: 'verify' } : {}),
    },
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
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
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
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
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
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
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
 * answers the order the first one created. `botToken`: the bot-protection token the caller started
 * before its earlier work (`api.botProtectionToken()`); without it, one is asked for now.
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
  botToken?: Promise<string | undefined>,
) {
  return api.request({
    method: 'PUT',
    path: '/cart/v2/checkout/order',
    body,
    schema: PlaceOrderResponseSchema,
    // PLAT-025: carding bots place orders; the post goes with a bot-protection token.
    botProtected: botToken ?? true,
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
    path: callPath(CALL_TEMPLATES.checkoutOrder, { orderNumber }),
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
