import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CompareDataSchema } from '#app/domain/catalog/compare-data.ts'
import { handlers } from './compare.ts'
import { handlers as imageHandlers } from './images.ts'
import { handlers as reviewHandlers } from '../reviews/reviews.ts'

const BASE = 'http://emulator.test'

async function call(path: string) {
  const response = await getResponse(
    [...handlers, ...imageHandlers, ...reviewHandlers],
    new Request(`${BASE}${path}`),
  )
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

describe('compare emulator', () => {
  it('CAT-038 answers the attributes of the products kinds and each product value', async () => {
    const response = await call('/fapi/components/compare?ids=RS100001&ids=HB100002&ids=NOPE0001')
    expect(response.status).toBe(200)
    const data = CompareDataSchema.parse(await response.json())
    expect(data.attributes.map((a) => a.id)).toEqual(['weight', 'drop', 'cushioning', 'waterproof'])
    expect(data.products.map((p) => p.productId)).toEqual(['RS100001', 'HB100002'])
    expect(data.products[1]!.values.waterproof).toBe('Yes')
    expect(data.unknownIds).toEqual(['NOPE0001'])
  })

  it('CAT-038 joins the attributes of different kinds, and accepts comma-separated ids', async () => {
    const data = CompareDataSchema.parse(
      await (await call('/fapi/components/compare?ids=JK100001,TP100002')).json(),
    )
    expect(data.attributes.map((a) => a.id)).toEqual([
      'waterproofRating',
      'insulation',
      'weight',
      'packable',
      'capacity',
      'waterproof',
    ])
    expect(data.products[1]!.values.capacity).toMatch(/person|L$/)
  })

  it('CAT-038 refuses no ids and more than four products', async () => {
    expect((await call('/fapi/components/compare')).status).toBe(400)
    const five = ['RS100001', 'RS100002', 'RS100003', 'RS100004', 'RS100005'].map((id) => `ids=${id}`)
    expect((await call(`/fapi/components/compare?${five.join('&')}`)).status).toBe(400)
  })
})

describe('review photos', () => {
  it('CAT-019 the newest review carries photos with absolute URLs that the image handler serves', async () => {
    const response = await call('/products/v1/products/RS100001/reviews?pageSize=50')
    const body = (await response.json()) as {
      reviews: { id: string; photos?: { id: string; url: string; caption?: string }[] }[]
    }
    const first = body.reviews.find((r) => r.id === 'RS100001-R01')
    expect(first?.photos).toHaveLength(3)
    expect(first?.photos?.[1]?.caption).toBeUndefined()
    expect(first?.photos?.[0]?.caption).toBe('On the trail after a week of use')
    expect(
      body.reviews
        .filter((r) => r.photos)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['RS100001-R01', 'RS100001-R05'])
    const image = await call(new URL(first!.photos![0]!.url).pathname)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect((await call('/images/reviews/NOPE0001-R01-1.svg')).status).toBe(404)
  })
})
