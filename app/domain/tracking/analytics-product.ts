import type { CartItem } from '../cart/cart.ts'
import type { StockLevel } from '../catalog/inventory.ts'
import type { ProductColor, ProductDetails, ShownTile } from '../catalog/product.ts'

/**
 * The analytics product record (001 §3, PERS-043, PERS-044; decision 042): what every ecommerce event
 * in `window.dataLayer` says about a product, built on the server from a cart line, a product page or
 * a listing tile. Every field is always present; what the source does not know is null.
 */

/** PERS-044: the only two discount types analytics knows. */
export type AnalyticsDiscountType = 'Free Gift' | 'Marked Down'

/** PERS-044: the analytics shipping methods: store pickup by ship-to-store or same day, or ship to home. */
export type AnalyticsShippingMethod = 'BOPIS_STS' | 'BOPIS_SD' | 'STH'

/** Stock as analytics reports it, in the spec's inventory-state words. */
export type AnalyticsStockStatus = 'InStock' | 'LowStock' | 'OutOfStock'

/** A type alias, not an interface: it must fit the dataLayer's JSON value type. */
export type AnalyticsProduct = {
  id: string
  name: string
  brand: string | null
  colorCode: string | null
  colorDescription: string | null
  /** The list the product was shown in (a category's name, search results). */
  list: string | null
  category: string | null
  /** 1-based place in that list. */
  position: number | null
  /** Unit price paid now, and before any markdown. */
  price: number
  originalPrice: number
  onSale: boolean
  /** Per unit: originalPrice − price. */
  saleDiscountAmount: number
  discountType: AnalyticsDiscountType | null
  /** Coupon fields: the codes applied to the line, their promotions and what they took off the line. */
  couponCode: string | null
  couponPromotionId: string | null
  couponDiscountAmount: number
  stockStatus: AnalyticsStockStatus | null
  season: string | null
  shippingMethod: AnalyticsShippingMethod | null
  shippingWindow: string | null
  shippingStoreId: string | null
  customized: boolean
  preCreatedCustomCode: string | null
  recipeID: string | null
  size: string | null
  quantity: number | null
}

/** The record's fields that may be null: what the source does not know. */
type UnknownField = {
  [K in keyof AnalyticsProduct]: null extends AnalyticsProduct[K] ? K : never
}[keyof AnalyticsProduct]

/**
 * A record as a page's data carries it to the browser: without its null fields, which a listing's
 * tiles mostly are (no stock, size, coupon or delivery yet). The browser fills them in
 * (`filledProduct`) before anything reaches the data layer, so every event there has every field.
 */
export type SentProduct = Omit<AnalyticsProduct, UnknownField> &
  Partial<{ [K in UnknownField]: NonNullable<AnalyticsProduct[K]> }>

/** Every field that may be null, as null: the type makes adding a field to the record add it here. */
const UNKNOWN: { [K in UnknownField]: null } = {
  brand: null,
  colorCode: null,
  colorDescription: null,
  list: null,
  category: null,
  position: null,
  discountType: null,
  couponCode: null,
  couponPromotionId: null,
  stockStatus: null,
  season: null,
  shippingMethod: null,
  shippingWindow: null,
  shippingStoreId: null,
  preCreatedCustomCode: null,
  recipeID: null,
  size: null,
  quantity: null,
}

/** The record without its null fields, for a page's data. */
export function sentProduct(product: AnalyticsProduct): SentProduct {
  return Object.fromEntries(Object.entries(product).filter(([, value]) => value !== null)) as SentProduct
}

/** The whole record again (PERS-043): what the data left out is null. */
export function filledProduct(sent: SentProduct | AnalyticsProduct): AnalyticsProduct {
  return { ...UNKNOWN, ...sent }
}

/** Where a listed product was shown: the list's name, its category and its 1-based position. */
export interface ListPlacement {
  list: string
  category?: string | null
  position: number
}

/**
 * A36: the product-detail view names the product with its chosen colour appended (`AB123456_001`).
 * The separator is this setting.
 */
export const ANALYTICS_CONFIG = { colorSeparator: '_' }

/** A30: sts ships to a store (BOPIS_STS), pickup is same-day store pickup (BOPIS_SD), all else ships home. */
export function analyticsShippingMethod(code: string): AnalyticsShippingMethod {
  if (code === 'sts') return 'BOPIS_STS'
  if (code === 'pickup') return 'BOPIS_SD'
  return 'STH'
}

/** A gift-with-purchase line is a Free Gift; a price under the original is Marked Down; else none. */
export function analyticsDiscountType(bonus: boolean, onSale: boolean): AnalyticsDiscountType | null {
  if (bonus) return 'Free Gift'
  return onSale ? 'Marked Down' : null
}

/** The product page's and the inventory's stock level in analytics' words (unknown is null). */
export function analyticsStockStatus(level: StockLevel): AnalyticsStockStatus | null {
  const statuses: Record<StockLevel, AnalyticsStockStatus | null> = {
    'in-stock': 'InStock',
    'low-stock': 'LowStock',
    'out-of-stock': 'OutOfStock',
    unknown: null,
  }
  return statuses[level]
}

const round2 = (amount: number) => Math.round(amount * 100) / 100

