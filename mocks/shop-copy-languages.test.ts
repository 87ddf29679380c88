import { describe, expect, it } from 'vitest'
import { PRODUCTS } from './catalog/seed/catalog.ts'
import { facets, SORT_OPTIONS } from './search/seed/catalog-search.ts'
import { CATEGORY_CONTENT, FOOTER, FRAGMENTS, MENU, PAGES } from './content/seed/index.ts'
import { POPUPS } from './content/seed/popups.ts'
import { PRODUCT_CONTENT } from './content/seed/product-content.ts'
import { UTILITY } from './content/seed/utility.ts'
import { CONTACT_CATEGORIES } from './help/seed/contact-us.ts'
import { hasTranslation, KEPT, type ShopLanguage } from './i18n/index.ts'
import { CURRENCIES } from './locale.ts'
import { compareData } from './catalog/compare.ts'
import { PRODUCT_SETS } from './catalog/product-sets.ts'
import { SIZE_CHARTS } from './catalog/size-charts.ts'

/**
 * Issue 17 §6: the emulator's shop copy in French (fr_FR, fr_CA) and German (de_DE). Every text of the
 * content fixtures and every listing label has an entry in both languages (the handlers that serve them:
 * shop-copy-handlers.test.ts).
 */

/** Keys whose values name, track or place things and are never read (beyond the translation's own). */
const IDENTIFIER_KEYS = new Set([
  'experienceId',
  'trackingEvent',
  'creativeName',
  'promotionId',
  'promotionName',
  'productIds',
  'containerId',
  'filter',
  'eventId',
  'parent',
  'parentPageSlug',
  'linkType',
  'currency',
  'productInventoryState',
  // A size chart's rows: sizes and measures.
  'rows',
  'targetAttribute',
  'mimeType',
  'publicId',
])

/**
 * Texts that stay as written in every language: brand, programme and social network names, and the
 * gallery video's subtitle tracks, each named in its own language.
 */
const KEPT_TEXTS = new Set([
  'Trailhead Outfitters',
  'XPLR Pass',
  'Instagram',
  'YouTube',
  'Facebook',
  'English',
  'Français',
])

const isIdentifier = (text: string) =>
  !/[a-z]/i.test(text.replace(/<[^>]+>|&\w+;/g, '')) || // figures, symbols, empty markup
  /^[a-z0-9-]+$/.test(text) || // slugs, icon names, alignments
  /^#[0-9a-f]{3,8}$/i.test(text) || // colours
  /^[\d.,–-]+ ?(g|kg|mm|cm|L)$/.test(text) || // measures
  /^[A-Z]{1,3}(\/[A-Z]{1,3})?$/.test(text) || // size codes and systems: XS, S/M, US, EU
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(text) || // dates
  /^(https?:|mailto:|\/)/.test(text) // addresses

/** Every shown text of a fixture: strings under text keys, identifiers and KEPT keys skipped. */
function texts(value: unknown, key?: string, into = new Set<string>()): Set<string> {
  if (key && (KEPT.has(key) || IDENTIFIER_KEYS.has(key))) return into
  if (typeof value === 'string') {
    if (!isIdentifier(value) && !KEPT_TEXTS.has(value)) into.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) texts(item, key, into)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) texts(v, k, into)
  }
  return into
}

function missing(fixture: unknown, language: ShopLanguage): string[] {
  return [...texts(fixture)].filter((text) => !hasTranslation(text, language))
}

const LISTING_LABELS = {
  sorts: SORT_OPTIONS,
  // The facets of the whole catalogue, in every currency: names, colour labels and price ranges.
  facets: CURRENCIES.map((currency) =>
    facets(PRODUCTS, { color: [], size: [], brand: [] }, currency).map(({ label, values }) => ({
      label,
      values: values.filter((v) => v.label !== v.value),
    })),
  ),
  badges: PRODUCTS.map((p) => ({ badge: p.badge })),
  sets: PRODUCT_SETS.map(({ name, description }) => ({ name, description })),
  sizeCharts: SIZE_CHARTS,
  compare: compareData(PRODUCTS.map((p) => p.id)),
}

describe('issue 17 §6 PLAT-003 the shop copy has a French and a German text', () => {
  const fixtures: [string, unknown][] = [
    ...PAGES.map((page): [string, unknown] => [`page ${page.slug}`, page]),
    ['category content', CATEGORY_CONTENT],
    ['menu', MENU],
    ['footer', FOOTER],
    ['fragments', FRAGMENTS],
    ['utility bar', UTILITY],
    ['pop-ups', POPUPS],
    ['product content', PRODUCT_CONTENT],
    ['listing labels', LISTING_LABELS],
    ['contact form', CONTACT_CATEGORIES],
  ]

  it.each(fixtures)('PLAT-003 every text of the %s is in French and in German', (_name, fixture) => {
    expect(missing(fixture, 'fr'), 'no French text').toEqual([])
    expect(missing(fixture, 'de'), 'no German text').toEqual([])
  })

  it('PLAT-003 the walk finds the texts it checks and skips identifiers and kept names', () => {
    const home = texts(PAGES.find((p) => p.slug === 'home'))
    expect(home).toContain('Home')
    expect(home).not.toContain('home_hero_click')
    expect(home).not.toContain('XPLR Pass')
    expect(texts({ id: 'Home', url: 'Home', richText: '<p>Hi</p>', date: '2025-05-01T00:00:00Z' })).toEqual(
      new Set(['<p>Hi</p>']),
    )
  })
})
