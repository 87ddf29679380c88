import { describe, expect, it } from 'vitest'
import { recommendationsFrom } from '#app/domain/catalog/recommendations.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { RecommendationsSection } from './recommendations.tsx'

/** Two products of the widget answer (CAT-025): one with a score, one whose score is not to be shown. */
const answer = [
  {
    id: 'RS100002',
    title: 'Skyline Road Racer',
    url: '/p/skyline-road-racer-RS100002',
    image: { src: '/images/RS100002.svg', alt: '' },
    rating: { score: 4.4, showScore: true },
    price: 149.95,
    currency: 'USD',
    recToken: 'pdp-similar:RS100001:1:RS100002',
  },
  {
    id: 'RS100003',
    title: 'Cloudline Daily Trainer',
    url: '/p/cloudline-daily-trainer-RS100003',
    image: { src: '/images/RS100003.svg', alt: '' },
    rating: { score: 0, showScore: false },
    price: 119.95,
    currency: 'USD',
    recToken: 'pdp-similar:RS100001:2:RS100003',
  },
]

function render(showRating: boolean, entries: unknown[] = answer) {
  const value = recommendationsFrom(entries, { currency: 'USD', showRating })
  // As a client-side request's data carries the kept cards (decision 109): with their items.
  const items = { version: 'cards-v1', value, length: value.length }
  return renderWithProviders(
    <RecommendationsSection widgetId="pdp-similar" decision="Recommended" items={items} locale="en-us" />,
  )
}

describe('product page recommendations section', () => {
  it('CAT-025 the server renders the cards in place: linked names, prices, quick-shop links', () => {
    const html = render(true)
    expect(html).toMatch(/<section aria-labelledby="recommendations-title"/)
    expect(html).toContain('>You may also like</h2>')
    expect(html).toMatch(/href="\/en-us\/p\/skyline-road-racer-RS100002"[^>]*>Skyline Road Racer<\/a>/)
    expect(html).toContain('$149.95')
    expect(html).toContain('aria-label="Quick shop Cloudline Daily Trainer"')
  })

  it('CAT-030 each card carries what its click reports: the product and its recToken', () => {
    const html = render(true)
    expect(html).toContain('data-rec-product="RS100002" data-rec-token="pdp-similar:RS100001:1:RS100002"')
    expect(html).toContain('data-rec-product="RS100003" data-rec-token="pdp-similar:RS100001:2:RS100003"')
  })

  it('CAT-027 a rating shows only when asked for and a score exists', () => {
    const html = render(true)
    expect(html).toContain('Rated 4.4 out of 5')
    expect(html.match(/out of 5/g)).toHaveLength(1)
    expect(render(false)).not.toContain('out of 5')
  })

  it('CAT-028 the section renders nothing when the widget has no products', () => {
    expect(render(true, [])).toBe('')
    expect(render(true, [{ nonsense: true }])).toBe('')
  })
})
