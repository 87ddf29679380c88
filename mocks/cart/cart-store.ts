import { findVariant } from '../catalog/seed/catalog.ts'
import { gwpGiftUpc } from './seed/promotions.ts'
import { apiError } from '../errors.ts'
import { currencyFromRequest, localeFromRequest } from '../locale.ts'
import { getStock } from '../catalog/stock.ts'
import { isGiftProduct, type SeedProduct } from './cart-pricing.ts'
import { db, latestCartOf, nextId, touch, type CartLine, type CartRecord } from '../state.ts'

/** Cart records: creation, ownership, item rules (stock, max quantity) and the guest-cart merge. */

/** Per-line cap for ordinary items when the catalogue gives none. */
export const DEFAULT_LINE_LIMIT = 10
/** Gift items have no ordinary cap; this only keeps a typo from ordering a million cards. */
const GIFT_LINE_LIMIT = 99

const COUNTRY_OF_CURRENCY: Record<CartRecord['currency'], string> = {
  USD: 'US',
  CAD: 'CA',
  GBP: 'GB',
  EUR: 'DE',
}

type Variant = NonNullable<ReturnType<typeof findVariant>>['variant']

/** The most a line of this product may hold. */
export function lineLimit(product: SeedProduct): number {
  return product.maxQty ?? (isGiftProduct(product) ? GIFT_LINE_LIMIT : DEFAULT_LINE_LIMIT)
}

/** "Trail Runner (Black, size 10)": how error messages name an item. */
export function productLabel(product: SeedProduct, variant: Variant): string {
  const color = product.colors.find((c) => c.code === variant.color)?.name ?? variant.color
  return `${product.name} (${color}, size ${variant.size})`
}

/** The site's country from the locale (`en_US`, `fr-ca`), else from the currency. */
export function siteCountry(request: Request, currency: CartRecord['currency']): string {
  const country = localeFromRequest(request)?.split('_')[1]
  return country && /^[A-Z]{2}$/.test(country) ? country : COUNTRY_OF_CURRENCY[currency]
}

/** A new, empty cart owned by `owner`, in the currency of the request's locale. */
export function createCartRecord(request: Request, owner: string): CartRecord {
  const currency = currencyFromRequest(request)
  const cart: CartRecord = {
    id: nextId('bsk'),
    owner,
    currency,
    country: siteCountry(request, currency),
    lines: [],
    coupons: [],
    shippingMethod: 'standard',
    shopperAppliedSM: false,
    giftCards: [],
    createdAt: new Date().toISOString(),
    updatedAt: 0,
  }
  cart.expiresAt = Date.now() + CART_TTL_MS
  touch(cart)
  db.carts.set(cart.id, cart)
  return cart
}

/** A cart not used for this long expires: its calls answer BSK404. */
export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** The cart, if it exists, has not expired and belongs to `owner`; else throws 404 BSK404. */
export function requireCart(request: Request, owner: string, basketId: unknown): CartRecord {
  const cart = typeof basketId === 'string' ? db.carts.get(basketId) : undefined
  if (cart?.expiresAt !== undefined && cart.expiresAt <= Date.now()) db.carts.delete(cart.id)
  else if (cart && cart.owner === owner) {
    cart.expiresAt = Date.now() + CART_TTL_MS
    return cart
  }
  throw apiError(request, 404, 'BSK404', 'Cart not found')
}

export interface ItemInput {
  productId?: string
  upc: string
  qty: number
  storeId?: string
  pdpUrl?: string
  productImageURL?: string
  customAmount?: number
  giftOptions?: Record<string, unknown>
}

const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** Reads one item of a request body; throws 400 on a malformed one. */
export function parseItem(request: Request, raw: unknown, defaultQty = 1): ItemInput {
  const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const upc = optionalString(item.upc)
  const qty = item.qty === undefined ? defaultQty : item.qty
  if (!upc) throw apiError(request, 400, 'API400', 'Each item needs a upc')
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 0) {
    throw apiError(request, 400, 'API400', 'qty must be a whole number, 0 or more')
  }
  return {
    productId: optionalString(item.productId),
    upc,
    qty,
    storeId: optionalString(item.storeId),
    pdpUrl: optionalString(item.pdpUrl),
    productImageURL: optionalString(item.productImageURL),
    customAmount: typeof item.customAmount === 'number' ? item.customAmount : undefined,
    giftOptions:
      item.giftOptions && typeof item.giftOptions === 'object'
        ? (item.giftOptions as Record<string, unknown>)
        : undefined,
  }
}

