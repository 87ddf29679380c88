import { http, HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { renderCart } from './cart-render.ts'
import { addItems, createCartRecord, parseItem, requireCart } from './cart-store.ts'
import { findStore } from '../stores/seed/stores.ts'
import { apiError, readJson } from '../errors.ts'
import { db, nextId, touch, type CartRecord, type PriceAdjustmentRecord } from '../state.ts'

/**
 * Price adjustments and reservations (000 §7 Cart). The spec names the calls without their bodies; the
 * emulator's reading:
 *
 * - `POST /cart/v1/cart/{basketId}/price_adjustments` `{ itemId, type: 'percent' | 'amount', value,
 *   reason, storeEmployeeId }` — an associate's price change on one line (a percentage of 1–100, or an
 *   amount in the cart's currency). Without `storeEmployeeId` it is refused (403 AUT403): only a
 *   connected associate adjusts prices. It shows on the line as a product promotion (`campaignId`
 *   `price-adjustment`, the reason as callout) and in the cart's `priceAdjustments`.
 * - `PATCH …/price_adjustments/{adjustmentId}` `{ type?, value?, reason? }`; `DELETE` removes it.
 * - `POST /cart/v1/reserveWithItem` `{ storeId, item: { productId, upc, qty } }` — a new cart holding the
 *   item for pickup at the store, with `reservation: { storeId, expiresAt }` (48 hours).
 */

type Body = Record<string, unknown>

const RESERVATION_HOURS = 48

function validAdjustment(request: Request, body: Body, partial = false) {
  const type = body.type ?? (partial ? undefined : 'percent')
  if (type !== undefined && type !== 'percent' && type !== 'amount') {
    throw apiError(request, 400, 'API400', 'type must be percent or amount')
  }
  const value = body.value
  if (value !== undefined || !partial) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw apiError(request, 400, 'API400', 'value must be a positive number')
    }
    if (type === 'percent' && value > 100)
      throw apiError(request, 400, 'API400', 'a percentage is at most 100')
  }
  const reason = body.reason
  if (
    (reason !== undefined || !partial) &&
    (typeof reason !== 'string' || !reason.trim() || reason.length > 100)
  ) {
    throw apiError(request, 400, 'API400', 'reason is required (at most 100 characters)')
  }
  return {
    type: type as PriceAdjustmentRecord['type'] | undefined,
    value: value as number | undefined,
    reason: reason as string | undefined,
  }
}

function findAdjustment(request: Request, cart: CartRecord, id: unknown) {
  const adjustment = cart.priceAdjustments?.find((a) => a.id === id)
  if (!adjustment) throw apiError(request, 404, 'API404', `No price adjustment ${String(id)}`)
  return adjustment
}

export const handlers = [
  http.post('*/cart/v1/cart/:basketId/price_adjustments', async ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const body = (await readJson(request)) ?? {}
    if (typeof body.storeEmployeeId !== 'string' || !body.storeEmployeeId) {
      return apiError(request, 403, 'AUT403', 'Only a store associate can adjust prices')
    }
    if (!cart.lines.some((l) => l.id === body.itemId)) {
      return apiError(
        request,
        404,
        'ORD404',
        `Item not available: no item ${String(body.itemId)} in the cart`,
      )
    }
    const { type, value, reason } = validAdjustment(request, body)
    // One adjustment per line: a new one replaces the old.
    cart.priceAdjustments = (cart.priceAdjustments ?? []).filter((a) => a.itemId !== body.itemId)
    cart.priceAdjustments.push({
      id: nextId('adj'),
      itemId: String(body.itemId),
      type: type!,
      value: value!,
      reason: reason!.trim(),
      storeEmployeeId: body.storeEmployeeId,
    })
    touch(cart)
    return HttpResponse.json(renderCart(cart, request), { status: 201 })
  }),

  http.patch('*/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', async ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const adjustment = findAdjustment(request, cart, params.adjustmentId)
    const body = (await readJson(request)) ?? {}
    const change = validAdjustment(request, { type: adjustment.type, ...body }, true)
    if (change.type === 'percent' && (change.value ?? adjustment.value) > 100) {
      return apiError(request, 400, 'API400', 'a percentage is at most 100')
    }
    Object.assign(adjustment, {
      ...(change.type ? { type: change.type } : {}),
      ...(change.value !== undefined ? { value: change.value } : {}),
      ...(change.reason !== undefined ? { reason: change.reason.trim() } : {}),
    })
    touch(cart)
    return HttpResponse.json(renderCart(cart, request))
  }),

  http.delete('*/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const adjustment = findAdjustment(request, cart, params.adjustmentId)
    cart.priceAdjustments = cart.priceAdjustments!.filter((a) => a !== adjustment)
    touch(cart)
    return HttpResponse.json(renderCart(cart, request))
  }),

  http.post('*/cart/v1/reserveWithItem', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const storeId = typeof body.storeId === 'string' ? body.storeId : ''
    if (!findStore(storeId)) return apiError(request, 400, 'API400', `Unknown store ${storeId || '(none)'}`)
    const item = parseItem(request, body.item ?? body)
    const cart = createCartRecord(request, principal.owner)
    try {
      addItems(request, cart, [{ ...item, storeId }])
    } catch (error) {
      db.carts.delete(cart.id)
      throw error
    }
    for (const line of cart.lines) line.deliveryCode = 'pickup'
    cart.favStoreId = storeId
    cart.reservation = {
      storeId,
      expiresAt: new Date(Date.now() + RESERVATION_HOURS * 3_600_000).toISOString(),
    }
    touch(cart)
    return HttpResponse.json(renderCart(cart, request), { status: 201 })
  }),
]
