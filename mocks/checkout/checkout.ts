import { http, HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { renderCart } from '../cart/cart-render.ts'
import { requireCart } from '../cart/cart-store.ts'
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
import { localized } from '../i18n/index.ts'
import { apiError, readJson } from '../errors.ts'
import { touch, type CartRecord } from '../state.ts'

/**
 * Checkout calls (000 §7 Cart): addresses, the device fingerprint, placing the order. The payment
 * methods, instruments and provider sessions are the payment-method table's (payment-methods.ts).
 */

type Body = Record<string, unknown>

/** The cart as checkout answers it, its texts in the request's shop language as the cart's own calls. */
function cartJson(cart: CartRecord, request: Request) {
  return HttpResponse.json(localized(renderCart(cart, request), request))
}

function ownedCart(request: Request, basketId: unknown) {
  return requireCart(request, requirePrincipal(request).owner, basketId)
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
