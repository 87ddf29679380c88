import { http, HttpResponse } from 'msw'
import { requirePrincipal, type Principal } from '../identity/auth.ts'
import { cents, priceCart, SHIPMENT_ID, type CartPricing } from '../cart/cart-pricing.ts'
import { renderCart, renderTotals } from '../cart/cart-render.ts'
import { productLabel, requireCart } from '../cart/cart-store.ts'
import { billingAddressFrom, deliveriesOf } from './checkout-address.ts'
import { apiError, readJson } from '../errors.ts'
import { orderPayment } from '../payments/payment-methods.ts'
import { decrementStock, getStock } from '../catalog/stock.ts'
import { settleAthleteAndRewards } from '../payments/athlete-rewards-pricing.ts'
import { db, nextOrderNumber, type OrderRecord } from '../state.ts'
import { authenticationRequired, finishAuthentication } from '../payments/three-ds.ts'
import { localized } from '../i18n/index.ts'
import { localeFromRequest } from '../locale.ts'

/** Placing an order (PUT /cart/v2/checkout/order) and what comes around it. */

type Body = Record<string, unknown>

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

/** What an order paid without a card is called, by the method the storefront named. */
const COVERING_LABELS: Record<string, string> = {
  ATHLETES_PAYMENT: 'Athlete payment',
  LOYALTY_POINTS: 'Loyalty points',
  REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card',
}

/** Every line must still be in stock; nothing is taken until all are (ORD430 otherwise). */
function checkStock(request: Request, pricing: CartPricing) {
  for (const { line, product, variant } of pricing.lines) {
    const stock = getStock(line.upc) ?? 0
    if (stock < line.qty) {
      throw apiError(request, 409, 'ORD430', `${productLabel(product, variant)} is no longer available`, {
        upc: line.upc,
        availableQty: stock,
      })
    }
  }
}

/** The key the storefront sends so a repeated place-order answers the first order, not a second one. */
function idempotencyKeyOf(request: Request, principal: Principal, body: Body): string | undefined {
  const key = request.headers.get('idempotency-key') ?? body.idempotencyKey
  return typeof key === 'string' && key ? `${principal.owner}|${key}` : undefined
}

