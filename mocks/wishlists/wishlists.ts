import { http, HttpResponse } from 'msw'
import { requirePrincipal, type Principal } from '../identity/auth.ts'
import { requireCart } from '../cart/cart-store.ts'
import { findProduct, findVariant, productTile } from '../catalog/seed/catalog.ts'
import { apiError, readJson } from '../errors.ts'
import { currencyFromRequest, origin } from '../locale.ts'
import { getStock } from '../catalog/stock.ts'
import { db, nextId, touch, type WishlistItemRecord, type WishlistRecord } from '../state.ts'

/**
 * Favorites (GET/POST /wishlists/v2/favorites, DELETE an item, share) and saved-for-later (PUT
 * /cart/v2/saveForLater, POST /cart/v2/cart/{basketId}/saveForLater, DELETE an item, GET
 * /wishlists/v2/saveForLater). Both lists need a registered shopper (000 §6: a guest gets 403 AUT403).
 * Lists are read with `start` and `count` (CART-036, CART-039).
 */

type Kind = 'favorites' | 'saveForLater'

function requireRegistered(request: Request): Principal & { consumerNo: string } {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.account) {
    throw apiError(request, 403, 'AUT403', 'Favorites and saved-for-later need a signed-in shopper')
  }
  return principal as Principal & { consumerNo: string }
}

function listId(principal: Principal, kind: Kind): string {
  return kind === 'favorites' ? principal.account!.favoriteId : principal.account!.saveForLaterId
}

/** The shopper's list of a kind, created empty on first use; 404 when another list id is named. */
function listOf(request: Request, principal: Principal, kind: Kind, named?: unknown): WishlistRecord {
  const id = listId(principal, kind)
  if (named !== undefined && named !== null && named !== '' && named !== id) {
    throw apiError(request, 404, 'API404', `No ${kind} list ${String(named)} for this shopper`)
  }
  let list = db.wishlists.get(id)
  if (!list) {
    list = { id, owner: principal.owner, items: [], shares: [] }
    db.wishlists.set(id, list)
  }
  return list
}

function page(request: Request) {
  const query = new URL(request.url).searchParams
  const start = Math.max(0, Number.parseInt(query.get('start') ?? '0', 10) || 0)
  const count = Math.min(100, Math.max(1, Number.parseInt(query.get('count') ?? '20', 10) || 20))
  return { start, count }
}

function available(item: WishlistItemRecord): boolean {
  const product = findProduct(item.productId)
  if (!product) return false
  if (item.upc) return (getStock(item.upc) ?? 0) > 0
  return product.variants.some((variant) => (getStock(variant.upc) ?? 0) > 0)
}

function itemJson(request: Request, item: WishlistItemRecord) {
  const product = findProduct(item.productId)
  const variant = item.upc ? findVariant(item.upc)?.variant : undefined
  return {
    id: item.productId,
    itemId: item.itemId,
    productId: item.productId,
    upc: item.upc,
    qty: item.qty,
    pageUrl: item.pdpUrl ?? (product ? `/p/${product.slug}-${product.id}` : undefined),
    available: available(item),
    color: variant?.color,
    size: variant?.size,
    product: product ? productTile(product, currencyFromRequest(request), origin(request)) : undefined,
  }
}

function listJson(request: Request, list: WishlistRecord, kind: Kind) {
  const { start, count } = page(request)
  const items = list.items.slice(start, start + count).map((item) => itemJson(request, item))
  const idField = kind === 'favorites' ? 'favoriteId' : 'saveForLaterId'
  return HttpResponse.json({ [idField]: list.id, total: list.items.length, start, count, items })
}

function requireProduct(request: Request, productId: unknown) {
  const product = typeof productId === 'string' ? findProduct(productId) : undefined
  if (!product) throw apiError(request, 404, 'ORD404', `Unknown product ${String(productId)}`)
  return product
}

