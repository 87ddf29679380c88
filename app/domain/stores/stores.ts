import { z } from 'zod'

/** Stores as store search returns them (000 §7 Stores): address, coordinates, opening hours, distance. */

export const OpeningHoursSchema = z.object({
  day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  closed: z.boolean(),
  open: z.string().optional(),
  close: z.string().optional(),
})

export const StoreAvailabilitySchema = z.object({
  productId: z.string(),
  upc: z.string().optional(),
  quantity: z.number(),
  status: z.enum(['InStock', 'LowStock', 'OutOfStock']),
  pickupAvailable: z.boolean(),
})

export const StoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  stateCode: z.string().optional(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  openingHours: z.array(OpeningHoursSchema).default([]),
  distance: z.number().optional(),
  distanceUnit: z.string().optional(),
  availability: StoreAvailabilitySchema.optional(),
})

export const StoreSearchResultSchema = z.object({
  stores: z.array(StoreSchema).default([]),
  total: z.number().optional(),
})

export type OpeningHours = z.infer<typeof OpeningHoursSchema>
export type StoreAvailability = z.infer<typeof StoreAvailabilitySchema>
export type Store = z.infer<typeof StoreSchema>
export type StoreSearchResult = z.infer<typeof StoreSearchResultSchema>

export const StoreListSchema = StoreSearchResultSchema

/**
 * A collection (pick-up) point as POST /stores/v1/collectionPoints returns it (001 §7 Stores; the
 * spec names the call, not its body: the shape is the emulator's, see mocks/README.md).
 */
export const CollectionPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The carrier operating the point. */
  carrier: z.string().optional(),
  type: z.enum(['locker', 'shop', 'post-office']).optional(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  stateCode: z.string().optional(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  openingHours: z.array(OpeningHoursSchema).default([]),
  distance: z.number().optional(),
  distanceUnit: z.string().optional(),
})

export const CollectionPointSearchResultSchema = z.object({
  collectionPoints: z.array(CollectionPointSchema).default([]),
  total: z.number().optional(),
})

export type CollectionPoint = z.infer<typeof CollectionPointSchema>
export type CollectionPointSearchResult = z.infer<typeof CollectionPointSearchResultSchema>

/** A collection point's address on one line: street, then postal code and city. */
export function pointAddress(point: { address1?: string; postalCode?: string; city?: string }): string {
  return [point.address1, [point.postalCode, point.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/**
 * The store inventory lookup (CART-030): a product's units at each of the given stores, per variant.
 * The spec names the call only; the shape is the emulator's (mocks/README.md).
 */
export const StoreInventorySchema = z.object({
  productId: z.string(),
  stores: z
    .array(
      z.object({
        storeId: z.string(),
        name: z.string().optional(),
        quantity: z.number(),
        status: z.enum(['InStock', 'LowStock', 'OutOfStock']),
        pickupAvailable: z.boolean(),
        variants: z.array(z.object({ upc: z.string(), quantity: z.number() })).default([]),
      }),
    )
    .default([]),
})

export type StoreInventory = z.infer<typeof StoreInventorySchema>
