import { http, HttpResponse } from 'msw'
import { findProduct, type SeedProduct } from './seed/catalog.ts'
import type { CompareData } from '#app/domain/catalog/compare-data.ts'
import { localized } from '../i18n/index.ts'
import { apiError } from '../errors.ts'

/**
 * Front-end components service: product compare data (CAT-038). The spec names the call only; the
 * shape is ours (see README): for the products of `ids=` (repeatable, 1–4), the attributes worth
 * comparing for their kinds of product, in order, and each product's value of each. Values are
 * display text; a product whose kind lacks an attribute has no value for it. Unknown ids are listed
 * apart, so the caller can say which products it could not compare.
 */

export const COMPARE_MAX = 4

type CompareAttribute = CompareData['attributes'][number]

type Kind = 'footwear' | 'jackets' | 'layers' | 'gear' | 'accessories'

const ATTRIBUTES: Record<Kind, CompareAttribute[]> = {
  footwear: [
    { id: 'weight', label: 'Weight' },
    { id: 'drop', label: 'Heel-to-toe drop' },
    { id: 'cushioning', label: 'Cushioning' },
    { id: 'waterproof', label: 'Waterproof' },
  ],
  jackets: [
    { id: 'waterproofRating', label: 'Waterproof rating' },
    { id: 'insulation', label: 'Insulation' },
    { id: 'weight', label: 'Weight' },
    { id: 'packable', label: 'Packable' },
  ],
  layers: [
    { id: 'material', label: 'Material' },
    { id: 'warmth', label: 'Warmth' },
    { id: 'weight', label: 'Weight' },
  ],
  gear: [
    { id: 'capacity', label: 'Capacity' },
    { id: 'weight', label: 'Weight' },
    { id: 'waterproof', label: 'Waterproof' },
  ],
  accessories: [
    { id: 'material', label: 'Material' },
    { id: 'weight', label: 'Weight' },
  ],
}

const KIND_BY_PREFIX: Record<string, Kind> = {
  RS: 'footwear',
  HB: 'footwear',
  JK: 'jackets',
  FL: 'layers',
  TP: 'gear',
  AC: 'accessories',
}

/** The product's number within its category (1–9): the seed of its values, stable across resets. */
const seq = (product: SeedProduct) => Number(product.id.slice(-1)) || 1
const pick = <T>(values: T[], n: number): T => values[n % values.length]!
const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No')

function values(product: SeedProduct, kind: Kind): Record<string, string> {
  const n = seq(product)
  switch (kind) {
    case 'footwear': {
      const boot = product.id.startsWith('HB')
      return {
        weight: `${(boot ? 480 : 240) + n * 15} g`,
        drop: `${pick([4, 6, 8, 10, 12], n)} mm`,
        cushioning: pick(['Low', 'Medium', 'High'], n),
        waterproof: yesNo(boot || n % 3 === 0),
      }
    }
    case 'jackets':
      return {
        waterproofRating: n % 4 === 0 ? 'Water-resistant' : `${pick([10000, 15000, 20000, 28000], n)} mm`,
        insulation: pick(['None', 'Synthetic, 60 g/m²', 'Down, 700 fill', 'Synthetic, 100 g/m²'], n),
        weight: `${300 + n * 45} g`,
        packable: yesNo(n % 2 === 1),
      }
    case 'layers':
      return {
        material: pick(['Merino wool', 'Recycled polyester fleece', 'Merino and nylon blend'], n),
        warmth: pick(['Light', 'Mid', 'Expedition'], n),
        weight: `${150 + n * 30} g`,
      }
    case 'gear': {
      const tent = /tent/i.test(product.name)
      // The names carry the size: "Trailhead 2 … Tent", "Summit 45 Pack".
      const size = /\b(\d+)\b/.exec(product.name)?.[1] ?? String(pick([1, 2, 3], n))
      return {
        capacity: tent ? `${size} person` : `${size} L`,
        weight: tent ? `${(1.2 + n * 0.3).toFixed(1)} kg` : `${(0.6 + n * 0.15).toFixed(2)} kg`,
        waterproof: yesNo(tent || n % 2 === 0),
      }
    }
    case 'accessories':
      return {
        material: pick(['Merino wool', 'Nylon', 'Polyester', 'Leather'], n),
        weight: `${40 + n * 12} g`,
      }
  }
}

/** The compare answer for these ids (already deduplicated by the caller or not: repeats count once). */
export function compareData(ids: string[]): CompareData {
  const unknownIds: string[] = []
  const products: CompareData['products'] = []
  const attributes: CompareAttribute[] = []
  for (const id of new Set(ids)) {
    const product = findProduct(id)
    if (!product) {
      unknownIds.push(id)
      continue
    }
    const kind = KIND_BY_PREFIX[product.id.slice(0, 2)]
    if (!kind) {
      // Gift cards have nothing worth comparing: the product is there, without values.
      products.push({ productId: product.id, productType: product.productType, values: {} })
      continue
    }
    for (const attribute of ATTRIBUTES[kind]) {
      if (!attributes.some((a) => a.id === attribute.id)) attributes.push(attribute)
    }
    products.push({ productId: product.id, productType: product.productType, values: values(product, kind) })
  }
  return { attributes, products, unknownIds }
}

export const handlers = [
  http.get('*/fapi/components/compare', ({ request }) => {
    const ids = new URL(request.url).searchParams
      .getAll('ids')
      .flatMap((value) => value.split(','))
      .map((id) => id.trim())
      .filter(Boolean)
    if (ids.length === 0) return apiError(request, 400, 'API400', 'ids is required')
    if (new Set(ids).size > COMPARE_MAX) {
      return apiError(request, 400, 'API400', `At most ${COMPARE_MAX} products can be compared`)
    }
    return HttpResponse.json(localized(compareData(ids), request))
  }),
]
