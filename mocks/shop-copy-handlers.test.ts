import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlers as compareHandlers } from './catalog/compare.ts'
import { handlers as contactHandlers } from './help/contact-us.ts'
import { handlers as contentHandlers } from './content/content.ts'
import { handlers as feedHandlers } from './content/front-end-feeds.ts'
import { handlers as productSetHandlers } from './catalog/product-sets.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { handlers as recommendationHandlers } from './recommendations/recommendations.ts'
import { handlers as suggestHandlers } from './search/search-suggest.ts'
import { handlers as sizeChartHandlers } from './catalog/size-charts.ts'
import { resetState } from './state.ts'
import { call, fixture, guestToken } from './test-client.ts'

/**
 * Issue 17 §6: the handlers that serve shop copy answer in the request's shop language (PLAT-003:
 * `x-locale`), French for fr_FR and fr_CA, German for de_DE; ids, codes, URLs and values stay.
 */
const BASE = 'http://emulator.test'
const handlers = [
  ...contentHandlers,
  ...feedHandlers,
  ...productHandlers,
  ...productSetHandlers,
  ...suggestHandlers,
  ...sizeChartHandlers,
  ...recommendationHandlers,
  ...compareHandlers,
  ...contactHandlers,
]

async function json<T>(path: string, locale: string): Promise<T> {
  const response = await getResponse(
    handlers,
    new Request(`${BASE}${path}`, { headers: { 'x-locale': locale } }),
  )
  expect(response?.status, path).toBe(200)
  return (await response!.json()) as T
}

