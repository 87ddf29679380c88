import { z } from 'zod'
import { CartSchema, type Cart } from '#app/domain/cart/cart.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** A registered shopper's saved cards beyond reading them (consumer-payments.server.ts). */

/**
 * POST /consumers-v3/consumer/payment_instruments (ACCT-022): saves the card of an authorised provider
 * session, with the CAPTCHA token; answers card.paymentInstrumentId.
 */
export function saveCard(
  api: ApiClient,
  body: {
    sessionId: string
    card: { cardType?: string; lastFour?: string; expiryMonth?: string; expiryYear?: string }
    recaptcha_response: string
  },
) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/payment_instruments',
    body: { payment_method_id: 'CREDIT_CARD', ...body },
    schema: z.looseObject({ card: z.looseObject({ paymentInstrumentId: z.string() }) }),
  })
}

/** PATCH /consumers-v3/consumer/payment_instruments/{id} (ACCT-023): makes the card the main one. */
export function makeMainCard(api: ApiClient, paymentInstrumentId: string) {
  return api.request({
    method: 'PATCH',
    path: callPath(CALL_TEMPLATES.consumerPaymentInstrument, { paymentInstrumentId }),
    body: { card: { main: true } },
    schema: z.looseObject({}),
  })
}

/** DELETE /consumers-v3/consumer/payment_instruments/{id} (ACCT-024). */
export function deleteSavedCard(api: ApiClient, paymentInstrumentId: string) {
  return api.request({
    method: 'DELETE',
    path: callPath(CALL_TEMPLATES.consumerPaymentInstrument, { paymentInstrumentId }),
    schema: z.looseObject({}),
  })
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments with a saved card: the provider pays with its token. */
export function addSavedCardInstrument(
  api: ApiClient,
  basketId: string,
  paymentInstrumentId: string,
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
    body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId },
    schema: CartSchema,
  })
}
