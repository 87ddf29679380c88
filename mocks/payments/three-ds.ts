import { http } from 'msw'
import type { Principal } from '../identity/auth.ts'
import { requireCart } from '../cart/cart-store.ts'
import { apiError } from '../errors.ts'
import { origin } from '../locale.ts'
import { escapeHtml, formatAmount, layout } from './provider-page.ts'
import { PROVIDER_TEXT, providerText, type ProviderText } from './provider-text.ts'
import {
  db,
  newToken,
  nextOrderNumber,
  type OrderAuthentication,
  type PaymentSessionRecord,
  type PendingAuthenticationRecord,
} from '../state.ts'

/**
 * Authentication at order time (3-D Secure, CHK-033, CHK-034). Two test cards authorise on the hosted
 * payment page or in the hosted fields, but make the issuer ask for authentication when the order is
 * placed:
 *
 * - `4000 0027 6000 3184`: the PUT order answers `PaymentNotAuthorized` with message `challenge` and an
 *   opaque action; the shopper opens the issuer's challenge page `/__provider/3ds/challenge?action=…`.
 * - `4000 0000 0000 3063`: the same with message `redirect`, whose action is the issuer's page URL
 *   `/__provider/3ds/redirect/{reference}`.
 *
 * Either page (plain HTML forms) takes `returnUrl`, which must be on the origin that opened the payment
 * session, lets the shopper complete or fail the authentication, and sends them back there with
 * `threeDSResult` (challenge) or `redirectResult` (redirect). Nothing is final until
 * PATCH /cart/v2/checkout/order/{orderNumber} carries that result as `additionalData.threeDS2Result`
 * or `additionalData.redirectResult`: a completed authentication places the order (stock taken, card
 * session used) under the order number the PUT answered; anything else answers 402
 * `PAYMENT_AUTHENTICATION_ERROR`, and the card session is refused (the shop starts the payment again).
 */

const AT_ORDER: Record<string, OrderAuthentication> = {
  '4000002760003184': 'challenge',
  '4000000000003063': 'redirect',
}

/** Which authentication a card asks for when its order is placed, if any. */
export function orderAuthenticationFor(digits: string): OrderAuthentication | undefined {
  return AT_ORDER[digits]
}

type Body = Record<string, unknown>
type Place<T> = (request: Request, principal: Principal, body: Body, orderNumber: string) => T

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

function answer(request: Request, record: PendingAuthenticationRecord) {
  const action =
    record.mode === 'redirect'
      ? `${origin(request)}/__provider/3ds/redirect/${record.reference}`
      : record.reference
  return {
    orderNumber: record.orderNumber,
    order: { orderNumber: record.orderNumber, status: 'PENDING_AUTHENTICATION' },
    flash: [{ type: 'PaymentNotAuthorized', message: record.mode, level: 'info', action }],
  }
}

/**
 * The PUT order's hook: answers the pending challenge when the cart's card needs authentication at
 * order time (or the same key already started one); undefined lets the order be placed as usual.
 */
export function authenticationRequired(request: Request, principal: Principal, body: Body) {
  const raw = request.headers.get('idempotency-key') ?? body.idempotencyKey
  const key = typeof raw === 'string' && raw ? `${principal.owner}|${raw}` : undefined
  if (key && db.orderKeys.has(key)) return undefined
  const waiting = key
    ? [...db.pendingAuthentications.values()].find((r) => r.key === key && r.status !== 'failed')
    : undefined
  if (waiting) return waiting.status === 'placed' ? undefined : answer(request, waiting)
  const cart = requireCart(request, principal.owner, body.cartId ?? body.basketId)
  const session = cart.card ? db.paymentSessions.get(cart.card.sessionId) : undefined
  if (!session?.orderAuthentication || session.status !== 'authorised' || session.usedBy) return undefined
  const record: PendingAuthenticationRecord = {
    reference: newToken('3ds'),
    orderNumber: nextOrderNumber(),
    owner: principal.owner,
    key,
    mode: session.orderAuthentication,
    sessionId: session.id,
    body,
    status: 'awaiting',
  }
  db.pendingAuthentications.set(record.reference, record)
  return answer(request, record)
}

/**
 * The PATCH order's hook for an order waiting for authentication: places it when the result matches a
 * completed authentication, refuses it otherwise. Undefined for any other order.
 */
