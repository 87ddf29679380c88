import type { KeptList } from '#app/domain/page/document-value.ts'
import { z } from 'zod'

/**
 * Product entities as the products service returns them. Unknown fields are kept, missing optional
 * fields tolerated: the emulator's payloads are typed against these same schemas.
 */

/** Price block of the spec (000 §3 Price); amounts are decimals in the site's currency. */
export const PriceSchema = z.looseObject({
  currency: z.string(),
  lowCurrent: z.number(),
  highCurrent: z.number(),
  lowOriginal: z.number(),
  highOriginal: z.number(),
  historicBestPrice: z.number().optional(),
  previousBestSalesPrice: z.number().optional(),
  percentagePriceDiscount: z.number().optional(),
  salesPriceActiveDate: z.string().optional(),
})
export type Price = z.infer<typeof PriceSchema>

export const ProductImageSchema = z.looseObject({
  url: z.string(),
  alt: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
})
export type ProductImage = z.infer<typeof ProductImageSchema>

export const ProductColorSchema = z.looseObject({
  /** Colour code, e.g. `001`. */
  code: z.string(),
  name: z.string(),
  /** CSS colour of the swatch. */
  swatch: z.string(),
  images: z.array(ProductImageSchema),
})
export type ProductColor = z.infer<typeof ProductColorSchema>

export const ProductVariantSchema = z.looseObject({
  /** The variant's UPC: the sku used by cart and inventory calls. */
  upc: z.string(),
  color: z.string(),
  size: z.string(),
  /** Orderable at all (independent of stock). */
  orderable: z.boolean().default(true),
})
export type ProductVariant = z.infer<typeof ProductVariantSchema>

export const RatingSchema = z.looseObject({
  score: z.number(),
  reviewsCount: z.number(),
})

export const BreadcrumbSchema = z.looseObject({ id: z.string(), name: z.string(), url: z.string() })
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>

/** A product tile in listings, search results and CMS collections. */
export const ProductTileSchema = z.looseObject({
  id: z.string(),
  masterId: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().optional(),
  url: z.string(),
  image: ProductImageSchema,
  price: PriceSchema,
  colors: z.array(z.looseObject({ code: z.string(), name: z.string(), swatch: z.string() })).default([]),
  rating: RatingSchema.optional(),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
})
export type ProductTile = z.infer<typeof ProductTileSchema>

/**
 * What a page hands the browser of a product tile: what the tile shows (the name, brand, link, photo,
 * price, badge, rating and how many colours) and what its tracking reads (the first colour's code and
 * name, and any field the service adds, a season say). The master id, the slug, the photo's size and the
 * colours' swatches serve nothing there, and a listing or a collection carries them for a dozen tiles.
 */
export type ShownTile = Pick<
  ProductTile,
  'id' | 'name' | 'brand' | 'url' | 'price' | 'rating' | 'badge' | 'eyebrow'
> & {
  image: Pick<ProductImage, 'url' | 'alt'>
  colors: { code: string; name: string }[]
}

export function shownTile(tile: ProductTile): ShownTile {
  const { masterId: _masterId, slug: _slug, image, colors, ...shown } = tile
  return {
    ...shown,
    image: { url: image.url, alt: image.alt },
    colors: colors.map(({ code, name }) => ({ code, name })),
  }
}

/** GET /products/v2/products/{productId}/details */
export const ProductDetailsSchema = z.looseObject({
  id: z.string(),
  masterId: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  brand: z.string().optional(),
  description: z.string(),
  features: z.array(z.string()).default([]),
  productType: z.string(),
  isDigital: z.boolean().default(false),
  primaryCategoryId: z.string(),
  breadcrumbs: z.array(BreadcrumbSchema).default([]),
  colors: z.array(ProductColorSchema),
  sizes: z.array(z.string()),
  variants: z.array(ProductVariantSchema),
  price: PriceSchema,
  rating: RatingSchema.optional(),
  badge: z.string().optional(),
  eyebrow: z.string().optional(),
  maxQty: z.number().optional(),
})
export type ProductDetails = z.infer<typeof ProductDetailsSchema>

/**
 * What a product page hands the browser of its product: what the page shows. The variants (every
 * colour and size, with their UPCs), the size list and the type, master and category ids serve the
 * server's reads (the chosen colour's sizes, the size chart, stock, tracking, structured data), which
 * the page's data carries already worked out.
 */
const SHOWN_PRODUCT_FIELDS = [
  'id',
  'name',
  'slug',
  'url',
  'brand',
  'description',
  'features',
  'isDigital',
  'breadcrumbs',
  'colors',
  'price',
  'rating',
  'badge',
  'eyebrow',
  'maxQty',
] as const

/** A colour as the picker shows it: its swatch and name. The chosen colour's pictures come apart. */
export type ShownColor = Pick<ProductColor, 'code' | 'name' | 'swatch'>

export type ShownProduct = Omit<Pick<ProductDetails, (typeof SHOWN_PRODUCT_FIELDS)[number]>, 'colors'> & {
  colors: ShownColor[]
}

export function shownProduct(product: ProductDetails): ShownProduct {
  const shown: Partial<Record<keyof ShownProduct, unknown>> = {}
  for (const field of SHOWN_PRODUCT_FIELDS) if (product[field] !== undefined) shown[field] = product[field]
  shown.colors = product.colors.map(({ code, name, swatch }): ShownColor => ({ code, name, swatch }))
  return shown as ShownProduct
}

/** GET /products/v2/products/{productId}/inventory — `variants[sku].quantity`. */
export const InventorySchema = z.looseObject({
  productId: z.string().optional(),
  variants: z.record(z.string(), z.looseObject({ quantity: z.number() })),
})
export type Inventory = z.infer<typeof InventorySchema>

export const FacetValueSchema = z.looseObject({
  value: z.string(),
  label: z.string(),
  count: z.number(),
  selected: z.boolean().default(false),
})
export const FacetSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  values: z.array(FacetValueSchema),
})
export type Facet = z.infer<typeof FacetSchema>

/** GET /products/v2/search/productSearch */
export const ProductSearchSchema = z.looseObject({
  products: z.array(ProductTileSchema),
  total: z.number(),
  start: z.number(),
  count: z.number(),
  facets: z.array(FacetSchema).default([]),
  sortOptions: z.array(z.looseObject({ id: z.string(), label: z.string() })).default([]),
  category: z.looseObject({ id: z.string(), name: z.string(), slug: z.string(), url: z.string() }).optional(),
  breadcrumbs: z.array(BreadcrumbSchema).default([]),
})
export type ProductSearch = z.infer<typeof ProductSearchSchema>

/**
 * What a listing page hands the browser of a search: its tiles (as shown), where they start, the total and the
 * category's name. The facets, sort options and breadcrumbs reach the page through the listing's view
 * and crumbs, built on the server; a second copy of them in the page's data would be read by nothing.
 */
export type ListedSearch = Pick<ProductSearch, 'total' | 'start' | 'category'> & { products: ShownTile[] }

/**
 * A listing's results as the page's data carries them (decision 100): its tiles are the document's
 * markup alone, kept by the browser as the server drew them; a client-side request's data carries them
 * in full (a "load more", a navigation).
 */
export type ShownSearch = Omit<ListedSearch, 'products'> & { products: KeptList<ShownTile> }

export function listedSearch({ products, total, start, category }: ProductSearch): ListedSearch {
  return { products: products.map(shownTile), total, start, ...(category ? { category } : {}) }
}

export { LOW_STOCK_THRESHOLD, PRODUCT_ID_PATTERN } from './product-rules.ts'
