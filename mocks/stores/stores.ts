import { http, HttpResponse } from 'msw'
import { LOW_STOCK_THRESHOLD } from '#app/domain/catalog/product.ts'
import { findProduct, findVariant, type SeedProduct } from '../catalog/seed/catalog.ts'
import { findStore, STORES, type SeedStore } from './seed/stores.ts'
import { apiError, readJson } from '../errors.ts'
import { getStock } from '../catalog/stock.ts'

/**
 * Stores (001 §7 Stores, Utilities): store search with distance and per-store availability, the store
 * list and a store's associates (in-store selling), and the associates' own sign-in
 * (POST /consumers-v3/consumer/agent/login, AUTH-034 / INSTORE-008): an employee of the store with the
 * associates' password (`ASSOCIATE_PASSWORD`) is connected; anything else is AUT401.
 */

/** Every seeded associate signs in with this password (README "Demo data"). */
export const ASSOCIATE_PASSWORD = 'Passw0rd!'

export type StockStatus = 'InStock' | 'LowStock' | 'OutOfStock'

export interface StoreAvailability {
  productId: string
  upc?: string
  quantity: number
  status: StockStatus
  pickupAvailable: boolean
}

export type StoreView = Omit<SeedStore, 'employees' | 'cityAliases'> & {
  /** Kilometres from the searched place, one decimal. */
  distance?: number
  distanceUnit?: 'km'
  availability?: StoreAvailability
}