/** The price fields from a current and an original unit price. */
function priceFields(current: number, original: number | undefined) {
  const before = original !== undefined && original > current ? original : current
  const onSale = before > current
  return {
    price: round2(current),
    originalPrice: round2(before),
    onSale,
    saleDiscountAmount: round2(before - current),
  }
}

/** A string field the upstream may send beyond the spec's entity (loose objects keep unknown fields). */
function extraString(source: object, field: string): string | null {
  const value: unknown = (source as Record<string, unknown>)[field]
  return typeof value === 'string' && value !== '' ? value : null
}

const lastName = (crumbs: readonly { name: string }[] | undefined) => crumbs?.at(-1)?.name ?? null

const NONE = {
  list: null,
  position: null,
  couponCode: null,
  couponPromotionId: null,
  couponDiscountAmount: 0,
  shippingMethod: null,
  shippingWindow: null,
  shippingStoreId: null,
  customized: false,
  preCreatedCustomCode: null,
  recipeID: null,
} as const

/** A cart line's stock from its notices: missing inventory in full or in part (000 §3 notifications). */
function cartStockStatus(item: CartItem): AnalyticsStockStatus {
  const types = new Set(item.customerNotifications.map((n) => n.type))
  if (types.has('ProductLineItemFullInventoryMissing')) return 'OutOfStock'
  return types.has('ProductLineItemInventoryMissing') ? 'LowStock' : 'InStock'
}

/**
 * PERS-043 from a cart or order line. The selected shipping option gives method, window and (for
 * store methods) the store; a line without options ships the spec's default (digital or standard).
 */
export function analyticsFromCartItem(item: CartItem, placement?: ListPlacement): AnalyticsProduct {
  const color = item.variants.find((v) => v.code === 'color')
  const colorId: unknown = color?.['id']
  const current = item.price.current ?? item.price.amount
  const prices = priceFields(current, item.price.original)
  const coupons = item.productPromotions.filter((p) => p.couponCode)
  const option =
    item.shippingOptions?.find((o) => o.selected) ??
    item.shippingOptions?.find((o) => o.shippingMethod.code === item.selectedShippingOption)
  const code =
    item.selectedShippingOption ?? option?.shippingMethod.code ?? (item.isDigital ? 'digital' : 'standard')
  const shippingMethod = analyticsShippingMethod(code)
  const preCreatedCustomCode = item.precreatedCustomsCode ?? null
  const recipeID = item.recipeId ?? null
  return {
    id: item.productId,
    name: item.name,
    brand: extraString(item, 'brand'),
    colorCode: typeof colorId === 'string' ? colorId : null,
    colorDescription: color?.value ?? null,
    list: placement?.list ?? null,
    category: lastName(item.breadcrumbs),
    position: placement?.position ?? null,
    ...prices,
    discountType: analyticsDiscountType(item.bonus === true, prices.onSale),
    couponCode: coupons.map((p) => p.couponCode).join(',') || null,
    couponPromotionId: coupons.map((p) => p.promotionId).join(',') || null,
    couponDiscountAmount: round2(coupons.reduce((sum, p) => sum + Math.abs(p.price ?? 0), 0)),
    stockStatus: cartStockStatus(item),
    season: extraString(item, 'season'),
    shippingMethod,
    shippingWindow: option?.shippingMethod.deliveryTime ?? null,
    shippingStoreId: shippingMethod === 'STH' ? null : (option?.storeInfo?.id ?? item.storeId ?? null),
    customized: item.isCustoms === true || Boolean(recipeID ?? preCreatedCustomCode),
    preCreatedCustomCode,
    recipeID,
    size: item.variants.find((v) => v.code === 'size')?.value ?? null,
    quantity: item.qty,
  }
}

/** PERS-043 from a listing or collection tile: its first colour, its low price, no stock or delivery yet. */
export function analyticsFromTile(tile: ShownTile, placement: ListPlacement): AnalyticsProduct {
  const prices = priceFields(tile.price.lowCurrent, tile.price.lowOriginal)
  return {
    ...NONE,
    id: tile.id,
    name: tile.name,
    brand: tile.brand ?? null,
    colorCode: tile.colors[0]?.code ?? null,
    colorDescription: tile.colors[0]?.name ?? null,
    list: placement.list,
    category: placement.category ?? null,
    position: placement.position,
    ...prices,
    discountType: analyticsDiscountType(false, prices.onSale),
    stockStatus: null,
    season: extraString(tile, 'season'),
    size: null,
    quantity: null,
  }
}

/**
 * PERS-043 from the product page: the chosen colour (A36: appended to the id), the chosen size and
 * its stock, or the colour's stock over all sizes when none is chosen.
 */
export function analyticsFromProduct(
  product: ProductDetails,
  chosen: { color: Pick<ProductColor, 'code' | 'name'>; size: string | null; stock: StockLevel },
): AnalyticsProduct {
  const prices = priceFields(product.price.lowCurrent, product.price.lowOriginal)
  return {
    ...NONE,
    id: `${product.id}${ANALYTICS_CONFIG.colorSeparator}${chosen.color.code}`,
    name: product.name,
    brand: product.brand ?? null,
    colorCode: chosen.color.code,
    colorDescription: chosen.color.name,
    category: lastName(product.breadcrumbs),
    ...prices,
    discountType: analyticsDiscountType(false, prices.onSale),
    stockStatus: analyticsStockStatus(chosen.stock),
    season: extraString(product, 'season'),
    size: chosen.size,
    quantity: null,
  }
}
