import { describe, expect, it } from 'vitest'
import { recommendationsFrom, toRecommendation } from './recommendations.ts'

const recommended = {
  id: 'RS100002',
  title: 'Skyline Road Racer',
  url: '/p/skyline-road-racer-RS100002',
  image: { src: 'https://img.test/rs2.png', alt: 'Skyline Road Racer, white' },
  rating: { score: 4.4, showScore: true },
  price: 149.95,
  currency: 'USD',
  recToken: 'tok-1',
}

const card = {
  productId: 'HB100001',
  image: 'https://img.test/hb1.png',
  name: 'Summit Hiker',
  review_average: 4.7,
  reviews_count: 88,
  price: { lowCurrent: 99, highCurrent: 119, lowOriginal: 129 },
  url: '/p/summit-hiker-HB100001',
  recommendationId: 'rec-9',
}

describe('recommendations', () => {
  it('CAT-025 maps a recommended product: id, title, url, image, rating, price, currency, recToken', () => {
    expect(toRecommendation(recommended, { currency: 'EUR' })).toEqual({
      id: 'RS100002',
      name: 'Skyline Road Racer',
      url: '/p/skyline-road-racer-RS100002',
      image: { src: 'https://img.test/rs2.png', alt: 'Skyline Road Racer, white' },
      price: {
        currency: 'USD',
        lowCurrent: 149.95,
        highCurrent: 149.95,
        lowOriginal: 149.95,
        highOriginal: 149.95,
      },
      rating: { score: 4.4 },
      token: 'tok-1',
    })
  })

  it('CAT-026 maps the card variant, with title or name', () => {
    expect(toRecommendation(card, { currency: 'USD' })).toMatchObject({
      id: 'HB100001',
      name: 'Summit Hiker',
      image: { src: 'https://img.test/hb1.png', alt: '' },
      price: { lowCurrent: 99, highCurrent: 119, lowOriginal: 129, highOriginal: 119 },
      rating: { score: 4.7, count: 88 },
      token: 'rec-9',
    })
    expect(
      toRecommendation({ ...card, name: undefined, title: 'Summit Hiker GTX' }, { currency: 'USD' })?.name,
    ).toBe('Summit Hiker GTX')
    expect(toRecommendation({ ...card, name: undefined }, { currency: 'USD' })).toBeNull()
  })

  it('CAT-027 a rating shows only when asked for and a score exists', () => {
    expect(toRecommendation(recommended, { currency: 'USD', showRating: false })?.rating).toBeNull()
    expect(toRecommendation({ ...recommended, rating: undefined }, { currency: 'USD' })?.rating).toBeNull()
    expect(
      toRecommendation({ ...recommended, rating: { score: 4, showScore: false } }, { currency: 'USD' })
        ?.rating,
    ).toBeNull()
    expect(toRecommendation({ ...card, review_average: undefined }, { currency: 'USD' })?.rating).toBeNull()
  })

  it('CAT-028 entries of neither shape are skipped, so an answer of only those is empty', () => {
    expect(recommendationsFrom([{ nonsense: true }, 42], { currency: 'USD' })).toEqual([])
    expect(recommendationsFrom([recommended, { nonsense: true }, card], { currency: 'USD' })).toHaveLength(2)
  })
})
