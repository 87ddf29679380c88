import { describe, expect, test } from 'vitest'
import { getResponse } from 'msw'
import { handlers } from './recommendations.ts'

async function widget(query: string) {
  const response = await getResponse(
    handlers,
    new Request(`http://emulator.test/products/v1/widgetRecommendations?${query}`),
  )
  return {
    status: response!.status,
    json: (await response!.json()) as { recommendations: Record<string, unknown>[] },
  }
}

describe('widget recommendations', () => {
  test('CAT-017 CAT-025 products of the same category first, not the product itself, in the spec shape', async () => {
    const { status, json } = await widget('widgetId=pdp-similar&productId=RS100001&count=3&locale=en_US')
    expect(status).toBe(200)
    expect(json.recommendations).toHaveLength(3)
    expect(json.recommendations.map((r) => r.id)).not.toContain('RS100001')
    for (const r of json.recommendations) expect(String(r.id)).toMatch(/^RS/)
    expect(json.recommendations[0]).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^\/p\//),
      image: { src: expect.any(String), alt: expect.any(String) },
      rating: { score: expect.any(Number), showScore: expect.any(Boolean) },
      price: expect.objectContaining({ lowCurrent: expect.any(Number) }),
      currency: 'USD',
      recToken: expect.stringContaining('pdp-similar'),
    })
  })

  test('CAT-017 count is capped at 24 and an unknown product is a 404', async () => {
    expect((await widget('productId=RS100001&count=500')).json.recommendations.length).toBeLessThanOrEqual(24)
    expect((await widget('productId=RS999999')).status).toBe(404)
  })
})