function placeOrder(request: Request, principal: Principal, body: Body, reservedNumber?: string) {
  const key = idempotencyKeyOf(request, principal, body)
  const earlier = key ? db.orderKeys.get(key) : undefined
  if (earlier) {
    const order = db.orders.find((o) => o.orderNumber === earlier)
    if (order) return order
  }
  const cart = requireCart(request, principal.owner, body.cartId ?? body.basketId)
  const pricing = priceCart(cart)
  if (!pricing.lines.length) throw apiError(request, 400, 'ORD404', 'Item not available: the cart is empty')
  const needs = deliveriesOf(cart)
  if (needs.home && !cart.shippingAddress) {
    throw apiError(request, 400, 'CHK380', 'Shipping address invalid: the cart has no shipping address')
  }
  if (needs.pickup && !cart.pickupContact) {
    throw apiError(request, 400, 'CHK380', 'Shipping address invalid: nobody is named to collect the order')
  }
  const billingAddress = billingAddressFrom(request, body.billingAddress ?? cart.billingAddress)
  // What is left to pay, by the method the order names (the payment-method table): pay later with its
  // authorization token, the provider wallet, else the card on the cart.
  const paid = orderPayment(request, cart, pricing.remainingToPay, body)
  checkStock(request, pricing)
  // Rendered before stock goes down, so the order's items carry no "only N left" notices.
  const rendered = renderCart(cart, request)

  for (const { line } of pricing.lines) decrementStock(line.upc, line.qty)
  for (const gc of pricing.giftCards) {
    const balance = cents(db.giftCardBalances.get(gc.cardNumber) ?? 0)
    db.giftCardBalances.set(gc.cardNumber, (balance - gc.amount) / 100)
  }
  settleAthleteAndRewards(cart, pricing)
  // An order that waited for 3DS keeps the number its PUT answered.
  const orderNumber = reservedNumber ?? nextOrderNumber()
  if (paid) paid.session.usedBy = orderNumber

  const method = asBody(body.paymentMethod)
  const extra = asBody(method.additionalData)
  // Only the card pays what is left of an order that names no method.
  const code = typeof method.code === 'string' ? method.code : paid ? 'CREDIT_CARD' : 'GIFT_CARD'
  const order: OrderRecord = {
    orderNumber,
    owner: principal.owner,
    status: 'CREATED',
    createdAt: new Date().toISOString(),
    // The locale the order was placed in: its invoice is written in that language and currency format.
    ...(localeFromRequest(request) ? { locale: localeFromRequest(request) } : {}),
    customerType: principal.type,
    ...(principal.consumerNo ? { consumerNo: principal.consumerNo } : {}),
    basketId: cart.id,
    email: cart.email ?? billingAddress.email,
    currency: cart.currency,
    country: cart.country,
    channel: request.headers.get('x-channel') ?? 'ECOMM',
    items: rendered.items,
    shipments: [
      {
        shipmentId: SHIPMENT_ID,
        shippingMethod: rendered.shippingMethods[0]?.code ?? 'standard',
        shippingAddress: cart.shippingAddress,
        ...(cart.favStoreId ? { storeId: cart.favStoreId } : {}),
      },
    ],
    shippingAddress: cart.shippingAddress,
    ...(cart.pickupContact ? { pickupContact: cart.pickupContact } : {}),
    ...(cart.digitalRecipients ? { digitalRecipients: cart.digitalRecipients } : {}),
    totals: renderTotals(pricing),
    paymentMethod: {
      code,
      id: paid?.instrumentId,
      label: paid?.label ?? COVERING_LABELS[code] ?? 'Gift card',
      additionalData: { ...extra, ...paid?.additionalData },
    },
    paymentInstruments: rendered.paymentInstruments,
    billingAddress,
    ...(body.inStoreSalesInfo ? { inStoreSalesInfo: body.inStoreSalesInfo } : {}),
    promoSummary: rendered.promoSummary,
    couponItems: rendered.couponItems,
    flash: [],
  }
  db.orders.push(order)
  if (key) db.orderKeys.set(key, orderNumber)
  db.carts.delete(cart.id)
  return order
}

/** The order as answered to the shopper: the emulator's owner key stays internal. */
function publicOrder({ owner: _owner, ...order }: OrderRecord) {
  return order
}

export const orderHandlers = [
  http.post('*/cart/v1/cart/prepareOrder', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const cart = requireCart(request, principal.owner, body.basketId ?? body.cartId)
    return HttpResponse.json(renderCart(cart, request))
  }),

  http.put('*/cart/v2/checkout/order', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const challenge = authenticationRequired(request, principal, body)
    if (challenge) return HttpResponse.json(challenge)
    const order = placeOrder(request, principal, body)
    return HttpResponse.json(
      localized({ orderNumber: order.orderNumber, order: publicOrder(order), flash: [] }, request),
    )
  }),

  http.patch('*/cart/v2/checkout/order/:orderNumber', async ({ request, params }) => {
    const principal = requirePrincipal(request)
    const patch = asBody(await readJson(request))
    const authenticated = finishAuthentication(
      request,
      principal,
      String(params.orderNumber),
      patch,
      placeOrder,
    )
    if (authenticated instanceof Response) return authenticated
    if (authenticated) {
      return HttpResponse.json({
        orderNumber: authenticated.orderNumber,
        order: publicOrder(authenticated),
        flash: [],
      })
    }
    const order = db.orders.find((o) => o.orderNumber === params.orderNumber && o.owner === principal.owner)
    if (!order) return apiError(request, 404, 'ORD409', `Order ${String(params.orderNumber)} not found`)
    const method = asBody(patch.paymentMethod)
    const current = asBody(order.paymentMethod)
    order.paymentMethod = {
      ...current,
      ...(typeof method.code === 'string' ? { code: method.code } : {}),
      additionalData: { ...asBody(current.additionalData), ...asBody(method.additionalData) },
    }
    order.updatedAt = new Date().toISOString()
    return HttpResponse.json(
      localized({ orderNumber: order.orderNumber, order: publicOrder(order), flash: [] }, request),
    )
  }),
]
