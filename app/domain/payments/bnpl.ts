import { z } from 'zod'

/**
 * Buy-now-pay-later ("Pay later", 000 §4 Order payment): the provider's session, the instrument on
 * the cart, then the provider's authorize answer, read here without any upstream call.
 */

/** The provider's payment method id (000 §3 Payment instrument, CHK-009). */
export const BNPL_METHOD = 'KLARNA'

/** GET /cart/v1/paymentSession for the provider: a session and the client token its script uses. */
export const BnplSessionSchema = z.looseObject({
  success: z.boolean(),
  provider: z.looseObject({
    name: z.string(),
    sessionId: z.string(),
    clientToken: z.string().optional(),
  }),
})

/** The authorize answer: `result` is the provider's word; a token only comes with `approved`. */
export const BnplAuthorizationSchema = z.looseObject({
  result: z.string(),
  authorizationToken: z.string().optional(),
})
export type BnplAuthorization = z.infer<typeof BnplAuthorizationSchema>

export type BnplOutcome =
  | { kind: 'approved'; authorizationToken: string }
  | { kind: 'none' }
  | { kind: 'error' }

/**
 * CHK-035: approved gives the authorization token; show_form means nothing (the provider wants more
 * from the shopper, and the payment stays as it was); any other result is an error (PAY400, ERR-125).
 * An approval without a token cannot pay for anything, so it counts as an error too.
 */
export function bnplOutcome(answer: BnplAuthorization): BnplOutcome {
  if (answer.result === 'approved') {
    return answer.authorizationToken
      ? { kind: 'approved', authorizationToken: answer.authorizationToken }
      : { kind: 'error' }
  }
  if (answer.result === 'show_form') return { kind: 'none' }
  return { kind: 'error' }
}

/**
 * Pay later is offered for what is left to pay, and only where the cart's payment methods list the
 * provider. No list (the call failed) offers nothing: checkout fails closed.
 */
export function offersBnpl(methods: readonly { id: string }[] | null, remainingToPay: number): boolean {
  return remainingToPay > 0 && Boolean(methods?.some((m) => m.id === BNPL_METHOD))
}

/** The authorization kept for the cart it was given for. */
export interface BnplApproval {
  basketId: string
  authorizationToken: string
}

/**
 * The approval that pays at place order: only for the same cart, and only when no card payment was
 * started after it (a card session in the session is the shopper's later choice).
 */
export function activeBnplApproval(
  approval: BnplApproval | undefined,
  basketId: string | undefined,
  cardSessionId: string | undefined,
): BnplApproval | null {
  if (!approval || !basketId || cardSessionId) return null
  return approval.basketId === basketId ? approval : null
}

/** The place-order payment method for an approval (PUT /cart/v2/checkout/order `paymentMethod`). */
export function bnplPaymentMethod(approval: BnplApproval) {
  return { code: BNPL_METHOD, additionalData: { authorizationToken: approval.authorizationToken } }
}
