import { http, HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { priceCart, SHIPMENT_ID, money } from './cart-pricing.ts'
import { renderCart } from './cart-render.ts'
import {
  addItems,
  checkQuantity,
  createCartRecord,
  parseItem,
  requireCart,
  resolveItem,
  type ItemInput,
} from './cart-store.ts'
import { findCollectionPoint, pudoEligible } from '../stores/collection-points.ts'
import { findGiftCard } from '../payments/seed/gift-cards.ts'
import { COUPON_PATTERN, findCoupon, normaliseCode } from './seed/promotions.ts'
import { apiError, readJson } from '../errors.ts'
import { currencyFromRequest } from '../locale.ts'
import { db, touch, type CartRecord } from '../state.ts'
import { localized } from '../i18n/index.ts'

/** Cart calls (000 §7 Cart). Every call needs a bearer token; a cart of another shopper is BSK404. */

type Body = Record<string, unknown>

function cartJson(cart: CartRecord, request: Request, status = 200) {
  return HttpResponse.json(localized(renderCart(cart, request), request), { status })
}

function itemsOf(request: Request, body: Body | null): ItemInput[] {
  if (!body) return []
  if (Array.isArray(body.items)) return body.items.map((item: unknown) => parseItem(request, item))
  // cartWithItem may carry the one item at the top level.
  return typeof body.upc === 'string' ? [parseItem(request, body)] : []
}

/** Creates a cart, holding `items` when given; a failed add leaves no cart behind. */
function createWith(request: Request, owner: string, items: ItemInput[]) {
  const cart = createCartRecord(request, owner)
  const favStoreId = new URL(request.url).searchParams.get('favStoreId')
  if (favStoreId) cart.favStoreId = favStoreId
  try {
    if (items.length) addItems(request, cart, items)
  } catch (error) {
    db.carts.delete(cart.id)
    throw error
  }
  return cartJson(cart, request, 201)
}

function findLine(request: Request, cart: CartRecord, body: Body) {
  // The gift-with-purchase line is the promotion's, not the shopper's: it cannot be changed.
  if (typeof body.itemId === 'string' && body.itemId.startsWith('bonus-')) {
    throw apiError(request, 409, 'GWP403', 'A gift with purchase cannot be changed', { itemId: body.itemId })
  }
  const line =
    cart.lines.find((l) => l.id === body.itemId) ??
    (body.itemId === undefined ? cart.lines.find((l) => l.upc === body.upc) : undefined)
  if (!line)
    throw apiError(request, 404, 'ORD404', `Item not available: no item ${String(body.itemId)} in the cart`)
  return line
}

function updateLine(request: Request, cart: CartRecord, body: Body) {
  const line = findLine(request, cart, body)
  const input = parseItem(request, { ...body, upc: body.upc ?? line.upc }, line.qty)
  if (input.qty === 0) {
    cart.lines = cart.lines.filter((l) => l !== line)
    touch(cart)
    return
  }
  // A different upc is a variant change (another size or colour) of the same line.
  const { product } = resolveItem(request, input)
  const other = cart.lines.find((l) => l !== line && l.upc === input.upc)
  const qty = input.qty + (other?.qty ?? 0)
  checkQuantity(request, input.upc, qty)
  if (other) cart.lines = cart.lines.filter((l) => l !== other)
  Object.assign(line, { upc: input.upc, productId: product.id, qty })
  // The gift option (CART-008) can be set or changed on an existing line.
  if (input.giftOptions !== undefined) line.giftOptions = input.giftOptions
  // The delivery of the line changes only with an action: pickup (or sts) at storeId, or home.
  const action = new URL(request.url).searchParams.get('action')
  if (action === 'pickup' || action === 'sts') {
    if (!input.storeId) throw apiError(request, 400, 'API400', `action=${action} needs a storeId`)
    line.storeId = input.storeId
    line.deliveryCode = action
    delete line.collectionPointId
  } else if (action === 'pudo') {
    // The update carries the point's id as the line's storeId (the spec's update has no other field).
    const point = input.storeId ? findCollectionPoint(input.storeId, cart.country) : undefined
    if (!point) {
      throw apiError(
        request,
        400,
        'API400',
        `action=pudo needs the storeId of a collection point in ${cart.country}`,
      )
    }
    if (!pudoEligible(product, cart.country)) {
      throw apiError(request, 400, 'SHP404', `${product.name} cannot be sent to a collection point`)
    }
    delete line.storeId
    line.collectionPointId = point.id
    line.deliveryCode = 'pudo'
  } else if (action === 'home') {
    delete line.storeId
    delete line.deliveryCode
    delete line.collectionPointId
  }
  touch(cart)
}

/** PUT /cart/v1/coupon: the rules of `mocks/cart/seed/promotions.ts`, checked in order. */
function applyCoupon(request: Request, cart: CartRecord, body: Body) {
  const typed = typeof body.code === 'string' ? normaliseCode(body.code) : ''
  if (!COUPON_PATTERN.test(typed)) return apiError(request, 400, 'PRM160', `The code ${typed} is not valid`)
  const coupon = findCoupon(typed)
  if (!coupon) return apiError(request, 400, 'PRM130', `The code ${typed} is not valid`)
  if (coupon.expired) return apiError(request, 400, 'PRM155', `The code ${coupon.code} has expired`)
  if (coupon.startsAt && Date.parse(coupon.startsAt) > Date.now()) {
    return apiError(request, 400, 'PRM135', `The code ${coupon.code} is not available yet`)
  }
  if (coupon.redeemed) return apiError(request, 400, 'PRM150', `The code ${coupon.code} was already redeemed`)
  if (coupon.usage && coupon.usage.used >= coupon.usage.limit) {
    return apiError(request, 400, 'PRM140', `The code ${coupon.code} has reached its usage limit`)
  }
  if (cart.coupons.includes(coupon.code)) {
    return apiError(request, 400, 'PRM416', `The code ${coupon.code} is already applied`)
  }
  const clash = cart.coupons
    .map(findCoupon)
    .find((c) => c && c.exclusive && coupon.exclusive && c.level === coupon.level)
  if (clash) {
    return apiError(request, 409, 'PRM175', `The code ${coupon.code} cannot be combined with ${clash.code}`)
  }
  cart.coupons.push(coupon.code)
  touch(cart)
  return cartJson(cart, request)
}

function removeCoupon(request: Request, cart: CartRecord, body: Body) {
  const code =
    (typeof body.code === 'string' ? body.code : new URL(request.url).searchParams.get('code')) ?? ''
  const coupon = findCoupon(code)
  if (!coupon || !cart.coupons.includes(coupon.code)) {
    return apiError(request, 400, 'PRM130', `The code ${code} is not applied to this cart`)
  }
  cart.coupons = cart.coupons.filter((c) => c !== coupon.code)
  touch(cart)
  return cartJson(cart, request)
}

function shippingMethodsOf(request: Request, cart: CartRecord, shippingId: unknown) {
  const pricing = priceCart(cart)
  if (shippingId !== SHIPMENT_ID || !pricing.selected) {
    throw apiError(request, 404, 'SHP404', `No shipment ${String(shippingId)} in this cart`)
  }
  return pricing
}

export const handlers = [
  // Control (tests and demos): script cart notices, or expire a cart now.
  http.post('*/__emulator/carts/:basketId/notices', async ({ request, params }) => {
    const cart = db.carts.get(String(params.basketId))
    if (!cart) return apiError(request, 404, 'BSK404', 'Cart not found')
    const body = (await readJson<{ notices?: CartRecord['notices'] }>(request)) ?? {}
    cart.notices = Array.isArray(body.notices) ? body.notices : []
    return HttpResponse.json({ notices: cart.notices })
  }),

  http.post('*/__emulator/carts/:basketId/expire', ({ request, params }) => {
    const cart = db.carts.get(String(params.basketId))
    if (!cart) return apiError(request, 404, 'BSK404', 'Cart not found')
    cart.expiresAt = Date.now() - 1
    return HttpResponse.json({ expired: cart.id })
  }),

  http.post('*/cart/v1/cart', async ({ request }) => {
    const principal = requirePrincipal(request)
    return createWith(request, principal.owner, itemsOf(request, await readJson(request)))
  }),

  http.post('*/cart/v1/cartWithItem', async ({ request }) => {
    const principal = requirePrincipal(request)
    const items = itemsOf(request, await readJson(request))
    if (!items.length) return apiError(request, 400, 'API400', 'cartWithItem needs at least one item')
    return createWith(request, principal.owner, items)
  }),

  http.get('*/cart/v1/cart/:basketId', ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const favStoreId = new URL(request.url).searchParams.get('favStoreId')
    if (favStoreId) cart.favStoreId = favStoreId
    return cartJson(cart, request)
  }),

  http.post('*/cart/v1/item', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const cart = requireCart(request, principal.owner, body.cartId)
    const items = itemsOf(request, body)
    if (!items.length) return apiError(request, 400, 'API400', 'items must list at least one item')
    addItems(request, cart, items)
    return cartJson(cart, request)
  }),

  http.put('*/cart/v1/cart/:basketId/item', async ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    updateLine(request, cart, (await readJson(request)) ?? {})
    return cartJson(cart, request)
  }),

  http.delete('*/cart/v1/item', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const cart = requireCart(request, principal.owner, body.cartId)
    const line = findLine(request, cart, body)
    cart.lines = cart.lines.filter((l) => l !== line)
    touch(cart)
    return cartJson(cart, request)
  }),

  http.put('*/cart/v1/coupon', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    return applyCoupon(request, requireCart(request, principal.owner, body.cartId), body)
  }),

  http.delete('*/cart/v1/coupon', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const cartId = body.cartId ?? new URL(request.url).searchParams.get('cartId')
    return removeCoupon(request, requireCart(request, principal.owner, cartId), body)
  }),

  http.get('*/cart/v1/cart/:basketId/shippingMethod/:shippingId', ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const pricing = shippingMethodsOf(request, cart, params.shippingId)
    // Labels and delivery times in the shop language, as the cart's own lines name them.
    const methods = {
      shippingMethods: pricing.methods.map((m) => ({
        code: m.code,
        label: m.label,
        deliveryTime: m.deliveryTime,
        price: { amount: money(m.price) },
        selected: m.code === pricing.selected?.code,
      })),
      defaultShippingMethodId: pricing.physical ? 'standard' : 'digital',
    }
    return HttpResponse.json(localized(methods, request))
  }),

  http.post('*/cart/v1/shippingMethod', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const cart = requireCart(request, principal.owner, body.cartId)
    const pricing = shippingMethodsOf(request, cart, body.shippingId ?? SHIPMENT_ID)
    const method = pricing.methods.find((m) => m.code === body.code)
    if (!method)
      return apiError(request, 400, 'SHP404', `Shipping method ${String(body.code)} is not available`)
    if (method.code !== 'digital') cart.shippingMethod = method.code
    cart.shopperAppliedSM = body.shopperAppliedSM !== false
    touch(cart)
    return cartJson(cart, request)
  }),

  http.post('*/cart/v1/giftcard/balance', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const number = typeof body.cardNumber === 'string' ? body.cardNumber : ''
    if (!number) return apiError(request, 400, 'GFC400', 'Enter the gift card number')
    const card = findGiftCard(number)
    if (!card || card.pin !== String(body.pin ?? '')) {
      return apiError(request, 400, 'GFC800', 'The gift card number or PIN is not valid')
    }
    if (card.expired) return apiError(request, 400, 'GFC812', 'This gift card has expired')
    const cart = typeof body.cartId === 'string' ? db.carts.get(body.cartId) : undefined
    const currency = cart && cart.owner === principal.owner ? cart.currency : currencyFromRequest(request)
    return HttpResponse.json({
      cardNumber: `************${card.cardNumber.slice(-4)}`,
      balance: db.giftCardBalances.get(card.cardNumber) ?? 0,
      currency,
    })
  }),
]