/** A label with its no-break spaces (Intl's, around currency symbols) as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ')

type Page = {
  title: string
  meta: { title: string; description: string }
  components: { richText?: string }[]
}
const richTexts = (page: Page) => page.components.flatMap((c) => (c.richText ? [c.richText] : []))

describe('issue 17 §6 PLAT-003 handlers serve the shop copy in the shopper’s language', () => {
  it('CMS-020 the utility bar reads in French for fr_FR and fr_CA and in German for de_DE, links kept', async () => {
    type Utility = { message: string; links: { id: string; text: string; url: string }[] }
    const english = await json<Utility>('/fapi/components/utility', 'en_US')
    for (const locale of ['fr_FR', 'fr_CA']) {
      const french = await json<Utility>('/fapi/components/utility', locale)
      expect(french.message, locale).toBe('Retours gratuits sous 60 jours')
      expect(french.links.map((l) => l.text)).toEqual([
        'Trouver un magasin',
        'Aide',
        'Retours',
        'Cartes-cadeaux',
      ])
      expect(french.links.map((l) => l.url)).toEqual(english.links.map((l) => l.url))
    }
    const german = await json<Utility>('/fapi/components/utility', 'de_DE')
    expect(german.message).toBe('Kostenlose Rücksendung innerhalb von 60 Tagen')
    expect(german.links.map((l) => l.text)).toEqual([
      'Filiale finden',
      'Hilfe',
      'Rücksendungen',
      'Geschenkkarten',
    ])
    expect(english.message).toBe('Free returns within 60 days')
  })

  it('CMS-019 the front-end footer reads in German for de_DE', async () => {
    const footer = await json<{ copyright: string }>('/fapi/components/footer', 'de_DE')
    expect(footer.copyright).toBe('© 2026 Trailhead Outfitters. Alle Rechte vorbehalten.')
  })

  it('CMS-006 a category page has its title, meta and rich text in French and in German', async () => {
    const french = await json<Page>('/caas/v1/canvas/category/fr/1010', 'fr_FR')
    expect(french.meta.title).toBe('Chaussures de course | Trailhead Outfitters')
    expect(french.meta.description).toMatch(/^Légères, amorties et accrocheuses/)
    const german = await json<Page>('/caas/v1/canvas/category/de/1000', 'de_DE')
    expect(german.meta.title).toBe('Schuhe: Laufschuhe und Wanderstiefel | Trailhead Outfitters')
    const html = richTexts(german).join('')
    expect(html).toContain('<h2>Die richtige Wahl</h2>')
    expect(html).toContain('<a href="/help/contact-us">Fragen Sie unser Anpassungsteam</a>')
  })

  it('CMS-011 the 404 page reads in French and German, its category links keep their hrefs', async () => {
    const french = await json<Page>('/caas/v1/canvas/page/fr/error-4xx', 'fr_CA')
    expect(french.meta.title).toBe('Page introuvable | Trailhead Outfitters')
    expect(richTexts(french).join('')).toContain('<li><a href="/c/apparel-2000">Vêtements</a></li>')
    const german = await json<Page>('/caas/v1/canvas/page/de/error-4xx', 'de_DE')
    const html = richTexts(german).join('')
    expect(html).toContain('<a href="/">Zur Startseite</a>')
    expect(html).toContain('<li><a href="/c/gift-cards-4000">Geschenkkarten</a></li>')
  })

  it('CAT-012 search facets, sort labels, price ranges and badges read in French and in German; values stay', async () => {
    type Search = {
      facets: { id: string; label: string; values: { value: string; label: string }[] }[]
      sortOptions?: { id: string; label: string }[]
      products: { badge?: string }[]
    }
    const path = '/products/v2/search/productSearch?categoryId=1000&count=48'
    const french = await json<Search>(path, 'fr_FR')
    expect(french.facets.map((f) => f.label)).toEqual(['Couleur', 'Taille', 'Prix', 'Marque'])
    const price = french.facets.find((f) => f.id === 'price')!
    expect(plain(price.values.find((v) => v.value === '50-99.99')?.label)).toBe('50 € à 100 €')
    expect(french.products.map((p) => p.badge)).toContain('Meilleure vente')
    const german = await json<Search>(path, 'de_DE')
    expect(german.facets.map((f) => f.label)).toEqual(['Farbe', 'Größe', 'Preis', 'Marke'])
    expect(german.products.map((p) => p.badge)).toContain('Neu')
    expect(plain(german.facets.find((f) => f.id === 'price')!.values.at(-1)?.label)).toMatch(/^Ab \d+ €$/)
    const canadian = await json<Search>(path, 'fr_CA')
    const canadianPrice = canadian.facets.find((f) => f.id === 'price')!
    expect(plain(canadianPrice.values.at(-1)?.label)).toBe('200 CAD et plus')
  })

  it('CAT-007 CAT-008 a product set’s name and description read in German', async () => {
    const set = await json<{ name: string; description: string }>(
      '/products/v2/products/PS100002/productSet',
      'de_DE',
    )
    expect(set.name).toBe('Trailrunning-Set')
    expect(set.description).toBe(
      'Unser Alltags-Trailschuh, dazu die Socken und die Flasche, mit denen wir selbst laufen.',
    )
  })

  it('CAT-040 a size chart reads in French; the sizes stay as they are', async () => {
    const chart = await json<{ title: string; tables: { caption: string; rows: string[][] }[] }>(
      '/fapi/components/size-chart/apparel',
      'fr_FR',
    )
    expect(chart.title).toBe('Guide des tailles des vêtements')
    expect(chart.tables.map((t) => t.caption)).toEqual(['Hauts et vestes', 'Pantalons et bas'])
    expect(chart.tables[0]!.rows[0]![0]).toBe('XS')
  })

  it('CAT-017 recommendations name their products in German', async () => {
    const body = await json<{ title: string; recommendations: { id: string; title: string }[] }>(
      '/products/v1/widgetRecommendations?productId=RS100002',
      'de_DE',
    )
    expect(body.title).toBe('Das könnte Ihnen auch gefallen')
    expect(body.recommendations.map((r) => r.title)).toContain('Tempo Trail-Laufschuh')
  })

  it('CAT-041 the search hub names trending categories and popular searches in French', async () => {
    const hub = await json<{ popularSearches: { term: string }[]; trendingCategories: { name: string }[] }>(
      '/fapi/components/search-hub',
      'fr_FR',
    )
    expect(hub.trendingCategories.map((c) => c.name)).toContain('Chaussures de course')
    expect(hub.popularSearches[0]!.term).toBe('veste de pluie')
  })

  it('PLAT-003 CART-010 CART-022 a de_DE cart and its delivery choice name the product and delivery methods in German; codes stay', async () => {
    resetState()
    const token = await guestToken()
    const { productId, size9 } = fixture()
    const created = await call('POST', '/cart/v1/cart', {
      token,
      locale: 'de_DE',
      body: { items: [{ productId, upc: size9, qty: 1 }] },
    })
    expect(created.status).toBe(201)
    type Line = {
      name: string
      shippingOptions?: { shippingMethod: { code: string; label?: string; deliveryTime?: string } }[]
    }
    const line = (created.json as { items: Line[] }).items[0]!
    expect(line.name).toBe('Tempo Trail-Laufschuh')
    expect(line.shippingOptions?.map((o) => o.shippingMethod)).toContainEqual(
      expect.objectContaining({ code: 'standard', label: 'Standardversand', deliveryTime: '3–5 Tage' }),
    )
    // The delivery choice's own list (the cart's "change delivery" page and dialog) names them alike.
    const cartId = (created.json as { id: string }).id
    const methods = await call('GET', `/cart/v1/cart/${cartId}/shippingMethod/me`, { token, locale: 'de_DE' })
    expect(methods.status).toBe(200)
    type Methods = { shippingMethods: { code: string; label: string; deliveryTime: string }[] }
    expect((methods.json as Methods).shippingMethods).toContainEqual(
      expect.objectContaining({ code: 'standard', label: 'Standardversand', deliveryTime: '3–5 Tage' }),
    )
  })

  it('the contact page names customer care’s number in each market, one its shoppers can dial', async () => {
    const contact = async (locale: string) =>
      richTexts(await json<Page>('/caas/v1/canvas/page/us/help%2Fcontact-us', locale)).join(' ')
    expect(await contact('en_US')).toContain('Phone: 1-800-555-0199')
    expect(await contact('en_GB')).toContain('Phone: 020 7946 0199')
    expect(await contact('fr_FR')).toContain('Téléphone : 01 99 00 01 99')
    expect(await contact('fr_CA')).toContain('Téléphone : 1-800-555-0199')
    expect(await contact('de_DE')).toContain('Telefon: 030 23125 199')
  })

  it('PLAT-003 FORM-021 the contact form’s categories and subjects read in French; their codes stay', async () => {
    type Categories = {
      categories: { code: string; label: string; subjects: { code: string; label: string }[] }[]
    }
    const french = await json<Categories>('/consumers-v3/contactus/categorySubject', 'fr_FR')
    expect(french.categories.map((c) => c.label)).toEqual([
      'Commandes et livraison',
      'Retours et remboursements',
      'Produits et tailles',
      'Compte et XPLR Pass',
    ])
    expect(french.categories[0]!.subjects[0]).toEqual({
      code: 'order-status',
      label: 'Où en est ma commande ?',
    })
  })
})
