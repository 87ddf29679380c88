import { CURRENCIES, type Currency } from '../../locale.ts'
import type { Money, ProductKind, ProductType, SeedColor, SeedProduct, SeedVariant } from './catalog-types.ts'

/**
 * Turns the compact per-category seed entries into full catalogue products: colours from one palette
 * (a code always means the same colour), variants with UPCs, and prices in every currency.
 */

const PALETTE: Record<string, readonly [name: string, swatch: string]> = {
  '000': ['Digital', '#2f6f5e'],
  '001': ['Black', '#1c1c1e'],
  '002': ['Navy', '#1f2f4f'],
  '003': ['Sage', '#9cae8f'],
  '004': ['Slate Grey', '#5d6670'],
  '005': ['Ember Red', '#c0392b'],
  '006': ['Glacier Blue', '#7fb3d5'],
  '007': ['Moss', '#5b6b2f'],
  '008': ['Sand', '#d8c8a8'],
  '009': ['Ochre', '#c8902e'],
  '010': ['Plum', '#6c3461'],
  '011': ['White', '#f4f4f2'],
  '012': ['Charcoal', '#36393d'],
  '013': ['Forest', '#2e5339'],
  '014': ['Coral', '#f0806c'],
  '015': ['Teal', '#1f7a7a'],
  '016': ['Rust', '#a0522d'],
  '017': ['Olive', '#707a3a'],
  '018': ['Sky', '#a9d3f0'],
  '019': ['Stone', '#b5aa98'],
  '020': ['Volt', '#d4e157'],
}

export const SHOE_SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12']
export const BOOT_SIZES = ['7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12']
export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL']
export const ONE_SIZE = ['OS']
export const GIFT_AMOUNTS = ['25', '50', '100', '150']

// Whole-unit conversion then a .95 ending, the way local price lists are set rather than converted.
const RATE: Record<Currency, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92 }

const cents = (value: number) => Math.round(value * 100) / 100

function localPrices(usd: number): Money {
  const prices = {} as Money
  for (const currency of CURRENCIES) {
    prices[currency] = currency === 'USD' ? usd : cents(Math.max(1, Math.round(usd * RATE[currency])) - 0.05)
  }
  return prices
}

function flatPrices(amount: number): Money {
  const prices = {} as Money
  for (const currency of CURRENCIES) prices[currency] = amount
  return prices
}

/** UPC-A check digit over the first 11 digits. */
export function upcCheckDigit(digits11: string): number {
  let sum = 0
  for (let i = 0; i < 11; i++) sum += Number(digits11[i]) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10
}

const CATEGORY_DIGIT: Record<string, string> = {
  RS: '1',
  HB: '2',
  JK: '3',
  FL: '4',
  TP: '5',
  AC: '6',
  GC: '7',
}

/**
 * Company prefix, category digit, the id's last three digits, then colour slot × 20 + size slot: a
 * variant keeps its UPC when other products are added or reordered.
 */
function upcFor(id: string, colorIndex: number, sizeIndex: number): string {
  const category = CATEGORY_DIGIT[id.slice(0, 2)]
  if (!category || sizeIndex >= 20) throw new Error(`Cannot number variants of ${id}`)
  const body = `84612${category}${id.slice(-3)}${String(colorIndex * 20 + sizeIndex).padStart(2, '0')}`
  return `${body}${upcCheckDigit(body)}`
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export interface SeedInput {
  id: string
  name: string
  brand: string
  description: string
  features: string[]
  /** What it is, when not the category's usual kind (a vest among jackets). */
  kind?: ProductKind
  /** Palette codes, or a full colour where a product needs its own swatch. */
  colors: (string | SeedColor)[]
  sizes?: string[]
  /** Regular price in USD; other currencies follow. Not used by amount-priced products. */
  usd?: number
  saleUsd?: number
  /** Lowest price of the 30 days before the sale (Omnibus). */
  bestUsd?: number
  rating?: readonly [score: number, reviewsCount: number]
  badge?: string
  eyebrow?: string
  maxQty?: number
  released: string
  /** Pinned stock by `colour/size`. */
  stock?: Record<string, number>
  soldOut?: boolean
}

interface CategoryDefaults {
  categoryId: string
  productType: ProductType
  /** What the category's products usually are. */
  kind?: ProductKind
  sizes: string[]
  isDigital?: boolean
  /** Sizes are amounts and the price is the amount (gift cards). */
  amountPriced?: boolean
}

function resolveColor(entry: string | SeedColor): SeedColor {
  if (typeof entry !== 'string') return entry
  const known = PALETTE[entry]
  if (!known) throw new Error(`Unknown colour code ${entry}`)
  return { code: entry, name: known[0], swatch: known[1] }
}

function kindOf(input: SeedInput, defaults: CategoryDefaults): ProductKind {
  const kind = input.kind ?? defaults.kind
  if (!kind) throw new Error(`${input.id} does not say what it is (kind)`)
  return kind
}

/** A builder for one leaf category's products. */
export function seedFor(defaults: CategoryDefaults) {
  return (input: SeedInput): SeedProduct => {
    const colors = input.colors.map(resolveColor)
    const sizes = input.sizes ?? defaults.sizes
    const variants: SeedVariant[] = colors.flatMap((color, c) =>
      sizes.map((size, s) => ({ upc: upcFor(input.id, c, s), color: color.code, size })),
    )
    let prices: Money
    let highPrices: Money | undefined
    if (defaults.amountPriced) {
      const amounts = sizes.map(Number)
      prices = flatPrices(Math.min(...amounts))
      highPrices = flatPrices(Math.max(...amounts))
    } else {
      if (input.usd === undefined) throw new Error(`${input.id} has no price`)
      prices = localPrices(input.usd)
    }
    return {
      id: input.id,
      masterId: `M-${input.id}`,
      name: input.name,
      slug: slugify(input.name),
      brand: input.brand,
      description: input.description,
      features: input.features,
      productType: defaults.productType,
      kind: kindOf(input, defaults),
      isDigital: defaults.isDigital ?? false,
      categoryId: defaults.categoryId,
      colors,
      sizes,
      variants,
      prices,
      highPrices,
      salePrices: input.saleUsd === undefined ? undefined : localPrices(input.saleUsd),
      historicBestPrice: input.bestUsd === undefined ? undefined : localPrices(input.bestUsd),
      salesPriceActiveDate: input.saleUsd === undefined ? undefined : '2025-05-01T00:00:00Z',
      rating: input.rating ? { score: input.rating[0], reviewsCount: input.rating[1] } : undefined,
      badge: input.badge,
      eyebrow: input.eyebrow,
      maxQty: input.maxQty,
      released: input.released,
      stockOverrides: input.stock,
      soldOut: input.soldOut,
    }
  }
}
