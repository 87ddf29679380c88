import { http, HttpResponse } from 'msw'
import type { CollectionPoint } from '#app/domain/stores/stores.ts'
import { COLLECTION_POINTS, type SeedCollectionPoint } from './seed/collection-points.ts'
import { apiError, readJson } from '../errors.ts'
import { distanceKm, plain, postalFit } from './stores.ts'

/**
 * POST /stores/v1/collectionPoints (001 §7 Stores, CAT-035): collection (pick-up) points of a country
 * near a postal code, a city or a point, nearest first. The spec names the call only; the body
 * (`postalCode` | `city` | `latitude`+`longitude`, `country`, optional `count`) and the answer
 * (`{ collectionPoints, total }`) are ours, parsed by the storefront's schema.
 */

/** Points farther than this from the searched place are not offered. */
export const COLLECTION_POINT_RADIUS_KM = 50
const DEFAULT_COUNT = 10
const MAX_COUNT = 20

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const num = (value: unknown) => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

function view(point: SeedCollectionPoint, distance?: number): CollectionPoint {
  return {
    ...point,
    openingHours: point.openingHours.map((h) => ({ ...h })),
    ...(distance !== undefined ? { distance, distanceUnit: 'km' } : {}),
  }
}

async function search(request: Request): Promise<Response> {
  const body = (await readJson<Record<string, unknown>>(request)) ?? {}
  const country = text(body.country)?.toUpperCase()
  const postalCode = text(body.postalCode)
  const city = text(body.city)
  const latitude = num(body.latitude)
  const longitude = num(body.longitude)
  const hasPoint = latitude !== undefined && longitude !== undefined
  if (!country) return apiError(request, 400, 'API400', 'country is required')
  if (!postalCode && !city && !hasPoint) {
    return apiError(request, 400, 'API400', 'postalCode, city or latitude and longitude are required')
  }
  const count = Math.min(MAX_COUNT, Math.max(1, Math.trunc(num(body.count) ?? DEFAULT_COUNT)))
  const inCountry = COLLECTION_POINTS.filter((p) => p.country === country)
  // The reference: the given point, else the point that fits the postal code (or city) best.
  const byPlace = inCountry
    .map((p) => ({
      p,
      fit: postalCode ? postalFit(p, postalCode) : city && plain(p.city).startsWith(plain(city)) ? 1 : 0,
    }))
    .filter((x) => x.fit > 0)
    .sort((a, b) => b.fit - a.fit)[0]?.p
  const from = hasPoint ? { latitude, longitude } : byPlace
  const found = from
    ? inCountry
        .map((p) => ({ p, d: distanceKm(from, p) }))
        .filter((x) => x.d <= COLLECTION_POINT_RADIUS_KM)
        .sort((a, b) => a.d - b.d || a.p.id.localeCompare(b.p.id))
    : []
  return HttpResponse.json({
    collectionPoints: found.slice(0, count).map((x) => view(x.p, x.d)),
    total: found.length,
  })
}

/** Tents and packs (TP) are too bulky for lockers and partner shops; digital goods are not shipped. */
export function pudoEligible(product: { id: string; isDigital: boolean }, country: string): boolean {
  return (
    !product.isDigital && !product.id.startsWith('TP') && COLLECTION_POINTS.some((p) => p.country === country)
  )
}

/** A seeded point of `country` by id. */
export function findCollectionPoint(id: string, country: string): SeedCollectionPoint | undefined {
  return COLLECTION_POINTS.find((p) => p.id === id && p.country === country)
}

export const handlers = [http.post('*/stores/v1/collectionPoints', ({ request }) => search(request))]
