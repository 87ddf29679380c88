import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { logger } from '#app/logger.server.ts'
import { createApiClient } from '#app/services/api.server.ts'
import { searchStores } from '#app/services/stores.server.ts'

function api() {
  return createApiClient({
    env: parseEnv(process.env),
    logger: logger.child({}),
    locale: 'en-us',
    channel: 'ECOMM',
    getToken: async () => undefined,
  })
}

describe('store search service', () => {
  it('CAT-036 finds stores by city, nearest first, with opening hours', async () => {
    const { stores } = await searchStores(api(), { city: 'Portland' })
    expect(stores.length).toBeGreaterThan(0)
    expect(stores[0]?.city).toBe('Portland')
    expect(stores[0]?.openingHours).toHaveLength(7)
    const distances = stores.map((s) => s.distance ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('CAT-036 carries per-store availability when a product is given', async () => {
    const { stores } = await searchStores(api(), { city: 'Portland', productId: 'RS100001' })
    expect(stores[0]?.availability?.productId).toBe('RS100001')
    expect(stores[0]?.availability?.status).toMatch(/InStock|LowStock|OutOfStock/)
  })
})
