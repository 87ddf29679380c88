import type { Currency } from '../../locale.ts'

/**
 * The shapes of the catalogue's seed: what the per-category entries (`catalog-*.ts`, built by
 * `catalog-build.ts`) produce and `catalog.ts` serves. Apart so those files need not import each other.
 */

export type ProductType = 'shoes' | 'boots' | 'apparel' | 'gear' | 'accessories' | 'giftcard'

/** What a product is, so its generated image draws the right thing (`mocks/catalog/images.ts`). */
export const PRODUCT_KINDS = [
  'shoe',
  'boot',
  'jacket',
  'hoodie',
  'vest',
  'top',
  'tee',
  'leggings',
  'backpack',
  'tent',
  'bottle',
  'headlamp',
  'beanie',
  'hat',
  'gloves',
  'poles',
  'socks',
  'mug',
  'blanket',
  'gift-card',
] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

export type Money = Record<Currency, number>

export interface SeedColor {
  /** Three digits, e.g. `001`. */
  code: string
  name: string
  /** CSS hex colour of the swatch. */
  swatch: string
}

export interface SeedVariant {
  /** 12-digit UPC-A: the sku of cart and inventory calls. */
  upc: string
  /** Colour code. */
  color: string
  size: string
}

export interface SeedProduct {
  /** Two capitals and six digits (A3), the prefix naming the category: RS, HB, JK, FL, TP, AC, GC. */
  id: string
  masterId: string
  name: string
  slug: string
  brand: string
  description: string
  features: string[]
  productType: ProductType
  /** What it is (a sock, a tent…): its images draw one. */
  kind: ProductKind
  isDigital: boolean
  /** The leaf category. */
  categoryId: string
  colors: SeedColor[]
  sizes: string[]
  variants: SeedVariant[]
  /** Regular (original) price; the low end when the price is a range. */
  prices: Money
  /** High end of a price range (gift card amounts); absent for one price. */
  highPrices?: Money
  salePrices?: Money
  historicBestPrice?: Money
  salesPriceActiveDate?: string
  rating?: { score: number; reviewsCount: number }
  badge?: string
  eyebrow?: string
  maxQty?: number
  /** ISO date: the `newest` sort. */
  released: string
  /** Seed stock pinned by `colour/size`; the rest is derived from the UPC (see `mocks/catalog/stock.ts`). */
  stockOverrides?: Record<string, number>
  /** Every variant seeded at zero. */
  soldOut?: boolean
}
