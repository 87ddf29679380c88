import { type Currency, localeFromRequest } from '../locale.ts'
import { IMAGE_VIEWS, imageAlt, PRODUCTS } from '../catalog/seed/catalog.ts'
import { PRICE_RANGES, priceRangeLabel, type PriceRangeWords } from '../search/seed/catalog-search.ts'
import { TEXTS_DE } from './content-de.ts'
import { TEXTS_FR } from './content-fr.ts'
import { FEATURES_DE } from './features-de.ts'
import { FEATURES_FR } from './features-fr.ts'
import { PAGES_DE } from './pages-de.ts'
import { PAGES_FR } from './pages-fr.ts'
import { PRODUCTS_DE } from './products-de.ts'
import { PRODUCTS_FR } from './products-fr.ts'
import { SHOP_COPY_DE, SHOP_COPY_FR } from './shop-copy.ts'
import type { ProductText, TextDictionary } from './types.ts'
import { canadianEnglish, usEnglish } from './us-english.ts'

/**
 * The emulator's French and German shop data: a request for fr_FR or fr_CA gets French texts, de_DE
 * German ones; any other locale the English seed. The seed stays English and one: product texts are
 * overridden by product id (`products-fr.ts`, `products-de.ts`), the emulator's own copy (categories,
 * colours, menu, footer, pages) by its English text (`content-*.ts`, `pages-*.ts`, the products' feature
 * lists in `features-*.ts`), image text alternatives are built from the translated names, and a payload is
 * translated on its way out. Ids, slugs, URLs and filter values are never translated.
 */

export type ShopLanguage = 'fr' | 'de'

const LANGUAGE_BY_LOCALE: Readonly<Record<string, ShopLanguage>> = { fr_FR: 'fr', fr_CA: 'fr', de_DE: 'de' }

/** The shop language of a request's locale (`locale` query, then `x-locale`); null for English. */
export function shopLanguage(request: Request): ShopLanguage | null {
  const locale = localeFromRequest(request)
  return (locale && LANGUAGE_BY_LOCALE[locale]) || null
}

/**
 * Every English text of a language's data: the copy, the feature lists and the pages by their text,
 * the products' names and descriptions by their id, and each product image's text alternative.
 */
function dictionary(
  texts: readonly TextDictionary[],
  products: Readonly<Record<string, ProductText>>,
  view: string,
  ranges: PriceRangeWords,
): Map<string, string> {
  const entries = new Map(texts.flatMap((dictionary) => Object.entries(dictionary)))
  for (const currency of CURRENCIES)
    for (const range of PRICE_RANGES)
      entries.set(priceRangeLabel(range, currency), priceRangeLabel(range, currency, ranges))
  for (const product of PRODUCTS) {
    const text = products[product.id]
    if (!text) continue
    entries.set(product.name, text.name)
    entries.set(product.description, text.description)
    for (const color of product.colors) {
      const colorName = entries.get(color.name) ?? color.name
      for (const index of IMAGE_VIEWS)
        entries.set(imageAlt(product.name, color.name, index), imageAlt(text.name, colorName, index, view))
    }
  }
  return entries
}

const CURRENCIES: readonly Currency[] = ['USD', 'CAD', 'GBP', 'EUR']

const FRENCH_RANGES: PriceRangeWords = {
  locale: 'fr',
  over: (min) => `${min} et plus`,
  under: (max) => `Moins de ${max}`,
  between: (min, max) => `${min} à ${max}`,
}

const GERMAN_RANGES: PriceRangeWords = {
  locale: 'de',
  over: (min) => `Ab ${min}`,
  under: (max) => `Unter ${max}`,
  between: (min, max) => `${min} bis ${max}`,
}

const DICTIONARIES: Record<ShopLanguage, Map<string, string>> = {
  // Later dictionaries win on a clash: the shop copy first, the products' own texts over it.
  fr: dictionary([TEXTS_FR, FEATURES_FR, PAGES_FR, SHOP_COPY_FR], PRODUCTS_FR, 'vue', FRENCH_RANGES),
  de: dictionary([TEXTS_DE, FEATURES_DE, PAGES_DE, SHOP_COPY_DE], PRODUCTS_DE, 'Ansicht', GERMAN_RANGES),
}

/** Keys whose values are identifiers, addresses or filter values, never shown as text. */
export const KEPT: ReadonlySet<string> = new Set([
  'id',
  'value',
  'url',
  'href',
  'slug',
  'code',
  'upc',
  'sku',
  'productId',
  'masterId',
  'swatch',
  'type',
  'kind',
  'component',
  'template',
  'variant',
  'layout',
  'icon',
  'q',
  'delocalizedTracking',
  // Analytics values: a recommendation's decision is compared, never shown.
  'decision',
  'widgetId',
])

/** A shown text's translation: a dictionary (French, German) or a rewrite (US spelling). */
type Texts = Map<string, string> | ((text: string) => string)
const textIn = (texts: Texts, text: string) =>
  typeof texts === 'function' ? texts(text) : (texts.get(text) ?? text)

function translate(value: unknown, texts: Texts, key?: string): unknown {
  if (typeof value === 'string') return key && KEPT.has(key) ? value : textIn(texts, value)
  if (Array.isArray(value)) return value.map((item) => translate(item, texts, key))
  if (value && typeof value === 'object') {
    // A cart line's colour attribute carries the colour's name as its value: shown, so translated.
    const shown = (value as { code?: unknown }).code === 'color' ? new Set(['value']) : new Set<string>()
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        shown.has(k) && typeof v === 'string' ? textIn(texts, v) : translate(v, texts, k),
      ]),
    )
  }
  return value
}

/** A payload in the request's shop language: every known English text replaced, the rest as it is. */
export function localized<T>(body: T, request: Request): T {
  return localizedIn(body, localeFromRequest(request))
}

/**
 * A payload in the shop language of an API locale (`fr_FR`), such as the one an order was placed in;
 * en_US in US spelling, en_CA in Canadian spelling (decision 071), en_GB as the seed is written.
 */
export function localizedIn<T>(body: T, locale: string | null | undefined): T {
  const language = (locale && LANGUAGE_BY_LOCALE[locale]) || null
  if (language) return translate(body, DICTIONARIES[language]) as T
  if (locale === 'en_US') return translate(body, usEnglish) as T
  return locale === 'en_CA' ? (translate(body, canadianEnglish) as T) : body
}

/**
 * An English seed text as the request's shopper reads it: in their shop language, in their spelling
 * (en_US, en_CA), or as the seed writes it. A search reads the catalogue this way too.
 */
export function shopTextFor(request: Request): (english: string) => string {
  const locale = localeFromRequest(request)
  return (english) => localizedIn(english, locale)
}

/** Whether a language's dictionary has an entry for this English text (the completeness tests). */
export function hasTranslation(text: string, language: ShopLanguage): boolean {
  return DICTIONARIES[language].has(text)
}

/** One product's texts in a language, for tests and handlers that need them by id. */
export function productText(id: string, language: ShopLanguage): ProductText | undefined {
  return (language === 'fr' ? PRODUCTS_FR : PRODUCTS_DE)[id]
}
