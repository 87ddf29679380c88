import { HttpResponse } from 'msw'
import type { z } from 'zod'
import type { PaymentSessionSchema } from '#app/domain/cart/cart.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { money, priceCart } from '../cart/cart-pricing.ts'
import { renderCart } from '../cart/cart-render.ts'
import { findGiftCard, MAX_GIFT_CARDS } from './seed/gift-cards.ts'
import { localized } from '../i18n/index.ts'
import { apiError } from '../errors.ts'
import { origin } from '../locale.ts'
import type { OrderPayment } from './payment-method.ts'
import { addSavedCard } from './saved-cards.ts'
import { db, latestCartOf, nextId, touch, type CartRecord } from '../state.ts'

/**
 * The cart service's own payment methods (000 §7 Cart): a card (CREDIT_CARD), paid on the emulated
 * provider's hosted payment page or by a saved card's token, and gift cards (GIFT_CARD). Their entries
 * in payment-methods.ts answer the payment calls for them.
 */

type Body = Record<string, unknown>

export const PROVIDER_NAME = 'emupay'

/** The cart as checkout answers it, its texts in the request's shop language as the cart's own calls. */
function cartJson(cart: CartRecord, request: Request) {
  return HttpResponse.json(localized(renderCart(cart, request), request))
}

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** GET /cart/v1/paymentSession for a card: a session on the provider's hosted payment page. */
export function cardSession(request: Request, query: URLSearchParams) {
  const principal = requirePrincipal(request)
  const referer = query.get('referer') ?? ''
  if (!isHttpUrl(referer)) return apiError(request, 400, 'PAY400', 'referer must be an absolute http(s) URL')
  // The session call names no cart: the shopper's latest cart is the one being paid for. A card
  // verification (`purpose=verify`, to save a card from the account) pays for nothing.
  const cart = query.get('purpose') === 'verify' ? undefined : latestCartOf(principal.owner)
  const id = nextId('ps')
  db.paymentSessions.set(id, {
    id,
    owner: principal.owner,
    referer,
    paymentMethodId: 'CREDIT_CARD',
    basketId: cart?.id,
    amount: cart ? money(priceCart(cart).remainingToPay) : undefined,
    currency: cart?.currency,
    locale: request.headers.get('x-locale') ?? query.get('locale') ?? undefined,
    status: 'pending',
  })
  const body: z.infer<typeof PaymentSessionSchema> = {
    success: true,
    provider: {
      name: PROVIDER_NAME,
      sessionId: id,
      redirectUrl: `${origin(request)}/__provider/hpp/${id}`,
    },
  }
  return HttpResponse.json(body)
}

/** The card instrument: an authorised session's token, or a saved card by its paymentInstrumentId. */
export function addCard(request: Request, cart: CartRecord, body: Body) {
  if (typeof body.paymentInstrumentId === 'string') return addSavedCard(request, cart, body)
  const session = typeof body.sessionId === 'string' ? db.paymentSessions.get(body.sessionId) : undefined
  const valid =
    session &&
    session.owner === cart.owner &&
    session.status === 'authorised' &&
    !session.usedBy &&
    typeof body.token === 'string' &&
    session.token === body.token
  if (!valid) {
    return apiError(request, 400, 'PYT404', 'Payment instrument not found: the card token is not authorised')
  }
  cart.card = {
    instrumentId: nextId('pi'),
    sessionId: session.id,
    token: session.token!,
    cardType: session.cardType ?? 'CARD',
    lastFour: session.lastFour ?? '',
    bin: session.bin ?? '',
    expiryMonth: session.expiryMonth ?? '',
    expiryYear: session.expiryYear ?? '',
  }
  // One instrument pays what is left: the card takes the place of a pay-later one.
  delete cart.bnpl
  touch(cart)
  return cartJson(cart, request)
}

export function removeCard(request: Request, cart: CartRecord, instrumentId: string) {
  if (cart.card?.instrumentId !== instrumentId) return undefined
  delete cart.card
  touch(cart)
  return cartJson(cart, request)
}

/** Place order: the card on the cart pays what is left, its session authorised and not used yet. */
export function cardPayment(request: Request, cart: CartRecord, body: Body): OrderPayment {
  const card = cart.card
  if (!card)
    throw apiError(request, 400, 'PYT400', 'Payment not enough: the payment does not cover the total')
  const data = asBody(asBody(body.paymentMethod).additionalData)
  const session = db.paymentSessions.get(card.sessionId)
  const sameInstrument =
    data.paymentInstrumentId === undefined || data.paymentInstrumentId === card.instrumentId
  if (!sameInstrument || !session || session.status !== 'authorised' || session.usedBy) {
    throw apiError(request, 400, 'PYT404', 'Payment instrument not found or no longer authorised')
  }
  return {
    session,
    instrumentId: card.instrumentId,
    label: `${card.cardType} ending ${card.lastFour}`,
    additionalData: {
      sessionID: session.id,
      cardType: card.cardType,
      lastFour: card.lastFour,
      paymentInstrumentId: card.instrumentId,
      bin: card.bin,
      type: 'scheme',
    },
  }
}

export function addGiftCard(request: Request, cart: CartRecord, body: Body) {
  const number = typeof body.cardNumber === 'string' ? body.cardNumber : ''
  if (!number) return apiError(request, 400, 'GFC400', 'Enter the gift card number')
  const card = findGiftCard(number)
  if (!card || card.pin !== String(body.pin ?? '')) {
    return apiError(request, 400, 'GFC800', 'The gift card number or PIN is not valid')
  }
  if (card.expired) return apiError(request, 400, 'GFC812', 'This gift card has expired')
  if (card.notAllowed) return apiError(request, 400, 'GFC725', 'This gift card is not accepted on this site')
  if (cart.giftCards.some((gc) => gc.cardNumber === card.cardNumber)) {
    return apiError(request, 400, 'GFC755', 'This gift card is already applied')
  }
  // A gift card does not buy gift cards.
  if (priceCart(cart).lines.some((l) => l.product.productType === 'giftcard')) {
    return apiError(request, 400, 'GFO405', 'Gift cards cannot pay for gift cards')
  }
  if (cart.giftCards.length >= MAX_GIFT_CARDS) {
    return apiError(request, 400, 'GFC410', `At most ${MAX_GIFT_CARDS} gift cards per order`)
  }
  if ((db.giftCardBalances.get(card.cardNumber) ?? 0) <= 0) {
    return apiError(request, 400, 'GFC740', 'This gift card has no balance left')
  }
  cart.giftCards.push({ instrumentId: nextId('pi'), cardNumber: card.cardNumber })
  touch(cart)
  return cartJson(cart, request)
}

export function removeGiftCard(request: Request, cart: CartRecord, instrumentId: string) {
  if (!cart.giftCards.some((gc) => gc.instrumentId === instrumentId)) return undefined
  cart.giftCards = cart.giftCards.filter((gc) => gc.instrumentId !== instrumentId)
  touch(cart)
  return cartJson(cart, request)
}