export function finishAuthentication<T>(
  request: Request,
  principal: Principal,
  orderNumber: string,
  patch: Body,
  place: Place<T>,
): T | Response | undefined {
  const record = [...db.pendingAuthentications.values()].find(
    (r) => r.orderNumber === orderNumber && r.owner === principal.owner,
  )
  if (!record || record.status === 'placed') return undefined
  const data = asBody(asBody(patch.paymentMethod).additionalData)
  const result = record.mode === 'challenge' ? data.threeDS2Result : data.redirectResult
  const session = db.paymentSessions.get(record.sessionId)
  if (record.status !== 'authenticated' || !record.result || result !== record.result || !session) {
    record.status = 'failed'
    if (session && !session.usedBy) {
      session.status = 'refused'
      session.threeDSResult = 'N'
    }
    return apiError(request, 402, 'PAYMENT_AUTHENTICATION_ERROR', 'Payment authentication failed')
  }
  session.threeDSResult = 'Y'
  const method = asBody(record.body.paymentMethod)
  const order = place(
    request,
    principal,
    {
      ...record.body,
      paymentMethod: {
        ...method,
        additionalData: { ...asBody(method.additionalData), ...data },
      },
    },
    record.orderNumber,
  )
  record.status = 'placed'
  return order
}

function recordOf(reference: unknown, mode: OrderAuthentication) {
  const record = typeof reference === 'string' ? db.pendingAuthentications.get(reference) : undefined
  return record?.mode === mode ? record : undefined
}

/** The shop's return address, only on the origin that opened the payment session (no open redirect). */
function returnUrlOf(request: Request, session: PaymentSessionRecord): URL | undefined {
  const raw = new URL(request.url).searchParams.get('returnUrl')
  try {
    const url = raw ? new URL(raw) : undefined
    return url && url.origin === new URL(session.referer).origin ? url : undefined
  } catch {
    return undefined
  }
}

function framedBy(response: Response, session: PaymentSessionRecord): Response {
  // The shop may show this page in its own dialog; nobody else may frame it.
  response.headers.set('Content-Security-Policy', `frame-ancestors ${new URL(session.referer).origin}`)
  return response
}

function problemPage(title: string, message: string, status: number, text: ProviderText): Response {
  return layout(text.title(title), `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, status, text)
}

function issuerPage(request: Request, session: PaymentSessionRecord): Response {
  const text = providerText(session.locale)
  const amount = formatAmount(session)
  const action = `${new URL(request.url).pathname}${new URL(request.url).search}`
  const body = `<h1>${escapeHtml(text.confirmWithBank)}</h1>
<p>${text.issuerAsks(amount ? escapeHtml(amount) : '', escapeHtml(session.lastFour ?? ''))}</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="outcome" value="complete">${escapeHtml(text.completeAuthentication)}</button>
<button type="submit" name="outcome" value="fail" class="secondary">${escapeHtml(text.failAuthentication)}</button>
</div>
</form>`
  return framedBy(layout(text.title(text.confirmWithBank), body, 200, text), session)
}

function lookup(request: Request, reference: unknown, mode: OrderAuthentication) {
  const record = recordOf(reference, mode)
  const session = record ? db.paymentSessions.get(record.sessionId) : undefined
  if (!record || !session) {
    // No session, so no language known: English.
    const text = PROVIDER_TEXT.en
    return { error: problemPage(text.authenticationNotFound, text.authenticationNotFoundText, 404, text) }
  }
  const returnUrl = returnUrlOf(request, session)
  if (!returnUrl) {
    const text = providerText(session.locale)
    return { error: problemPage(text.returnRefused, text.returnRefusedText, 400, text) }
  }
  return { record, session, returnUrl }
}

function backToShop(record: PendingAuthenticationRecord, returnUrl: URL): Response {
  returnUrl.searchParams.set(
    record.mode === 'challenge' ? 'threeDSResult' : 'redirectResult',
    record.result ?? '',
  )
  return new Response(null, { status: 303, headers: { Location: returnUrl.toString() } })
}

function show(request: Request, reference: unknown, mode: OrderAuthentication) {
  const found = lookup(request, reference, mode)
  if ('error' in found) return found.error
  if (found.record.status !== 'awaiting') return backToShop(found.record, found.returnUrl)
  return issuerPage(request, found.session)
}

async function decide(request: Request, reference: unknown, mode: OrderAuthentication) {
  const found = lookup(request, reference, mode)
  if ('error' in found) return found.error
  const { record, returnUrl } = found
  if (record.status === 'awaiting') {
    const outcome = new URLSearchParams(await request.text()).get('outcome')
    record.status = outcome === 'complete' ? 'authenticated' : 'failed'
    record.result = newToken(outcome === 'complete' ? 'auth' : 'fail')
  }
  return backToShop(record, returnUrl)
}

export const handlers = [
  http.get('*/__provider/3ds/challenge', ({ request }) =>
    show(request, new URL(request.url).searchParams.get('action'), 'challenge'),
  ),
  http.post('*/__provider/3ds/challenge', ({ request }) =>
    decide(request, new URL(request.url).searchParams.get('action'), 'challenge'),
  ),
  http.get('*/__provider/3ds/redirect/:reference', ({ request, params }) =>
    show(request, params.reference, 'redirect'),
  ),
  http.post('*/__provider/3ds/redirect/:reference', ({ request, params }) =>
    decide(request, params.reference, 'redirect'),
  ),
]
