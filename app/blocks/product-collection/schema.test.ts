import { describe, expect, it } from 'vitest'
import { ProductCollectionSchema } from './schema.ts'

describe('a product collection’s tiles, as the content service inlines them', () => {
  it('are kept as a tile shows them: no master id, slug, photo size or swatch', () => {
    const block = ProductCollectionSchema.parse({
      type: 'productCollection',
      productIds: ['RS100001'],
      products: [
        {
          id: 'RS100001',
          masterId: 'M-RS100001',
          name: 'Tempo Trail Runner',
          slug: 'tempo-trail-runner',
          url: '/p/tempo-trail-runner-RS100001',
          image: { url: 'https://img.test/a.jpg', alt: 'Tempo Trail Runner', width: 800, height: 800 },
          price: {
            currency: 'USD',
            lowCurrent: 129.95,
            highCurrent: 129.95,
            lowOriginal: 129.95,
            highOriginal: 129.95,
          },
          colors: [{ code: '001', name: 'Black', swatch: '#000' }],
        },
      ],
    })
    expect(block.products).toEqual([
      {
        id: 'RS100001',
        name: 'Tempo Trail Runner',
        url: '/p/tempo-trail-runner-RS100001',
        image: { url: 'https://img.test/a.jpg', alt: 'Tempo Trail Runner' },
        price: {
          currency: 'USD',
          lowCurrent: 129.95,
          highCurrent: 129.95,
          lowOriginal: 129.95,
          highOriginal: 129.95,
        },
        colors: [{ code: '001', name: 'Black' }],
      },
    ])
  })
})
