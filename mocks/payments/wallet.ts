import { http, HttpResponse } from 'msw'
import type { Address } from '#app/domain/cart/cart.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { money, priceCart } from '../cart/cart-pricing.ts'
import { renderCart } from '../cart/cart-render.ts'
import { apiError } from '../errors.ts'
import { origin } from '../locale.ts'
import type { OrderPayment } from './payment-method.ts'
import { returnUrl } from './provider-page.ts'
import { approvalPage, walletNotFoundPage } from './wallet-page.ts'
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
 * The emulated wallets (PAYPAL's entry in payment-methods.ts). A provider wallet (PAYPAL, PayPal-style): the cart service opens a session
 * (`GET /cart/v1/paymentSession?paymentMethodId=PAYPAL`), the shopper approves it on the wallet's page
 * (`/__provider/wallet/:sessionId`) and comes back; the storefront reads the outcome, payer and address from
 * `/provider/v1/wallet/sessions/:sessionId` and adds the PAYPAL instrument with the token. A device
 * wallet: the browser hands the storefront a token, which the provider turns into an authorised card
 * session (`POST /provider/v1/sessions/:sessionId/device-wallet`).
 */

type Body = Record<string, unknown>

/** The seeded wallet account every approval signs in as (its email may be changed on the page). */
export const WALLET_ACCOUNT = {
  payerId: 'EMUW-PAYER-0001',
  email: 'robin.lee@example.com',
  shippingAddress: {
    firstName: 'Robin',
    lastName: 'Lee',
    addressLine1: '48 Harbor Street',
    city: 'Seattle',
    province: 'WA',
    postalCode: '98101',
    country: 'US',
    phone: '2065550123',
  } satisfies Address,
}

/** Device wallet test tokens: `emuwallet-device:<network>:<last four>:<anything>`; `declined` is refused. */
const DEVICE_TOKEN = /^emuwallet-device:(VISA|MASTERCARD|AMEX):(\d{4}):[\w-]{1,64}$/
export const DECLINED_DEVICE_TOKEN = 'emuwallet-device:declined'

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

function walletSession(id: unknown): PaymentSessionRecord | undefined {
  const session = typeof id === 'string' ? db.paymentSessions.get(id) : undefined
  return session?.paymentMethodId === 'PAYPAL' ? session : undefined
}

function back(session: PaymentSessionRecord, status?: 'cancelled'): Response {
  return new Response(null, { status: 303, headers: { Location: returnUrl(session, status) } })
}

/** Place order with PAYPAL: the cart's wallet pays, its session approved and used by no order yet. */
export function walletPayment(request: Request, cart: CartRecord, body: Body): OrderPayment {
  const method = asBody(body.paymentMethod)
  const wallet = cart.wallet
  const session = wallet ? db.paymentSessions.get(wallet.sessionId) : undefined
  const data = asBody(method.additionalData)
  const sameInstrument =
    data.paymentInstrumentId === undefined || data.paymentInstrumentId === wallet?.instrumentId
  if (!wallet || !session || !sameInstrument || session.status !== 'authorised' || session.usedBy) {
    throw apiError(request, 400, 'PYT404', 'Payment instrument not found or no longer authorised')
  }
  return { session, instrumentId: wallet.instrumentId, label: `PayPal ${wallet.payerEmail}` }
}

/** GET /cart/v1/paymentSession?paymentMethodId=PAYPAL: a session the shopper approves on the wallet's page. */
export function walletSessionFor(request: Request, query: URLSearchParams) {
  const principal = requirePrincipal(request)
  const referer = query.get('referer') ?? ''
  if (!/^https?:\/\//.test(referer)) {
    return apiError(request, 400, 'PAY400', 'referer must be an absolute http(s) URL')
  }
  const cart = latestCartOf(principal.owner)
  const id = nextId('ps')
  db.paymentSessions.set(id, {
    id,
    owner: principal.owner,
    referer,
    paymentMethodId: 'PAYPAL',
    basketId: cart?.id,
    amount: cart ? money(priceCart(cart).remainingToPay) : undefined,
    currency: cart?.currency,
    locale: request.headers.get('x-locale') ?? query.get('locale') ?? undefined,
    status: 'pending',
  })
  return HttpResponse.json({
    success: true,
    provider: {
      name: 'emuwallet',
      sessionId: id,
      redirectUrl: `${origin(request)}/__provider/wallet/${id}`,
    },
  })
}

/** The PAYPAL instrument: the approved wallet session's token. */
export function addWallet(request: Request, cart: CartRecord, body: Body) {
  const session = walletSession(body.sessionId)
  const valid =
    session &&
    session.owner === cart.owner &&
    session.status === 'authorised' &&
    !session.usedBy &&
    typeof body.token === 'string' &&
    session.token === body.token
  if (!valid) {
    return apiError(request, 400, 'PYT404', 'Payment instrument not found: the wallet token is not approved')
  }
  // One way to pay for what is left: the wallet replaces a card added before.
  delete cart.card
  cart.wallet = {
    instrumentId: nextId('pi'),
    sessionId: session.id,
    token: session.token!,
    payerEmail: session.wallet?.payerEmail ?? '',
  }
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export function removeWallet(request: Request, cart: CartRecord, instrumentId: string) {
  if (cart.wallet?.instrumentId !== instrumentId) return undefined
  delete cart.wallet
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

export const handlers = [
  http.get('*/__provider/wallet/:sessionId', ({ params }) => {
    const session = walletSession(params.sessionId)
    if (!session) return walletNotFoundPage()
    if (session.status !== 'pending')
      return back(session, session.status === 'cancelled' ? 'cancelled' : undefined)
    return approvalPage(session, WALLET_ACCOUNT.shippingAddress, { email: WALLET_ACCOUNT.email })
  }),

  http.post('*/__provider/wallet/:sessionId', async ({ request, params }) => {
    const session = walletSession(params.sessionId)
    if (!session) return walletNotFoundPage()
    if (session.status !== 'pending')
      return back(session, session.status === 'cancelled' ? 'cancelled' : undefined)
    const form = new URLSearchParams(await request.text())
    if (form.get('decision') === 'cancel') {
      session.status = 'cancelled'
      return back(session, 'cancelled')
    }
    const email = (form.get('email') ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return approvalPage(session, WALLET_ACCOUNT.shippingAddress, {
        email,
        invalidEmail: true,
      })
    }
    session.status = 'authorised'
    session.token = newToken('wlt')
    session.wallet = {
      payerId: WALLET_ACCOUNT.payerId,
      payerEmail: email,
      shippingAddress: { ...WALLET_ACCOUNT.shippingAddress, email },
    }
    return back(session)
  }),

  http.get('*/provider/v1/wallet/sessions/:sessionId', ({ request, params }) => {
    const session = walletSession(params.sessionId)
    if (!session) {
      return apiError(request, 404, 'PYT404', `Wallet session ${String(params.sessionId)} not found`)
    }
    return HttpResponse.json({
      sessionId: session.id,
      status: session.status,
      ...(session.status === 'authorised' && !session.usedBy ? { token: session.token } : {}),
      ...(session.wallet
        ? {
            payer: { payerId: session.wallet.payerId, email: session.wallet.payerEmail },
            shippingAddress: session.wallet.shippingAddress,
          }
        : {}),
    })
  }),

  // The device wallet's token pays the card session in place of the hosted page.
  http.post('*/provider/v1/sessions/:sessionId/device-wallet', async ({ request, params }) => {
    const id = String(params.sessionId)
    const session = db.paymentSessions.get(id)
    if (!session || session.paymentMethodId !== 'CREDIT_CARD') {
      return apiError(request, 404, 'PYT404', `Payment session ${id} not found`)
    }
    if (session.status !== 'pending') {
      return apiError(request, 409, 'PYT409', 'This payment session is already finished')
    }
    const token = asBody(await request.json().catch(() => null)).walletToken
    const match = typeof token === 'string' ? DEVICE_TOKEN.exec(token) : null
    if (token === DECLINED_DEVICE_TOKEN || !match) {
      session.status = 'refused'
      return apiError(request, 400, 'PAY400', 'The wallet payment was declined')
    }
    Object.assign(session, {
      status: 'authorised',
      token: newToken('tok'),
      walletType: 'device',
      cardType: match[1],
      lastFour: match[2],
      bin: '',
    } satisfies Partial<PaymentSessionRecord>)
    return HttpResponse.json({ sessionId: session.id, status: session.status, walletType: 'device' })
  }),
]
