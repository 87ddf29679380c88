import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ProductDetailsSchema, ProductSearchSchema } from '#app/domain/catalog/product.ts'
import { PRODUCTS } from './catalog/seed/catalog.ts'
import { FEATURES_DE } from './i18n/features-de.ts'
import { FEATURES_FR } from './i18n/features-fr.ts'
import { handlers as feedHandlers } from './content/front-end-feeds.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { handlers as recommendationHandlers } from './recommendations/recommendations.ts'
import { handlers as setHandlers } from './catalog/product-sets.ts'
import { resetState } from './state.ts'
import { call, fixture, guestToken } from './test-client.ts'

/**
 * The emulator's French and German shop data beyond names and descriptions: feature lists, image text
 * alternatives, recommendations, product sets and the utility bar (PLAT-003: the locale picks them).
 */
const handlers = [...productHandlers, ...recommendationHandlers, ...setHandlers, ...feedHandlers]

async function json(path: string): Promise<unknown> {
  const response = await getResponse(handlers, new Request(`http://emulator.test${path}`))
  expect(response?.status, path).toBe(200)
  return response!.json()
}

const details = async (id: string, locale: string) =>
  ProductDetailsSchema.parse(await json(`/products/v2/products/${id}/details?locale=${locale}`))

describe('French and German product details in the emulator', () => {
  it('every feature of every product has a French and a German text', () => {
    for (const product of PRODUCTS)
      for (const feature of product.features) {
        expect(FEATURES_DE[feature], `${product.id} de: ${feature}`).toBeTruthy()
        expect(FEATURES_FR[feature], `${product.id} fr: ${feature}`).toBeTruthy()
      }
  })

  it('a de_DE product lists its features in German; en_US keeps the English ones', async () => {
    expect((await details('RS100001', 'de_DE')).features).toEqual([
      '5-mm-Stollen in alle Richtungen für Halt auf losem und nassem Untergrund',
      'Reaktive Schaumzwischensohle mit 8 mm Sprengung',
      'Steinschutzplatte unter dem Vorfuß',
      'Schnell trocknendes Obermaterial aus Engineered Mesh',
    ])
    expect((await details('RS100001', 'fr_CA')).features[2]).toBe("Plaque anti-roches sous l'avant-pied")
    expect((await details('RS100001', 'en_US')).features[2]).toBe('Rock plate under the forefoot')
  })

  it('image text alternatives name the product and colour in the language, with its word for a view', async () => {
    const german = await details('RS100001', 'de_DE')
    expect(german.colors[0]!.images.map((image) => image.alt)).toEqual([
      'Tempo Trail-Laufschuh, Schwarz',
      'Tempo Trail-Laufschuh, Schwarz, Ansicht 2',
      'Tempo Trail-Laufschuh, Schwarz, Ansicht 3',
    ])
    const french = await details('RS100001', 'fr_FR')
    expect(french.colors[0]!.images[1]!.alt).toBe('Chaussure de trail Tempo, Noir, vue 2')
  })

  it('recommendations, product sets and the utility bar read in German for de_DE', async () => {
    const recs = JSON.stringify(
      await json('/products/v1/widgetRecommendations?productId=RS100001&locale=de_DE'),
    )
    expect(recs).toContain('"title":"Das könnte Ihnen auch gefallen"')
    expect(recs).toContain('Skyline Straßen-Wettkampfschuh')
    // The decision is an analytics value, never translated.
    expect(recs).toContain('"decision":"Recommended"')
    const set = JSON.stringify(await json('/products/v2/products/PS100002/productSet?locale=de_DE'))
    expect(set).toContain('"name":"Trailrunning-Set"')
    expect(set).not.toContain('Trail Running Kit')
    const utility = JSON.stringify(await json('/fapi/components/utility?locale=de_DE'))
    expect(utility).toContain('Filiale finden')
    expect(utility).not.toContain('Free returns within 60 days')
  })

  it('price facet values read in German and French; their values stay the filter', async () => {
    const search = async (locale: string) =>
      ProductSearchSchema.parse(await json(`/products/v2/search/productSearch?q=jacket&locale=${locale}`))
    const price = (await search('de_DE')).facets.find((facet) => facet.id === 'price')!
    const english = (await search('en_GB')).facets.find((facet) => facet.id === 'price')!
    expect(price.values.map((v) => v.value)).toEqual(english.values.map((v) => v.value))
    expect(price.values.map((v) => v.label).join('|')).not.toMatch(/and over|Under/)
    expect(price.values.at(-1)!.label).toMatch(/^Ab \d+\s€$/)
    const french = (await search('fr_FR')).facets.find((facet) => facet.id === 'price')!
    for (const value of french.values) expect(value.label).toMatch(/^(Moins de .+|.+ à .+|.+ et plus)$/)
    // Canadian dollars read by their code, as the shop shows every Canadian price (CAT-024).
    const quebec = (await search('fr_CA')).facets.find((facet) => facet.id === 'price')!
    expect(quebec.values.at(-1)!.label).toMatch(/^\d+\sCAD et plus$/)
    const canada = (await search('en_CA')).facets.find((facet) => facet.id === 'price')!
    expect(canada.values.at(-1)!.label).toMatch(/^CAD\s\d+ and over$/)
  })
})

describe('a German cart in the emulator', () => {
  // The emulator's state is shared by the files of a worker: the fixture's size 9 must be in stock.
  beforeEach(() => resetState())

  it('names the colour, the delivery methods and the promotions in German; codes stay', async () => {
    const { productId, size9 } = fixture()
    const token = await guestToken()
    const body = { items: [{ productId, upc: size9, qty: 1 }] }
    const result = await call('POST', '/cart/v1/cart', { token, locale: 'de_DE', body })
    const text = JSON.stringify(result.json)
    expect(text).toContain('"value":"Schwarz"')
    expect(text).toContain('"code":"color"')
    expect(text).toContain('Standardversand')
    expect(text).toContain('Ihr Standardversand ist kostenlos')
    expect(text).not.toMatch(/Standard delivery|You get free standard shipping|"value":"Black"/)
  })
})
