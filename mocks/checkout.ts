import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import type { PaymentSessionSchema } from '#app/models/cart.ts'
import { requirePrincipal } from './auth.ts'
import { money, priceCart } from './cart-pricing.ts'
import { renderCart } from './cart-render.ts'
import { requireCart } from './cart-store.ts'
import {
  billingAddressFrom,
  deliveriesOf,
  digitalRecipientsFrom,
  hasCaptcha,
  parseAddress,
  pickupContactFrom,
  postalCodeFits,
  shippingAddressFrom,
} from './checkout-address.ts'
import { orderHandlers } from './checkout-order.ts'
import { addSavedCard } from './saved-cards.ts'
import { findGiftCard, MAX_GIFT_CARDS } from './data/gift-cards.ts'
import { localized } from './data/i18n/index.ts'
import { apiError, readJson } from './errors.ts'
import { origin } from './locale.ts'
import { db, latestCartOf, nextId, touch, type CartRecord } from './state.ts'

/** Checkout calls (000 §7 Cart): addresses, payment methods and instruments, the provider session. */

type Body = Record<string, unknown>

export const PROVIDER_NAME = 'emupay'

const PAYMENT_METHODS = [
  { id: 'CREDIT_CARD', name: 'Card' },
  { id: 'GIFT_CARD', name: 'Gift card' },
  { id: 'KLARNA', name: 'Pay later' },
  { id: 'PAYPAL', name: 'PayPal' },
  { id: 'LOYALTY_POINTS', name: 'Loyalty points' },
  { id: 'REWARD_CODE', name: 'Reward code' },
  { id: 'REWARD_CARD', name: 'Reward card' },
  { id: 'ATHLETES_PAYMENT', name: 'Athlete payment' },
]

/** The cart as checkout answers it, its texts in the request's shop language as the cart's own calls. */
function cartJson(cart: CartRecord, request: Request) {
  return HttpResponse.json(localized(renderCart(cart, request), request))
}

function ownedCart(request: Request, basketId: unknown) {
  return requireCart(request, requirePrincipal(request).owner, basketId)
}

function addCard(request: Request, cart: CartRecord, body: Body) {
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

function addGiftCard(request: Request, cart: CartRecord, body: Body) {
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

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export const handlers = [
  http.post('*/cart/v2/cart/:basketId/shippingAddress', async ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    const body = await readJson<Body | unknown[]>(request)
    const needs = deliveriesOf(cart)
    // Lines delivered home need the address; store and digital lines only their contacts (CHK-007).
    if (needs.home) {
      const address = shippingAddressFrom(request, body, cart.country)
      cart.shippingAddress = address
      if (address.email) cart.email = address.email
    } else if (!hasCaptcha(body)) {
      return apiError(request, 400, 'AUT403', 'Captcha failed: recaptcha_response is missing')
    }
    if (needs.pickup) {
      cart.pickupContact = pickupContactFrom(request, body)
      cart.email ??= cart.pickupContact.email
    }
    if (needs.digital.length) cart.digitalRecipients = digitalRecipientsFrom(body, needs.digital)
    touch(cart)
    return cartJson(cart, request)
  }),

  http.delete('*/cart/v2/cart/:basketId/shippingAddress', ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    delete cart.shippingAddress
    touch(cart)
    return cartJson(cart, request)
  }),

  http.post('*/cart/v1/cart/:basketId/shippingAddress/validation', async ({ request, params }) => {
    ownedCart(request, params.basketId)
    const body = (await readJson(request)) ?? {}
    const list = Array.isArray(body.addresses) ? (body.addresses as unknown[]) : []
    const address = parseAddress(list[0] ?? body.address ?? body)
    if (!address || !postalCodeFits(address)) return HttpResponse.json({ valid: false })
    return HttpResponse.json({ valid: true, suggestions: [] })
  }),

  http.post('*/cart/v1/cart/:basketId/billingAddress', async ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    cart.billingAddress = billingAddressFrom(request, await readJson(request))
    touch(cart)
    return cartJson(cart, request)
  }),

  http.delete('*/cart/v1/cart/:basketId/billingAddress', ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    delete cart.billingAddress
    touch(cart)
    return cartJson(cart, request)
  }),

  http.get('*/cart/v1/cart/:basketId/paymentMethods', ({ request, params }) => {
    ownedCart(request, params.basketId)
    return HttpResponse.json(PAYMENT_METHODS)
  }),

  http.post('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    const body = (await readJson(request)) ?? {}
    if (body.payment_method_id === 'CREDIT_CARD') return addCard(request, cart, body)
    if (body.payment_method_id === 'GIFT_CARD') return addGiftCard(request, cart, body)
    return apiError(
      request,
      400,
      'PAY400',
      `Payment method ${String(body.payment_method_id)} is not accepted`,
    )
  }),

  http.delete('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const cart = ownedCart(request, params.basketId)
    const body = (await readJson(request)) ?? {}
    const id = body.payment_instrument_id ?? new URL(request.url).searchParams.get('payment_instrument_id')
    if (cart.card?.instrumentId === id) {
      delete cart.card
    } else if (cart.giftCards.some((gc) => gc.instrumentId === id)) {
      cart.giftCards = cart.giftCards.filter((gc) => gc.instrumentId !== id)
    } else {
      return apiError(request, 404, 'PYT404', `Payment instrument ${String(id)} not found`)
    }
    touch(cart)
    return cartJson(cart, request)
  }),

  http.get('*/cart/v1/paymentSession', ({ request }) => {
    const principal = requirePrincipal(request)
    const query = new URL(request.url).searchParams
    const method = query.get('paymentMethodId') ?? query.get('paymentMethod') ?? 'CREDIT_CARD'
    const referer = query.get('referer') ?? ''
    if (method !== 'CREDIT_CARD') {
      return apiError(request, 400, 'PAY400', `No hosted payment session for ${method}`)
    }
    if (!isHttpUrl(referer))
      return apiError(request, 400, 'PAY400', 'referer must be an absolute http(s) URL')
    // The session call names no cart: the shopper's latest cart is the one being paid for. A card
    // verification (`purpose=verify`, to save a card from the account) pays for nothing.
    const cart = query.get('purpose') === 'verify' ? undefined : latestCartOf(principal.owner)
    const id = nextId('ps')
    db.paymentSessions.set(id, {
      id,
      owner: principal.owner,
      referer,
      paymentMethodId: method,
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
  }),

  // The device fingerprint for the payment's fraud check (CHK-029): kept with the cart.
  http.post('*/cart/v1/deviceFingerPrint', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    if (typeof body.fingerprint !== 'string' || !body.fingerprint) {
      return apiError(request, 400, 'GEN400', 'fingerprint is required')
    }
    const cart = requireCart(request, principal.owner, body.basketId)
    cart.deviceFingerprint = body.fingerprint
    return HttpResponse.json({ success: true })
  }),

  ...orderHandlers,
]
