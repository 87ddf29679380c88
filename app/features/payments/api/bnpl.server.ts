import { BNPL_METHOD, BnplAuthorizationSchema, BnplSessionSchema } from '#app/domain/payments/bnpl.ts'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/**
 * The buy-now-pay-later calls, in the order the flow makes them (000 §4 Order payment, CHK-035):
 * the provider session, the instrument on the cart, then authorize.
 */

/** GET /cart/v1/paymentSession for the pay-later provider (CHK-025's query, with KLARNA). */
export function createBnplSession(api: ApiClient, referer: string) {
  return api.request({
    path: '/cart/v1/paymentSession',
    query: { referer, paymentMethodId: BNPL_METHOD, paymentMethod: BNPL_METHOD },
    schema: BnplSessionSchema,
  })
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments — the pay-later instrument for the session. */
export function addBnplInstrument(api: ApiClient, basketId: string, sessionId: string): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
    body: { payment_method_id: BNPL_METHOD, sessionId },
    schema: CartSchema,
  })
}

/**
 * The provider's authorize call. The spec shows no path (A17): it is `BNPL_AUTHORIZE_PATH`, a POST of
 * the session and the cart; the answer's `result` is read by `bnplOutcome`.
 */
export function authorizeBnpl(api: ApiClient, path: string, body: { sessionId: string; basketId: string }) {
  return api.request({
    method: 'POST',
    path,
    body: { ...body, paymentMethodId: BNPL_METHOD },
    schema: BnplAuthorizationSchema,
  })
}
