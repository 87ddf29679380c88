import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { findProduct } from '../catalog/seed/catalog.ts'
import { STORES } from './seed/stores.ts'
import { decrementStock, getStock, resetStock } from '../catalog/stock.ts'
import { handlers, type StoreView } from './stores.ts'

const BASE = 'http://emulator.test'

interface SearchBody {
  stores: StoreView[]
  total: number
}

async function call(path: string, init?: RequestInit) {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, init))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

async function searchStores(body: Record<string, unknown>, query = ''): Promise<SearchBody> {
  const response = await call(`/stores/v1/search${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as SearchBody
}

const storeIds = (result: SearchBody) => result.stores.map((s) => s.id)

function upcOf(productId: string, color: string, size: string): string {
  const variant = findProduct(productId)?.variants.find((v) => v.color === color && v.size === size)
  if (!variant) throw new Error(`No variant ${productId} ${color}/${size}`)
  return variant.upc
}

beforeEach(() => resetStock())

describe('store seed', () => {
  it('has stores in every served country, each with distinct associates', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(6)
    expect(new Set(STORES.map((s) => s.country))).toEqual(new Set(['US', 'CA', 'GB', 'DE', 'FR']))
    for (const store of STORES) {
      expect(store.id).toMatch(/^store-\d{4}$/)
      expect(store.employees.length).toBeGreaterThanOrEqual(1)
      expect(store.openingHours.map((h) => h.day)).toEqual([
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ])
    }
    const employeeIds = STORES.flatMap((s) => s.employees.map((e) => e.employeeId))
    expect(new Set(employeeIds).size).toBe(employeeIds.length)
    for (const id of employeeIds) expect(id).toMatch(/^E\d{4}$/)
  })
})

describe('GET /consumers-v3/utilities/stores', () => {
  it('lists every store without its associates', async () => {
    const body = (await (await call('/consumers-v3/utilities/stores')).json()) as SearchBody
    expect(storeIds(body)).toEqual(STORES.map((s) => s.id))
    expect(body.stores[0]).not.toHaveProperty('employees')
    expect(body.stores[0]).toMatchObject({ id: 'store-0101', city: 'Portland', country: 'US' })
  })
})

describe('GET /consumers-v3/utilities/stores/:storeId/employees', () => {
  it("lists a store's associates", async () => {
    const body = (await (await call('/consumers-v3/utilities/stores/store-0101/employees')).json()) as {
      storeId: string
      employees: { employeeId: string; firstName: string; lastName: string }[]
    }
    expect(body.storeId).toBe('store-0101')
    expect(body.employees[0]).toEqual({ employeeId: 'E1001', firstName: 'Jordan', lastName: 'Reyes' })
  })

  it('answers 404 STR404 for an unknown store', async () => {
    const response = await call('/consumers-v3/utilities/stores/store-9999/employees')
    expect(response.status).toBe(404)
    const body = (await response.json()) as { errorDetails: { errorId: string }[] }
    expect(body.errorDetails[0]?.errorId).toBe('STR404')
  })
})

describe('POST /stores/v1/search', () => {
  it('returns every store for an empty search', async () => {
    const result = await searchStores({})
    expect(result.total).toBe(STORES.length)
    expect(result.stores[0]).not.toHaveProperty('distance')
  })

  it('finds stores by city, accents and aliases aside, with distances', async () => {
    const portland = await searchStores({ city: 'portland' })
    expect(storeIds(portland)).toEqual(['store-0101'])
    expect(portland.stores[0]).toMatchObject({ distance: 0, distanceUnit: 'km' })
    expect(storeIds(await searchStores({ city: 'Munich' }))).toEqual(['store-0401'])
    expect(storeIds(await searchStores({ city: 'munchen' }))).toEqual(['store-0401'])
  })

  it('finds stores by postal code prefix and by country, nearest first', async () => {
    expect(storeIds(await searchStores({ postalCode: '97201' }))).toEqual(['store-0101'])
    expect(storeIds(await searchStores({ postalCode: 'wc2e9ly' }))).toEqual(['store-0301'])
    expect(storeIds(await searchStores({ postalCode: '00000' }))).toEqual([])
    const gb = await searchStores({ country: 'gb' })
    expect(storeIds(gb).sort()).toEqual(['store-0301', 'store-0302'])
    const fromLondon = await searchStores({ country: 'GB', latitude: 51.5, longitude: -0.12 })
    expect(storeIds(fromLondon)).toEqual(['store-0301', 'store-0302'])
    expect(fromLondon.stores[1]?.distance).toBeGreaterThan(200)
  })

  it('reads the criteria from the query as well', async () => {
    const response = await call('/stores/v1/search?country=FR', { method: 'POST' })
    const body = (await response.json()) as SearchBody
    expect(storeIds(body).sort()).toEqual(['store-0501', 'store-0502'])
  })

  it('gives deterministic per-store availability for a UPC, following the stock', async () => {
    const upc = upcOf('RS100001', '001', '9')
    const first = await searchStores({ country: 'US', upc })
    const again = await searchStores({ country: 'US', upc })
    expect(first).toEqual(again)
    expect(first.stores.some((s) => s.availability!.quantity > 0)).toBe(true)
    for (const store of first.stores) {
      expect(store.availability).toMatchObject({ productId: 'RS100001', upc })
      expect(store.availability!.quantity).toBeLessThanOrEqual(8)
      expect(store.availability!.pickupAvailable).toBe(store.availability!.quantity > 0)
    }
    expect(decrementStock(upc, getStock(upc))).toBe(true)
    const soldOut = await searchStores({ country: 'US', upc })
    for (const store of soldOut.stores)
      expect(store.availability).toMatchObject({ quantity: 0, status: 'OutOfStock' })
  })

  it('shows a variant without stock as out of stock everywhere', async () => {
    const result = await searchStores({ upc: upcOf('RS100001', '001', '11') })
    expect(result.total).toBe(STORES.length)
    for (const store of result.stores) expect(store.availability?.status).toBe('OutOfStock')
  })

  it('sums a product over its variants when only the product id is given', async () => {
    const result = await searchStores({ city: 'Denver', productId: 'RS100001' })
    expect(result.stores[0]?.availability).toMatchObject({ productId: 'RS100001' })
    expect(result.stores[0]?.availability).not.toHaveProperty('upc')
  })

  it('answers 404 API404 for an unknown product or UPC', async () => {
    for (const body of [{ upc: '000000000000' }, { productId: 'ZZ999999' }]) {
      const response = await call('/stores/v1/search', { method: 'POST', body: JSON.stringify(body) })
      expect(response.status).toBe(404)
      const error = (await response.json()) as { errorDetails: { errorId: string }[] }
      expect(error.errorDetails[0]?.errorId).toBe('API404')
    }
  })
})

describe('GET /cart/v1/storeInventory (CART-030)', () => {
  beforeEach(() => resetStock())
  const SIZE_9 = '846121001041'

  it('CART-030 answers the product per store and variant for the listed stores; unknown stores are left out', async () => {
    const response = await call(
      `/cart/v1/storeInventory?productId=RS100001&upc=${SIZE_9}&storeIds=store-0101,store-0102,store-9999`,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { productId: string; stores: unknown[] }
    expect(body).toEqual({
      productId: 'RS100001',
      stores: [
        expect.objectContaining({
          storeId: 'store-0101',
          name: 'Ridgeline Portland Pearl District',
          quantity: 3,
          variants: [{ upc: SIZE_9, quantity: 3 }],
          pickupAvailable: true,
        }),
        expect.objectContaining({ storeId: 'store-0102', quantity: 0, status: 'OutOfStock' }),
      ],
    })
  })

  it('CART-030 follows the online stock, and refuses a lookup without product or stores', async () => {
    decrementStock(SIZE_9, getStock(SIZE_9))
    const gone = (await (
      await call(`/cart/v1/storeInventory?productId=RS100001&storeIds=store-0101`)
    ).json()) as { stores: { variants: { upc: string; quantity: number }[] }[] }
    expect(gone.stores[0]!.variants.find((v) => v.upc === SIZE_9)?.quantity).toBe(0)
    expect((await call('/cart/v1/storeInventory?storeIds=store-0101')).status).toBe(400)
    expect((await call('/cart/v1/storeInventory?productId=RS100001')).status).toBe(400)
    expect((await call('/cart/v1/storeInventory?productId=XX000000&storeIds=store-0101')).status).toBe(404)
  })
})
