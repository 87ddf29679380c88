import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { createApiClient } from '#app/platform/api/api.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { searchCollectionPoints, searchStores } from '#app/features/store-directory/api/stores.server.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'

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

describe('collection points service', () => {
  it('CAT-035 finds the points of the country near a postal code, nearest first', async () => {
    const { collectionPoints, total } = await searchCollectionPoints(api(), {
      country: 'US',
      postalCode: '97209',
    })
    expect(collectionPoints.map((p) => p.id)).toEqual(['cp-us-01', 'cp-us-02'])
    expect(total).toBe(2)
    expect(collectionPoints[0]).toMatchObject({ city: 'Portland', type: 'locker', distanceUnit: 'km' })
    expect(collectionPoints[0]!.openingHours).toHaveLength(7)
    const distances = collectionPoints.map((p) => p.distance ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const call = (await capturedRequests()).find((c) => c.path === '/stores/v1/collectionPoints')
    expect(call).toMatchObject({ method: 'POST', body: { country: 'US', postalCode: '97209' } })
  })

  it('CAT-035 searches by city and keeps to the country', async () => {
    const { collectionPoints } = await searchCollectionPoints(api(), { country: 'GB', city: 'london' })
    expect(collectionPoints.map((p) => p.city)).toEqual(['London', 'London'])
    const fr = await searchCollectionPoints(api(), { country: 'FR', postalCode: '75004' })
    expect(fr.collectionPoints.every((p) => p.country === 'FR')).toBe(true)
    expect(fr.collectionPoints.map((p) => p.id)).not.toContain('cp-fr-03') // Chamonix is far from Paris
  })

  it('CAT-035 answers an empty list for a place without points', async () => {
    const { collectionPoints, total } = await searchCollectionPoints(api(), {
      country: 'DE',
      postalCode: '10115',
    })
    expect(collectionPoints).toEqual([])
    expect(total).toBe(0)
  })

  it('CAT-035 refuses a search without a place (API400)', async () => {
    const error = await searchCollectionPoints(api(), { country: 'US' }).catch((e: unknown) => e)
    expect(isApiError(error) && error.errorId).toBe('API400')
  })
})
