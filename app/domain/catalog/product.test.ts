import { describe, expect, it } from 'vitest'
import { ProductTileSchema, shownTile } from './product.ts'

const TILE = ProductTileSchema.parse({
  id: 'RS100001',
  masterId: 'M-RS100001',
  name: 'Tempo Trail Runner',
  slug: 'tempo-trail-runner',
  brand: 'Ridgeline',
  url: '/p/tempo-trail-runner-RS100001',
  image: {
    url: 'https://img.test/RS100001-001-1.jpg',
    alt: 'Tempo Trail Runner, Black',
    width: 800,
    height: 800,
  },
  price: {
    currency: 'USD',
    lowCurrent: 99.95,
    highCurrent: 99.95,
    lowOriginal: 129.95,
    highOriginal: 129.95,
  },
  colors: [
    { code: '001', name: 'Black', swatch: '#1c1c1e' },
    { code: '002', name: 'Navy', swatch: '#1f2f4f' },
  ],
  rating: { score: 4.6, reviewsCount: 412 },
  badge: 'Best Seller',
  season: 'SS26',
})

describe('a product tile as a page hands it to the browser', () => {
  it('keeps what the tile shows and its tracking reads, the service’s own fields included', () => {
    expect(shownTile(TILE)).toEqual({
      id: 'RS100001',
      name: 'Tempo Trail Runner',
      brand: 'Ridgeline',
      url: '/p/tempo-trail-runner-RS100001',
      image: { url: 'https://img.test/RS100001-001-1.jpg', alt: 'Tempo Trail Runner, Black' },
      price: {
        currency: 'USD',
        lowCurrent: 99.95,
        highCurrent: 99.95,
        lowOriginal: 129.95,
        highOriginal: 129.95,
      },
      colors: [
        { code: '001', name: 'Black' },
        { code: '002', name: 'Navy' },
      ],
      rating: { score: 4.6, reviewsCount: 412 },
      badge: 'Best Seller',
      season: 'SS26',
    })
  })

  it('leaves out the master id, the slug, the photo’s size and the swatches, which nothing in the browser reads', () => {
    const shown = shownTile(TILE) as Record<string, unknown>
    expect(shown).not.toHaveProperty('masterId')
    expect(shown).not.toHaveProperty('slug')
    expect(JSON.stringify(shown)).not.toMatch(/width|height|swatch/)
  })
})
