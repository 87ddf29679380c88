import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { CmsPageSchema, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { ProductUpsellBlock } from '#app/blocks/product-upsell/schema.ts'
import { resolveLocale } from '#app/domain/market/site.ts'
import { resolveRecommendationBlocks } from './recommendations.server.ts'

type Answer = (query: Record<string, string>, path: string) => unknown

/** A shopper whose API answers from `routes` (path prefix → body; a thrown error is a failed call). */
function shopperWith(routes: Record<string, Answer>) {
  const warn = vi.fn()
  const calls: string[] = []
  const api = {
    request: vi.fn(
      async ({
        path,
        query,
        schema,
      }: {
        path: string
        query?: Record<string, string>
        schema: z.ZodType
      }) => {
        calls.push(path)
        const route = Object.keys(routes).find((prefix) => path.startsWith(prefix))
        if (!route) throw new Error(`unexpected call ${path}`)
        return schema.parse(routes[route]!(query ?? {}, path))
      },
    ),
  }
  const shopper = {
    api,
    env: {
      PERSONALISATION_ENABLED: true,
      RECOMMENDATION_EVENTS_PATH: '/personalization/v1/recommendations/events',
    },
    consent: { region: 'NA', choice: null, preview: false },
    locale: resolveLocale('en-us')!,
    logger: { warn },
  } as unknown as Shopper
  return { shopper, warn, calls }
}

function page(components: KnownBlockInput[]) {
  return CmsPageSchema.parse({
    id: 'p',
    slug: 'p',
    title: 'P',
    meta: { title: 'P', description: 'P' },
    components,
  })
}

const price = { currency: 'USD', lowCurrent: 40, highCurrent: 40, lowOriginal: 40, highOriginal: 40 }
const recommended = (id: string) => ({
  id,
  title: `Product ${id}`,
  url: `/p/product-${id}`,
  image: { src: `http://emulator.test/images/products/${id}.svg`, alt: '' },
  rating: { score: 4.5, showScore: true },
  price,
  currency: 'USD',
  recToken: `w:${id}`,
})
const widget =
  (ids: string[]): Answer =>
  () => ({ widgetId: 'w', recommendations: ids.map(recommended) })
/** Inventory answers: every product has stock but those listed. */
const inventory =
  (soldOut: string[]): Answer =>
  (_query, path) => {
    const id = path.split('/')[4] ?? ''
    return { variants: { [`${id}-1`]: { quantity: soldOut.includes(id) ? 0 : 5 } } }
  }

describe('resolveRecommendationBlocks', () => {
  it('CMS-083 fills a recommendations block from its widget, leaving other blocks alone', async () => {
    const { shopper } = shopperWith({ '/products/v1/widgetRecommendations': widget(['A', 'B']) })
    const input = page([
      { type: 'richText', richText: '<p>x</p>' },
      { type: 'productRecommendations', widgetId: 'home-top-rated', cardWidth: '3-cards' },
    ])
    const out = await resolveRecommendationBlocks(shopper, input)
    expect(out.components[0]).toBe(input.components[0])
    expect(out.components[1]).toMatchObject({
      type: 'productRecommendations',
      products: [
        {
          id: 'A',
          title: 'Product A',
          url: '/p/product-A',
          rating: { score: 4.5 },
          recToken: 'w:A',
          currency: 'USD',
        },
        { id: 'B' },
      ],
    })
    expect(shopper.api.request).toHaveBeenCalledWith(
      expect.objectContaining({
        query: expect.objectContaining({ widgetId: 'home-top-rated', count: '24' }),
      }),
    )
  })

  it('CMS-083 leaves the block empty and logs when the widget call fails', async () => {
    const { shopper, warn } = shopperWith({
      '/products/v1/widgetRecommendations': () => {
        throw new Error('502')
      },
    })
    const out = await resolveRecommendationBlocks(
      shopper,
      page([{ type: 'productRecommendations', widgetId: 'w' }]),
    )
    expect(out.components[0]).toMatchObject({ products: [] })
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ widgetId: 'w' }),
      'recommendations block unavailable',
    )
  })

  it('CMS-084 fills an upsell from its widget and checks the stock of each item', async () => {
    const { shopper, calls } = shopperWith({
      '/products/v1/widgetRecommendations': widget(['A', 'B', 'C', 'D', 'E']),
      '/products/v2/products/': inventory(['B']),
    })
    const out = await resolveRecommendationBlocks(
      shopper,
      page([{ type: 'productUpsell', widgetId: 'upsell-weekend', stackedCount: 1 }]),
    )
    const block = out.components[0] as ProductUpsellBlock
    expect(shopper.api.request).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ widgetId: 'upsell-weekend', count: '4' }) }),
    )
    expect(block.items.map((item) => [item.id, item.productInventoryState])).toEqual([
      ['A', 'InStock'],
      ['B', 'OutOfStock'],
      ['C', 'InStock'],
      ['D', 'InStock'],
    ])
    expect(block.items[0]).toMatchObject({
      name: 'Product A',
      image: { url: 'http://emulator.test/images/products/A.svg' },
    })
    expect(calls.filter((path) => path.endsWith('/inventory'))).toHaveLength(4)
  })

  it('CMS-084 checks the items the page carries, trusts an OutOfStock mark, and keeps an item whose check fails', async () => {
    const item = (id: string, productInventoryState: 'InStock' | 'OutOfStock' = 'InStock') => ({
      id,
      name: id,
      url: `/p/${id}`,
      image: { url: `/i/${id}.svg` },
      price: 10,
      currency: 'USD',
      productInventoryState,
    })
    const { shopper, calls, warn } = shopperWith({
      '/products/v2/products/': (query, path) => {
        if (path.includes('/C/')) throw new Error('503')
        return inventory(['A'])(query, path)
      },
    })
    const out = await resolveRecommendationBlocks(
      shopper,
      page([{ type: 'productUpsell', items: [item('A'), item('B', 'OutOfStock'), item('C'), item('D')] }]),
    )
    const block = out.components[0] as ProductUpsellBlock
    expect(block.items.map((i) => [i.id, i.productInventoryState])).toEqual([
      ['A', 'OutOfStock'],
      ['B', 'OutOfStock'],
      ['C', 'InStock'],
      ['D', 'InStock'],
    ])
    expect(calls).not.toContain('/products/v2/products/B/inventory')
    expect(calls).not.toContainEqual(expect.stringContaining('widgetRecommendations'))
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'C' }),
      'upsell inventory unavailable',
    )
  })
})
