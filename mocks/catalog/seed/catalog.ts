import type { Breadcrumb, Price, ProductDetails, ProductTile } from '#app/domain/catalog/product.ts'
import type { Currency } from '../../locale.ts'
import { ACCESSORIES } from './catalog-accessories.ts'
import { FLEECE_BASE_LAYERS } from './catalog-fleece.ts'
import { DIGITAL_GIFT_CARDS } from './catalog-gift-cards.ts'
import { HIKING_BOOTS } from './catalog-hiking.ts'
import { JACKETS } from './catalog-jackets.ts'
import { RUNNING_SHOES } from './catalog-running.ts'
import { TENTS_PACKS } from './catalog-tents-packs.ts'
import type { SeedColor, SeedProduct, SeedVariant } from './catalog-types.ts'
import { changedPrice } from './price-changes.ts'

/**
 * The emulator's catalogue: categories, products and the payload builders the product, cart and
 * content handlers share. Seed entries live in `catalog-*.ts`, one file per leaf category; the seed's
 * types in `catalog-types.ts`, exported from here too.
 */

export type { Money, ProductKind, ProductType, SeedColor, SeedProduct, SeedVariant } from './catalog-types.ts'

export interface SeedCategory {
  id: string
  name: string
  slug: string
  parentId?: string
}

/** Ids and slugs are linked from menus and content: keep them stable. */
export const CATEGORIES: SeedCategory[] = [
  { id: '1000', name: 'Footwear', slug: 'footwear' },
  { id: '1010', name: 'Running Shoes', slug: 'running-shoes', parentId: '1000' },
  { id: '1020', name: 'Hiking Boots', slug: 'hiking-boots', parentId: '1000' },
  { id: '2000', name: 'Apparel', slug: 'apparel' },
  { id: '2010', name: 'Jackets', slug: 'jackets', parentId: '2000' },
  { id: '2020', name: 'Fleece & Base Layers', slug: 'fleece-base-layers', parentId: '2000' },
  { id: '3000', name: 'Gear', slug: 'gear' },
  { id: '3010', name: 'Tents & Packs', slug: 'tents-packs', parentId: '3000' },
  { id: '3020', name: 'Accessories', slug: 'accessories', parentId: '3000' },
  { id: '4000', name: 'Gift Cards', slug: 'gift-cards' },
  { id: '4010', name: 'Digital Gift Cards', slug: 'digital-gift-cards', parentId: '4000' },
]

export const PRODUCTS: SeedProduct[] = [
  ...RUNNING_SHOES,
  ...HIKING_BOOTS,
  ...JACKETS,
  ...FLEECE_BASE_LAYERS,
  ...TENTS_PACKS,
  ...ACCESSORIES,
  ...DIGITAL_GIFT_CARDS,
]

const PRODUCT_BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]))
const VARIANT_BY_UPC = new Map(
  PRODUCTS.flatMap((product) =>
    product.variants.map((variant) => [variant.upc, { product, variant }] as const),
  ),
)

export function findProduct(id: string): SeedProduct | undefined {
  return PRODUCT_BY_ID.get(id)
}

export function findVariant(upc: string): { product: SeedProduct; variant: SeedVariant } | undefined {
  return VARIANT_BY_UPC.get(upc)
}

export function categoryById(id: string): SeedCategory | undefined {
  return CATEGORIES.find((c) => c.id === id)
}

/** Child categories of a top-level category. */
export function childCategories(id: string): SeedCategory[] {
  return CATEGORIES.filter((c) => c.parentId === id)
}

/** The category and its ancestors, top level first. */
export function categoryPath(id: string): SeedCategory[] {
  const category = categoryById(id)
  if (!category) return []
  return category.parentId ? [...categoryPath(category.parentId), category] : [category]
}

/** Locale-less listing URL; the storefront adds the locale. */
export function categoryUrl(category: Pick<SeedCategory, 'id' | 'slug'>): string {
  return `/c/${category.slug}-${category.id}`
}

export function categoryBreadcrumbs(id: string): Breadcrumb[] {
  return categoryPath(id).map((c) => ({ id: c.id, name: c.name, url: categoryUrl(c) }))
}

/** A category's products; a top-level id includes its children's. */
export function productsInCategory(categoryId: string): SeedProduct[] {
  const ids = new Set([categoryId, ...childCategories(categoryId).map((c) => c.id)])
  return PRODUCTS.filter((p) => ids.has(p.categoryId))
}

/** Locale-less product URL. */
export function productUrl(product: Pick<SeedProduct, 'id' | 'slug'>): string {
  return `/p/${product.slug}-${product.id}`
}

