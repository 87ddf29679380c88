import { describe, expect, it } from 'vitest'
import { loader } from '#app/routes/compare.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

type CompareData = Awaited<ReturnType<typeof loader>>
type Body = Exclude<CompareData, { init: unknown }>

const compare = async (query: string) => {
  const result = await runRoute<CompareData>(loader, get(`/en-us/compare${query}`), { locale: 'en-us' })
  return { ...result, data: result.data as Body | undefined }
}

describe('compare page loader', () => {
  it('CAT-038 answers the products in order with prices and the compare call’s attribute rows', async () => {
    const { status, data } = await compare('?ids=RS100001&ids=RS100002')
    expect(status).toBe(200)
    expect(data?.products.map((p) => p.id)).toEqual(['RS100001', 'RS100002'])
    expect(data?.products[0]).toMatchObject({
      name: 'Tempo Trail Runner',
      href: '/en-us/p/tempo-trail-runner-RS100001',
      price: expect.objectContaining({ currency: 'USD' }),
      image: { url: expect.stringContaining('/images/products/RS100001-') },
    })
    expect(data?.attributes.map((a) => a.id)).toEqual(['weight', 'drop', 'cushioning', 'waterproof'])
    expect(data?.products[0]?.values.drop).toMatch(/mm$/)
    expect(data?.unavailable).toBe(false)
    const calls = (await capturedRequests()).filter((r) => r.path === '/fapi/components/compare')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.query.ids).toEqual(['RS100001', 'RS100002'])
  })

  it('CAT-038 a failing compare call leaves the products, without attributes, flagged unavailable', async () => {
    await injectFault({ path: '/fapi/components/compare', status: 503, errorId: 'GEN500' })
    const { status, data } = await compare('?ids=RS100001&ids=JK100001')
    expect(status).toBe(200)
    expect(data?.products).toHaveLength(2)
    expect(data?.attributes).toEqual([])
    expect(data?.unavailable).toBe(true)
  })

  it('CAT-038 fewer than two or more than four products is a 400 without a compare call', async () => {
    const one = await compare('?ids=RS100001')
    expect(one.status).toBe(400)
    expect(one.data).toMatchObject({ problem: 'tooFew', products: [] })
    const five = await compare(`?${[1, 2, 3, 4, 5].map((n) => `ids=RS10000${n}`).join('&')}`)
    expect(five.status).toBe(400)
    expect(five.data).toMatchObject({ problem: 'tooMany', products: [] })
    expect((await capturedRequests()).filter((r) => r.path === '/fapi/components/compare')).toEqual([])
  })

  it('CAT-038 unknown ids are reported; the known ones are still compared when two remain', async () => {
    const some = await compare('?ids=RS100001&ids=RS999999&ids=HB100001')
    expect(some.status).toBe(200)
    expect(some.data?.unknownIds).toEqual(['RS999999'])
    expect(some.data?.products.map((p) => p.id)).toEqual(['RS100001', 'HB100001'])
    const lone = await compare('?ids=RS100001&ids=RS999999')
    expect(lone.status).toBe(404)
    expect(lone.data).toMatchObject({ problem: 'tooFew', unknownIds: ['RS999999'], products: [] })
  })
})