export const handlers = [
  http.get('*/wishlists/v2/favorites', ({ request }) => {
    const principal = requireRegistered(request)
    return listJson(request, listOf(request, principal, 'favorites'), 'favorites')
  }),

  http.post('*/wishlists/v2/favorites', async ({ request }) => {
    const principal = requireRegistered(request)
    const body = (await readJson(request)) ?? {}
    const list = listOf(request, principal, 'favorites', body.favoriteId)
    const product = requireProduct(request, body.id)
    if (body.itemType !== undefined && body.itemType !== 'product') {
      return apiError(request, 400, 'API400', 'itemType must be product')
    }
    // Adding a product twice keeps one entry (a favorite is a product, not a quantity).
    if (!list.items.some((item) => item.productId === product.id)) {
      list.items.unshift({ itemId: nextId('fav'), productId: product.id, qty: 1 })
    }
    return listJson(request, list, 'favorites')
  }),

  http.delete('*/wishlists/v2/favorites/:favoriteId/items/:itemId', ({ request, params }) => {
    const principal = requireRegistered(request)
    const list = listOf(request, principal, 'favorites', params.favoriteId)
    const before = list.items.length
    list.items = list.items.filter((item) => item.itemId !== params.itemId)
    if (list.items.length === before) {
      return apiError(request, 404, 'API404', `No item ${String(params.itemId)} in this list`)
    }
    return listJson(request, list, 'favorites')
  }),

  http.get('*/wishlists/v2/favorites/:favoriteId/share', ({ request, params }) => {
    const principal = requireRegistered(request)
    const list = listOf(request, principal, 'favorites', params.favoriteId)
    return HttpResponse.json({
      favoriteId: list.id,
      shareUrl: `${origin(request)}/shared/favorites/${list.id}`,
      total: list.items.length,
      shares: list.shares.length,
    })
  }),

  http.post('*/wishlists/v2/favorites/:favoriteId/share', async ({ request, params }) => {
    const principal = requireRegistered(request)
    const list = listOf(request, principal, 'favorites', params.favoriteId)
    const body = (await readJson(request)) ?? {}
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return apiError(request, 400, 'API400', 'A valid recipient email is required')
    }
    const message = typeof body.message === 'string' ? body.message : undefined
    list.shares.push({ email, message, at: new Date().toISOString() })
    return HttpResponse.json({ favoriteId: list.id, shared: true, email })
  }),

  http.get('*/wishlists/v2/saveForLater', ({ request }) => {
    const principal = requireRegistered(request)
    return listJson(request, listOf(request, principal, 'saveForLater'), 'saveForLater')
  }),

  /** CART-031: productId, recipeId, pdpUrl, available, qty, type product and the saveForLater id. */
  http.put('*/cart/v2/saveForLater', async ({ request }) => {
    const principal = requireRegistered(request)
    const body = (await readJson(request)) ?? {}
    const list = listOf(request, principal, 'saveForLater', body.saveForLaterId)
    const product = requireProduct(request, body.productId)
    if (body.type !== undefined && body.type !== 'product') {
      return apiError(request, 400, 'API400', 'type must be product')
    }
    const upc = typeof body.upc === 'string' && findVariant(body.upc) ? body.upc : undefined
    const qty = typeof body.qty === 'number' && body.qty > 0 ? Math.floor(body.qty) : 1
    const pdpUrl = typeof body.pdpUrl === 'string' ? body.pdpUrl : undefined
    const existing = list.items.find((item) => item.productId === product.id && item.upc === upc)
    if (existing) existing.qty = qty
    else list.items.unshift({ itemId: nextId('sfl'), productId: product.id, upc, qty, pdpUrl })
    return listJson(request, list, 'saveForLater')
  }),

  /** CART-032: moves a cart line to saved-for-later; the line leaves the cart. */
  http.post('*/cart/v2/cart/:basketId/saveForLater', async ({ request, params }) => {
    const principal = requireRegistered(request)
    const cart = requireCart(request, principal.owner, params.basketId)
    const body = (await readJson(request)) ?? {}
    const line = cart.lines.find((l) => l.id === body.itemId)
    if (!line) return apiError(request, 404, 'API404', `No item ${String(body.itemId)} in this cart`)
    const list = listOf(request, principal, 'saveForLater', body.saveForLaterId)
    cart.lines = cart.lines.filter((l) => l !== line)
    touch(cart)
    list.items.unshift({
      itemId: nextId('sfl'),
      productId: line.productId,
      upc: line.upc,
      qty: line.qty,
      pdpUrl: line.pdpUrl,
    })
    return listJson(request, list, 'saveForLater')
  }),

  http.delete('*/cart/v2/saveForLater/:saveForLaterId/items/:itemId', ({ request, params }) => {
    const principal = requireRegistered(request)
    const list = listOf(request, principal, 'saveForLater', params.saveForLaterId)
    const before = list.items.length
    list.items = list.items.filter((item) => item.itemId !== params.itemId)
    if (list.items.length === before) {
      return apiError(request, 404, 'API404', `No item ${String(params.itemId)} in this list`)
    }
    return listJson(request, list, 'saveForLater')
  }),
]