/** The catalogue entry for an item; throws 404 ORD404 for an unknown upc or a upc of another product. */
export function resolveItem(request: Request, item: { productId?: string; upc: string }) {
  if (item.upc === gwpGiftUpc()) {
    throw apiError(request, 409, 'GWP403', 'This item is a gift with purchase and cannot be added', {
      upc: item.upc,
    })
  }
  const found = findVariant(item.upc)
  const productMatches =
    !item.productId || item.productId === found?.product.id || item.productId === found?.product.masterId
  if (!found || !productMatches) {
    throw apiError(request, 404, 'ORD404', `Item not available: ${item.productId ?? ''} ${item.upc}`.trim())
  }
  return found
}

/**
 * Checks a line's total quantity against stock and the per-line cap; throws 409 INV700 (out of
 * stock), INV408 (over the cap, with maxAllowedQty) or INV406 (more than what is left).
 */
export function checkQuantity(request: Request, upc: string, qty: number) {
  const { product, variant } = resolveItem(request, { upc })
  const name = productLabel(product, variant)
  const stock = getStock(upc) ?? 0
  if (stock <= 0) throw apiError(request, 409, 'INV700', `${name} is out of stock`, { upc })
  const limit = lineLimit(product)
  if (qty > limit) {
    throw apiError(request, 409, 'INV408', `${name}: at most ${limit} per order`, {
      upc,
      maxAllowedQty: limit,
    })
  }
  if (qty > stock) {
    throw apiError(request, 409, 'INV406', `Only ${stock} left of ${name}`, { upc, availableQty: stock })
  }
}

/**
 * The line an added item joins: the one of the same upc, unless the item comes with an amount of its
 * own or gift options of its own (two gift cards of one design for $40 and $75, or for two people, are
 * two lines). An item without gift options joins its upc's line as before, gift-wrapped or not.
 */
function sameLine(line: CartLine, item: ItemInput): boolean {
  return (
    line.upc === item.upc &&
    line.customAmount === item.customAmount &&
    (item.giftOptions === undefined || JSON.stringify(line.giftOptions) === JSON.stringify(item.giftOptions))
  )
}

/**
 * Adds items (a line of the same upc, amount and gift options gets the extra quantity). Everything is
 * checked before anything changes, so a failed add leaves the cart as it was.
 */
export function addItems(request: Request, cart: CartRecord, items: ItemInput[]) {
  const wanted = new Map<string, number>()
  for (const item of items) {
    if (item.qty < 1) throw apiError(request, 400, 'API400', 'qty must be at least 1 when adding an item')
    resolveItem(request, item)
    const current = wanted.get(item.upc) ?? cart.lines.find((l) => l.upc === item.upc)?.qty ?? 0
    wanted.set(item.upc, current + item.qty)
  }
  for (const [upc, qty] of wanted) checkQuantity(request, upc, qty)
  for (const item of items) {
    const existing = cart.lines.find((l) => sameLine(l, item))
    if (existing) {
      existing.qty += item.qty
      continue
    }
    const { product } = resolveItem(request, item)
    const line: CartLine = { id: nextId('itm'), productId: product.id, upc: item.upc, qty: item.qty }
    for (const key of ['storeId', 'pdpUrl', 'productImageURL', 'customAmount', 'giftOptions'] as const) {
      if (item[key] !== undefined) Object.assign(line, { [key]: item[key] })
    }
    cart.lines.push(line)
  }
  touch(cart)
}

/**
 * At sign-in the guest's cart joins the shopper's (000 §4): adopted when the shopper has none,
 * otherwise its lines are merged in (quantities added, capped per line) and it is removed.
 */
export function mergeGuestCart(guestBasketId: string | undefined, owner: string): CartRecord | undefined {
  const existing = latestCartOf(owner)
  const guest = guestBasketId ? db.carts.get(guestBasketId) : undefined
  if (!guest || !guest.owner.startsWith('guest:')) return existing
  if (!existing) {
    guest.owner = owner
    touch(guest)
    return guest
  }
  for (const line of guest.lines) {
    const found = findVariant(line.upc)
    const limit = found ? lineLimit(found.product) : line.qty
    const same = existing.lines.find((l) => l.upc === line.upc)
    if (same) same.qty = Math.min(limit, same.qty + line.qty)
    else existing.lines.push({ ...line })
  }
  for (const code of guest.coupons) if (!existing.coupons.includes(code)) existing.coupons.push(code)
  db.carts.delete(guest.id)
  touch(existing)
  return existing
}
