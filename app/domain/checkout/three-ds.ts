import { PAYMENT_NOT_AUTHORIZED } from './place-order.ts'

/**
 * The card issuer's authentication at order time (000 §4 Order payment; CHK-033, CHK-034, CHK-028).
 * A place-order answer whose flash carries PaymentNotAuthorized placed nothing yet: its action value
 * opens the issuer's challenge (message `challenge`) or is the issuer's page to go to (message
 * `redirect`). Finishing it patches the order with the result the issuer handed back.
 */

export type ThreeDSMode = 'challenge' | 'redirect'

/** A challenge under way, kept in the shopper's session until the order is patched. */
export interface PendingAuthentication {
  orderNumber: string
  action: string
  mode: ThreeDSMode
  /** The place-order key that started it: the same key resubmitted goes back to this challenge. */
  idempotencyKey: string
  paymentInstrumentId?: string
  /** The card session the order was placed with: another one since means the shopper paid otherwise. */
  paymentSessionId?: string
}

export type ChallengeRequest =
  | { kind: 'none' }
  | { kind: 'unusable' }
  | { kind: 'challenge'; mode: ThreeDSMode; action: string }

/** CHK-033: reads the place-order flash. A PaymentNotAuthorized without an action cannot be finished. */
export function challengeRequest(
  flash: readonly { type: string; [key: string]: unknown }[] | undefined,
): ChallengeRequest {
  const entry = flash?.find((f) => f.type === PAYMENT_NOT_AUTHORIZED)
  if (!entry) return { kind: 'none' }
  if (typeof entry.action !== 'string' || !entry.action.trim()) return { kind: 'unusable' }
  return {
    kind: 'challenge',
    mode: entry.message === 'redirect' ? 'redirect' : 'challenge',
    action: entry.action,
  }
}

/** The issuer's challenge page of the provider, for an opaque challenge action. */
export const CHALLENGE_PAGE_PATH = '/__provider/3ds/challenge'

/**
 * Where the shopper authenticates, with the shop's return address: the provider's challenge page for
 * a challenge, the action itself for a redirect. Only ever on the configured provider's origin (the
 * redirect comes from upstream and is not trusted as it is); null otherwise.
 */
export function issuerUrl(
  pending: Pick<PendingAuthentication, 'mode' | 'action'>,
  providerUrl: string,
  returnUrl: string,
): string | null {
  const provider = new URL(providerUrl)
  let url: URL
  try {
    url =
      pending.mode === 'challenge'
        ? new URL(
            `${provider.origin}${CHALLENGE_PAGE_PATH}?${new URLSearchParams({ action: pending.action })}`,
          )
        : new URL(pending.action)
  } catch {
    return null
  }
  if (url.origin !== provider.origin || !/^https?:$/.test(url.protocol)) return null
  url.searchParams.set('returnUrl', returnUrl)
  return url.toString()
}

/** The query parameter the issuer hands the result back in, by mode. */
export const RESULT_PARAM = { challenge: 'threeDSResult', redirect: 'redirectResult' } as const

/** The issuer's result for this challenge's mode, from the return (a query or a posted form). */
export function authenticationResult(
  mode: ThreeDSMode,
  values: { get(name: string): unknown },
): string | null {
  const value = values.get(RESULT_PARAM[mode])
  return typeof value === 'string' && value.trim() && value.length <= 512 ? value : null
}

/**
 * CHK-028: the PATCH body's payment method: the challenge's result as `threeDS2Result`, a redirect's as
 * `redirectResult`, with the card instrument the order was placed with.
 */
export function authenticationPatch(
  pending: Pick<PendingAuthentication, 'mode' | 'paymentInstrumentId'>,
  result: string,
): { code: string; additionalData: Record<string, string | undefined> } {
  return {
    code: 'CREDIT_CARD',
    additionalData: {
      [pending.mode === 'challenge' ? 'threeDS2Result' : 'redirectResult']: result,
      ...(pending.paymentInstrumentId ? { paymentInstrumentId: pending.paymentInstrumentId } : {}),
    },
  }
}

/** The upstream ids that mean the issuer refused the authentication: the payment starts again (CHK-004). */
const REFUSED = new Set(['PAYMENT_AUTHENTICATION_ERROR'])

export function authenticationRefused(errorId: string | undefined): boolean {
  return errorId !== undefined && REFUSED.has(errorId)
}

/** The shopper chose another payment since the challenge started: that challenge is abandoned. */
export function paymentChanged(
  pending: PendingAuthentication,
  paymentSessionId: string | undefined,
): boolean {
  return (pending.paymentSessionId ?? null) !== (paymentSessionId ?? null)
}

/** A place-order resubmit with the key of the challenge under way goes back to that challenge. */
export function resumesChallenge(pending: PendingAuthentication | undefined, postedKey: string): boolean {
  return Boolean(pending && postedKey && pending.idempotencyKey === postedKey)
}
