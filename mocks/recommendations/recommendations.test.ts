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

async function event(body: unknown) {
  const response = await getResponse(
    handlers,
    new Request('http://emulator.test/personalization/v1/recommendations/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  return { status: response!.status, json: (await response!.json()) as Record<string, unknown> }
}

describe('recommendation decisions and events', () => {
  test('CAT-029 the widget answer carries the decision: Control for the control-group widget', async () => {
    expect((await widget('widgetId=home-for-you')).json).toMatchObject({ decision: 'Control' })
    expect((await widget('widgetId=pdp-similar&productId=RS100001')).json).toMatchObject({
      decision: 'Recommended',
    })
  })

  test('CAT-030 a click is accepted as recClicks with the recToken of a recommended product', async () => {
    const { json } = await widget('widgetId=pdp-similar&productId=RS100001&count=1')
    const [first] = json.recommendations
    const click = await event({ event: 'recClicks', recToken: first!.recToken, productId: first!.id })
    expect(click.status).toBe(202)
    expect((await event({ event: 'recClicks', productId: 'RS100002' })).status).toBe(400)
  })

  test('CAT-029 CONST-025 an impression names 1 to 24 products and is refused for Control', async () => {
    const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `P${i}` }))
    expect((await event({ event: 'impressions', widgetId: 'w', products: products(24) })).status).toBe(202)
    const tooMany = await event({ event: 'impressions', widgetId: 'w', products: products(25) })
    expect(tooMany).toMatchObject({ status: 400, json: { errorDetails: [{ errorId: 'EVT400' }] } })
    expect((await event({ event: 'impressions', widgetId: 'w', products: [] })).status).toBe(400)
    const control = { event: 'impressions', widgetId: 'w', products: products(2), decision: 'Control' }
    expect((await event(control)).status).toBe(400)
    expect((await event({ event: 'pageView' })).status).toBe(400)
  })
})
