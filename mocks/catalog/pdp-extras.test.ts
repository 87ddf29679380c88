import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  FootSizesSchema,
  ProductSetSchema,
  ProductSetsSchema,
  SizeChartSchema,
} from '#app/domain/catalog/product-extras.ts'
import { handlers as notificationHandlers } from './notifications.ts'
import { handlers as productSetHandlers, PRODUCT_SETS } from './product-sets.ts'
import { handlers as sizeChartHandlers, SIZE_CHARTS } from './size-charts.ts'
import { db, resetState } from '../state.ts'
import { PRODUCTS } from './seed/catalog.ts'

const BASE = 'http://emulator.test'
const handlers = [...notificationHandlers, ...productSetHandlers, ...sizeChartHandlers]

async function call(path: string, init?: RequestInit) {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, init))
  if (!response) throw new Error(`No handler for ${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const put = (body: unknown) =>
  call('/products/v1/notifications', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeEach(() => resetState())

describe('notifications emulator', () => {
  const registration = {
    type: 'BackInStock',
    productId: 'RS100001',
    upc: '846121001089',
    email: 'pat@example.com',
  }

  it('CAT-011 records a registration once per email and variant', async () => {
    expect((await put(registration)).status).toBe(200)
    expect((await put({ ...registration, email: 'PAT@example.com' })).status).toBe(200)
    expect(db.notifications).toEqual([
      expect.objectContaining({ productId: 'RS100001', email: 'pat@example.com' }),
    ])
    const listed = await getResponse(handlers, new Request(`${BASE}/__emulator/notifications`))
    expect(await listed!.json()).toHaveLength(1)
  })

  it('CAT-011 refuses a bad email, an unknown product and a foreign upc', async () => {
    expect((await put({ ...registration, email: 'nope' })).status).toBe(400)
    expect((await put({ ...registration, productId: 'RS999999' })).status).toBe(404)
    expect((await put({ ...registration, upc: '000000000000' })).status).toBe(400)
    expect(db.notifications).toEqual([])
  })
})

describe('size chart emulator', () => {
  it('CAT-040 has a chart for each product type the catalogue sizes, and 404 for the others', async () => {
    for (const type of new Set(PRODUCTS.map((p) => p.productType))) {
      const { status, json } = await call(`/fapi/components/size-chart/${type}`)
      if (type in SIZE_CHARTS) {
        expect(status).toBe(200)
        expect(SizeChartSchema.parse(json).tables.length).toBeGreaterThan(0)
      } else expect(status).toBe(404)
    }
  })

  it('CAT-040 every size of a footwear or apparel product is a row of its chart', async () => {
    for (const product of PRODUCTS.filter((p) => ['shoes', 'boots', 'apparel'].includes(p.productType))) {
      const rows = SIZE_CHARTS[product.productType]!.tables[0]!.rows.map((r) => r[0])
      for (const size of product.sizes) expect(rows, `${product.id} ${size}`).toContain(size)
    }
  })

  it('CAT-039 foot sizes map foot length to US, UK and EU sizes', async () => {
    const { json } = await call('/fapi/components/foot-sizes')
    expect(FootSizesSchema.parse(json).sizes).toContainEqual({
      footLengthCm: 28,
      us: '10',
      uk: '9',
      eu: '44',
    })
  })
})

describe('product sets emulator', () => {
  it('CAT-007 lists the sets a product belongs to', async () => {
    const { json } = await call('/products/v2/products/TP100002/productSets')
    expect(ProductSetsSchema.parse(json).productSets).toEqual([
      { id: 'PS100001', name: 'Backpacking Starter Set' },
    ])
    expect((await call('/products/v2/products/RS100003/productSets')).json.productSets).toEqual([])
    expect((await call('/products/v2/products/RS999999/productSets')).status).toBe(404)
  })

  it('CAT-008 reads a set with its members in full', async () => {
    const { json } = await call('/products/v2/products/PS100001/productSet')
    const set = ProductSetSchema.parse(json)
    expect(set.products.map((p) => p.id)).toEqual(PRODUCT_SETS[0]!.productIds)
    expect(set.products[0]!.variants.length).toBeGreaterThan(0)
    expect((await call('/products/v2/products/PS999999/productSet')).status).toBe(404)
  })
})