export function productImageUrl(origin: string, productId: string, colorCode: string, index = 1): string {
  return `${origin}/images/products/${productId}-${colorCode}-${index}.svg`
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** The product's price block in a currency; a range for gift cards (their amounts). */
export function priceFor(product: SeedProduct, currency: Currency): Price {
  // A changed selling price below the regular one is a sale; at or above it, the new regular price.
  const changed = changedPrice(product.id, currency)
  const lowOriginal = Math.max(product.prices[currency], changed ?? 0)
  const highOriginal = changed !== undefined ? lowOriginal : (product.highPrices?.[currency] ?? lowOriginal)
  const sale = changed ?? product.salePrices?.[currency]
  const onSale = sale !== undefined && sale < lowOriginal
  const lowCurrent = onSale ? sale : lowOriginal
  const highCurrent = onSale ? sale : highOriginal
  const price: Price = { currency, lowCurrent, highCurrent, lowOriginal, highOriginal }
  const best = product.historicBestPrice?.[currency]
  if (best !== undefined) price.historicBestPrice = best
  if (onSale) {
    price.percentagePriceDiscount = oneDecimal(((lowOriginal - lowCurrent) / lowOriginal) * 100)
    if (product.salesPriceActiveDate) price.salesPriceActiveDate = product.salesPriceActiveDate
  }
  return price
}

/** One variant's price: a gift card costs its amount, anything else the product's price. */
export function variantPriceFor(product: SeedProduct, variant: SeedVariant, currency: Currency): Price {
  if (product.productType !== 'giftcard') return priceFor(product, currency)
  const amount = Number(variant.size)
  return { currency, lowCurrent: amount, highCurrent: amount, lowOriginal: amount, highOriginal: amount }
}

/** The product images of each colour. */
export const IMAGE_VIEWS = [1, 2, 3] as const

/** An image's text alternative: the product and colour, then which view (`view` in the text's language). */
export function imageAlt(name: string, colorName: string, index: number, view = 'view'): string {
  return index === 1 ? `${name}, ${colorName}` : `${name}, ${colorName}, ${view} ${index}`
}

function colorImages(product: SeedProduct, color: SeedColor, origin: string) {
  return IMAGE_VIEWS.map((index) => ({
    url: productImageUrl(origin, product.id, color.code, index),
    alt: imageAlt(product.name, color.name, index),
    width: 800,
    height: 800,
  }))
}

/**
 * A listing tile. Filtered by colour (`colorNames`, lower case), it shows the product in the first of
 * its colours the filter asks for and links to the product page in that colour, so a "Black" filter
 * shows black products; otherwise the product's first colour.
 */
export function productTile(
  product: SeedProduct,
  currency: Currency,
  origin: string,
  colorNames: string[] = [],
): ProductTile {
  const first = product.colors[0]!
  const shown = product.colors.find((c) => colorNames.includes(c.name.toLowerCase())) ?? first
  const tile: ProductTile = {
    id: product.id,
    masterId: product.masterId,
    name: product.name,
    slug: product.slug,
    brand: product.brand,
    url: shown === first ? productUrl(product) : `${productUrl(product)}?color=${shown.code}`,
    image: colorImages(product, shown, origin)[0]!,
    price: priceFor(product, currency),
    colors: product.colors.map(({ code, name, swatch }) => ({ code, name, swatch })),
  }
  if (product.rating) tile.rating = { ...product.rating }
  if (product.badge) tile.badge = product.badge
  if (product.eyebrow) tile.eyebrow = product.eyebrow
  return tile
}

export function productDetails(product: SeedProduct, currency: Currency, origin: string): ProductDetails {
  const details: ProductDetails = {
    id: product.id,
    masterId: product.masterId,
    name: product.name,
    slug: product.slug,
    url: productUrl(product),
    brand: product.brand,
    description: product.description,
    features: [...product.features],
    productType: product.productType,
    isDigital: product.isDigital,
    primaryCategoryId: product.categoryId,
    breadcrumbs: categoryBreadcrumbs(product.categoryId),
    colors: product.colors.map((color) => ({ ...color, images: colorImages(product, color, origin) })),
    sizes: [...product.sizes],
    variants: product.variants.map((v) => ({ ...v, orderable: true })),
    price: priceFor(product, currency),
  }
  if (product.rating) details.rating = { ...product.rating }
  if (product.badge) details.badge = product.badge
  if (product.eyebrow) details.eyebrow = product.eyebrow
  if (product.maxQty !== undefined) details.maxQty = product.maxQty
  return details
}
