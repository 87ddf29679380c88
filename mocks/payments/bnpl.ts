import { http, HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { money, priceCart } from '../cart/cart-pricing.ts'
import { renderCart } from '../cart/cart-render.ts'
import { apiError, readJson } from '../errors.ts'
import type { OrderPayment } from './payment-method.ts'
import {
  db,
  latestCartOf,
  newToken,
  nextId,
  touch,
  type CartRecord,
  type PaymentSessionRecord,
} from '../state.ts'

/**
 * The emulated buy-now-pay-later provider (payment method KLARNA, CHK-035; its entry in
 * payment-methods.ts): a provider session from GET /cart/v1/paymentSession, the instrument on the
 * cart, then the provider's authorize call. The
 * spec does not show the authorize path (A17): the emulator answers the storefront's default,
 * `BNPL_AUTHORIZE_PATH`. What authorize answers follows the billing email's local part:
 * `+bnpl-declined` → `{ result: "declined" }`, `+bnpl-form` → `{ result: "show_form" }`, anything else
 * `{ result: "approved", authorizationToken }`. The token pays for one order of that cart.
 */

export const BNPL_METHOD = 'KLARNA'
export const BNPL_PROVIDER_NAME = 'emulated-pay-later'
export const BNPL_AUTHORIZE_PATH = '/cart/v1/paymentSession/authorize'

/** The provider's script: it only announces itself; the payment itself runs through the server. */
const SDK = `/* Emulated pay-later provider SDK */
(function () {
  window.EmulatedPayLater = Object.freeze({ version: '1.0.0', ready: true });
})();
`

type Body = Record<string, unknown>

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

function bnplSession(id: unknown, owner: string): PaymentSessionRecord | undefined {
  const session = typeof id === 'string' ? db.paymentSessions.get(id) : undefined
  return session?.paymentMethodId === BNPL_METHOD && session.owner === owner ? session : undefined
}

function emailOf(cart: CartRecord): string {
  return (cart.billingAddress?.email ?? cart.email ?? '').toLowerCase()
}

/** The answer authorize gives for the cart (see the file comment), and the session's new state. */
function authorize(session: PaymentSessionRecord, cart: CartRecord) {
  const local = emailOf(cart).split('@')[0] ?? ''
  if (local.includes('+bnpl-declined')) {
    session.status = 'refused'
    return { result: 'declined' }
  }
  if (local.includes('+bnpl-form')) return { result: 'show_form' }
  if (session.status !== 'authorised' || !session.token) {
    session.status = 'authorised'
    session.token = newToken('bnpl')
  }
  return { result: 'approved', authorizationToken: session.token }
}

/**
 * Place order with paymentMethod KLARNA: the authorization token of the provider session whose
 * instrument is on this cart, approved and not used yet (PAY400 otherwise).
 */
export function bnplPayment(request: Request, cart: CartRecord, body: Body): OrderPayment {
  const data = (asBody(body.paymentMethod).additionalData ?? {}) as Body
  const session = cart.bnpl ? bnplSession(cart.bnpl.sessionId, cart.owner) : undefined
  const valid =
    session &&
    session.basketId === cart.id &&
    session.status === 'authorised' &&
    !session.usedBy &&
    typeof data.authorizationToken === 'string' &&
    data.authorizationToken === session.token
  if (!valid) {
    throw apiError(
      request,
      400,
      'PAY400',
      'Payment error: the pay-later authorization is not valid for this cart',
    )
  }
  return { session, instrumentId: cart.bnpl!.instrumentId, label: 'Pay later' }
}

/** GET /cart/v1/paymentSession?paymentMethodId=KLARNA: the provider session for the shopper's cart. */
export function payLaterSession(request: Request, query: URLSearchParams) {
  const principal = requirePrincipal(request)
  const cart = latestCartOf(principal.owner)
  if (!cart) return apiError(request, 404, 'BSK404', 'Cart not found: no cart to pay later for')
  const id = nextId('bnpl')
  db.paymentSessions.set(id, {
    id,
    owner: principal.owner,
    referer: query.get('referer') ?? '',
    paymentMethodId: BNPL_METHOD,
    basketId: cart.id,
    amount: money(priceCart(cart).remainingToPay),
    currency: cart.currency,
    status: 'pending',
  })
  return HttpResponse.json({
    success: true,
    provider: { name: BNPL_PROVIDER_NAME, sessionId: id, clientToken: newToken('ct') },
  })
}

/** The KLARNA instrument: the provider session opened for this cart. */
export function addPayLater(request: Request, cart: CartRecord, body: Body) {
  const session = bnplSession(body.sessionId, cart.owner)
  if (!session || session.basketId !== cart.id) {
    return apiError(
      request,
      400,
      'PYT404',
      'Payment instrument not found: no pay-later session for this cart',
    )
  }
  cart.bnpl = { instrumentId: nextId('pi'), sessionId: session.id }
  // One instrument pays what is left: pay later takes the place of a card.
  delete cart.card
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export function removePayLater(request: Request, cart: CartRecord, instrumentId: string) {
  if (cart.bnpl?.instrumentId !== instrumentId) return undefined
  delete cart.bnpl
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export const handlers = [
  http.post(`*${BNPL_AUTHORIZE_PATH}`, async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = asBody(await readJson(request))
    const session = bnplSession(body.sessionId, principal.owner)
    if (!session) return apiError(request, 404, 'PAY400', 'Payment error: unknown pay-later session')
    const cart = session.basketId ? db.carts.get(session.basketId) : undefined
    // The instrument comes first (CHK-035): authorize without it has nothing to authorize.
    if (!cart || cart.bnpl?.sessionId !== session.id || session.usedBy) {
      return apiError(request, 400, 'PAY400', 'Payment error: the pay-later instrument is not on the cart')
    }
    return HttpResponse.json(authorize(session, cart))
  }),

  http.get('*/__provider/bnpl/sdk.js', () => {
    return new HttpResponse(SDK, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=300',
      },
    })
  }),
]