interface Criteria {
  postalCode?: string
  city?: string
  country?: string
  productId?: string
  upc?: string
  latitude?: number
  longitude?: number
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function coordinate(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

/** Body fields win over the same names in the query (the call may carry either). */
async function criteria(request: Request): Promise<Criteria> {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const body = await readJson<Record<string, unknown>>(request)
  const merged: Record<string, unknown> = { ...query, ...(body && typeof body === 'object' ? body : {}) }
  return {
    postalCode: text(merged.postalCode),
    city: text(merged.city),
    country: text(merged.country)?.toUpperCase(),
    productId: text(merged.productId),
    upc: text(merged.upc),
    latitude: coordinate(merged.latitude ?? merged.lat),
    longitude: coordinate(merged.longitude ?? merged.lng),
  }
}

/** Lower case without accents, for place-name matching. */
export const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** A postal code without spaces, upper case. */
export const postal = (value: string) => value.replace(/\s+/g, '').toUpperCase()

function commonPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** How well a place's postal code fits the searched one: shared leading characters, 0 for no fit. */
export function postalFit(store: { postalCode: string }, searched: string): number {
  const wanted = postal(searched)
  const shared = commonPrefix(postal(store.postalCode), wanted)
  return shared >= Math.min(3, wanted.length) ? shared : 0
}

function cityMatches(store: SeedStore, city: string): boolean {
  const wanted = plain(city)
  return [store.city, ...(store.cityAliases ?? [])].some((name) => plain(name).startsWith(wanted))
}

/** Great-circle distance in kilometres, one decimal. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10
}

function hash(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/**
 * A store's units of a variant, derived from the online stock so it moves with orders: none when the
 * warehouse has none, else one store in five does not carry it and the rest hold a few.
 */
export function storeQuantity(storeId: string, product: SeedProduct, upc: string): number {
  const online = getStock(upc)
  if (product.isDigital || online <= 0) return 0
  const h = hash(`${storeId}:${upc}`)
  if (h % 5 === 0) return 0
  return 1 + (Math.floor(h / 5) % Math.min(online, 8))
}

function status(quantity: number): StockStatus {
  if (quantity <= 0) return 'OutOfStock'
  return quantity <= LOW_STOCK_THRESHOLD ? 'LowStock' : 'InStock'
}

function availability(store: SeedStore, product: SeedProduct, upc?: string): StoreAvailability {
  const upcs = upc ? [upc] : product.variants.map((v) => v.upc)
  const quantity = upcs.reduce((sum, u) => sum + storeQuantity(store.id, product, u), 0)
  return {
    productId: product.id,
    ...(upc ? { upc } : {}),
    quantity,
    status: status(quantity),
    pickupAvailable: quantity > 0,
  }
}

/** A store as the API shows it: no associate list, no search aliases. */
export function storeView(store: SeedStore): StoreView {
  const { employees: _employees, cityAliases: _aliases, ...view } = store
  return { ...view, openingHours: store.openingHours.map((h) => ({ ...h })) }
}

async function search(request: Request): Promise<Response> {
  const c = await criteria(request)
  let product: SeedProduct | undefined
  if (c.upc) {
    const found = findVariant(c.upc)
    if (!found || (c.productId && c.productId !== found.product.id)) {
      return apiError(request, 404, 'API404', 'Product not found', { upc: c.upc })
    }
    product = found.product
  } else if (c.productId) {
    product = findProduct(c.productId)
    if (!product) return apiError(request, 404, 'API404', 'Product not found', { productId: c.productId })
  }

  const stores = STORES.filter(
    (s) =>
      (!c.country || s.country === c.country) &&
      (!c.city || cityMatches(s, c.city)) &&
      (!c.postalCode || postalFit(s, c.postalCode) > 0),
  )
  const fit = (s: SeedStore) => (c.postalCode ? postalFit(s, c.postalCode) : 0)
  // The reference point: given coordinates, else the best-matching store of a place search.
  const best = [...stores].sort((a, b) => fit(b) - fit(a))[0]
  const from =
    c.latitude !== undefined && c.longitude !== undefined
      ? { latitude: c.latitude, longitude: c.longitude }
      : (c.city || c.postalCode) && best
        ? best
        : undefined
  const views = stores.map((store) => {
    const view = storeView(store)
    if (from) Object.assign(view, { distance: distanceKm(from, store), distanceUnit: 'km' })
    if (product) view.availability = availability(store, product, c.upc)
    return view
  })
  if (from) views.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.id.localeCompare(b.id))
  return HttpResponse.json({ stores: views, total: views.length })
}

/** The default of the storefront's STORE_INVENTORY_PATH: the spec does not show the lookup's path (A17). */
export const STORE_INVENTORY_PATH = '/cart/v1/storeInventory'

/**
 * The store inventory lookup (CART-030): `productId` (required), optional `upc`, and `storeIds`
 * (comma-separated or repeated). Each known store answers its units of the product, per variant.
 */
function storeInventory(request: Request): Response {
  const query = new URL(request.url).searchParams
  const productId = text(query.get('productId'))
  const upc = text(query.get('upc'))
  const storeIds = query
    .getAll('storeIds')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
  if (!productId) return apiError(request, 400, 'API400', 'productId is required')
  if (!storeIds.length) return apiError(request, 400, 'API400', 'storeIds is required')
  const product = findProduct(productId)
  if (!product) return apiError(request, 404, 'API404', 'Product not found', { productId })
  const upcs = upc ? [upc] : product.variants.map((v) => v.upc)
  if (upc && !product.variants.some((v) => v.upc === upc)) {
    return apiError(request, 404, 'API404', 'Product not found', { upc })
  }
  const stores = storeIds.flatMap((id) => {
    const store = findStore(id)
    if (!store) return []
    const variants = upcs.map((u) => ({ upc: u, quantity: storeQuantity(store.id, product, u) }))
    const quantity = variants.reduce((sum, v) => sum + v.quantity, 0)
    return [
      {
        storeId: store.id,
        name: store.name,
        quantity,
        status: status(quantity),
        pickupAvailable: quantity > 0,
        variants,
      },
    ]
  })
  return HttpResponse.json({ productId: product.id, stores })
}

export const handlers = [
  http.post('*/stores/v1/search', ({ request }) => search(request)),

  http.get(`*${STORE_INVENTORY_PATH}`, ({ request }) => storeInventory(request)),

  http.post('*/consumers-v3/consumer/agent/login', async ({ request }) => {
    const body = await readJson<{ storeId?: unknown; employeeId?: unknown; password?: unknown }>(request)
    const store = findStore(String(body?.storeId ?? ''))
    const employee = store?.employees.find((e) => e.employeeId === body?.employeeId)
    if (!store || !employee || body?.password !== ASSOCIATE_PASSWORD) {
      return apiError(request, 401, 'AUT401', 'Invalid store, employee id or password')
    }
    return HttpResponse.json({
      storeId: store.id,
      storeName: store.name,
      storeEmployeeId: employee.employeeId,
      storeEmployeeName: `${employee.firstName} ${employee.lastName}`,
    })
  }),

  http.get('*/consumers-v3/utilities/stores', () => {
    return HttpResponse.json({ stores: STORES.map(storeView), total: STORES.length })
  }),

  http.get('*/consumers-v3/utilities/stores/:storeId/employees', ({ request, params }) => {
    const store = findStore(String(params.storeId))
    if (!store) return apiError(request, 404, 'STR404', 'Store not found')
    return HttpResponse.json({
      storeId: store.id,
      storeName: store.name,
      employees: store.employees.map((e) => ({ ...e })),
    })
  }),
]
