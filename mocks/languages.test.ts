import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FooterSchema, MenuSchema } from '#app/domain/content/content.ts'
import { ProductDetailsSchema, ProductSearchSchema } from '#app/domain/catalog/product.ts'
import { handlers as contentHandlers } from './content/content.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { handlers as suggestHandlers } from './search/search-suggest.ts'

/**
 * Issue 17 §6: the emulator's shop data in French (fr_FR, fr_CA) and German (de_DE). The locale comes
 * as the `locale` query or the `x-locale` header (PLAT-003); every other locale reads English.
 */
const BASE = 'http://emulator.test'
const handlers = [...contentHandlers, ...productHandlers, ...suggestHandlers]

async function json(path: string, init?: RequestInit): Promise<unknown> {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, init))
  expect(response?.status, path).toBe(200)
  return response!.json()
}

const details = async (id: string, query: string, init?: RequestInit) =>
  ProductDetailsSchema.parse(await json(`/products/v2/products/${id}/details?${query}`, init))

describe('issue 17 §6 PLAT-003 French and German shop data in the emulator', () => {
  it('a de_DE product request returns the German name, description, colours and breadcrumbs; ids and URLs stay', async () => {
    const product = await details('RS100001', 'locale=de_DE')
    expect(product.name).toBe('Tempo Trail-Laufschuh')
    expect(product.description).toMatch(/^Unser Trailschuh für jeden Tag/)
    expect(product.colors.map((c) => c.name)).toContain('Schwarz')
    expect(product.colors.map((c) => c.code)).toContain('001')
    expect(product.breadcrumbs.map((b) => b.name)).toEqual(['Schuhe', 'Laufschuhe'])
    expect(product.url).toBe('/p/tempo-trail-runner-RS100001')
    expect(product.slug).toBe('tempo-trail-runner')
  })

  it('the x-locale header picks the language when there is no locale query', async () => {
    const product = await details('RS100001', '', { headers: { 'x-locale': 'de_DE' } })
    expect(product.name).toBe('Tempo Trail-Laufschuh')
  })

  it('fr_FR and fr_CA get the French texts; en_US, en_GB and an unlisted fr_BE the English seed', async () => {
    for (const locale of ['fr_FR', 'fr_CA']) {
      expect((await details('HB100001', `locale=${locale}`)).name, locale).toBe(
        'Chaussure de randonnée Granite Peak Mid WP',
      )
    }
    for (const locale of ['en_US', 'en_GB', 'fr_BE']) {
      expect((await details('HB100001', `locale=${locale}`)).name, locale).toBe('Granite Peak Mid WP')
    }
  })

  it('the menu is in French for fr_FR, with the same ids and links as the English one', async () => {
    const english = MenuSchema.parse(await json('/caas/v1/canvas/menu/us?locale=en_US'))
    const french = MenuSchema.parse(await json('/caas/v1/canvas/menu/fr?locale=fr_FR'))
    expect(french.items.map((n) => n.title)).toEqual([
      'Chaussures',
      'Vêtements',
      'Équipement',
      'Cartes-cadeaux',
    ])
    expect(french.items[0]!.columns[0]!.title).toBe('Acheter par catégorie')
    expect(french.items.map((n) => [n.id, n.target.url])).toEqual(
      english.items.map((n) => [n.id, n.target.url]),
    )
  })

  it('the footer is in German for de_DE', async () => {
    const footer = FooterSchema.parse(await json('/caas/v1/canvas/footer/de?locale=de_DE'))
    expect(footer.groups.map((g) => g.title)).toEqual(['Hilfe', 'Über uns', 'Rechtliches'])
    expect(footer.copyright).toBe('© 2026 Trailhead Outfitters. Alle Rechte vorbehalten.')
  })

  it('a German listing shows German tiles and colour labels, and keeps the colour filter values', async () => {
    const search = ProductSearchSchema.parse(
      await json('/products/v2/search/productSearch?categoryId=1010&locale=de_DE'),
    )
    expect(search.products.map((p) => p.name)).toContain('Tempo Trail-Laufschuh')
    expect(search.category?.name).toBe('Laufschuhe')
    const colour = search.facets.find((f) => f.values.some((v) => v.value === 'Black'))
    expect(colour?.values.find((v) => v.value === 'Black')?.label).toBe('Schwarz')
  })

  it('search suggestions name products in French for fr_CA', async () => {
    const body = JSON.stringify(await json('/products/v2/search/autoSuggest?q=tempo&locale=fr_CA'))
    expect(body).toContain('Chaussure de trail Tempo')
  })
})
