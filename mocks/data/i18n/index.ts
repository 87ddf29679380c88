import { localeFromRequest } from '../../locale.ts'
import { PRODUCTS } from '../catalog.ts'
import { TEXTS_DE } from './content-de.ts'
import { TEXTS_FR } from './content-fr.ts'
import { PRODUCTS_DE } from './products-de.ts'
import { PRODUCTS_FR } from './products-fr.ts'
import { SHOP_COPY_DE, SHOP_COPY_FR } from './shop-copy.ts'
import type { ProductText, TextDictionary } from './types.ts'

/**
 * The emulator's French and German shop data: a request for fr_FR or fr_CA gets French texts, de_DE
 * German ones; any other locale the English seed. The seed stays English and one: product texts are
 * overridden by product id (`products-fr.ts`, `products-de.ts`), the emulator's own copy (categories,
 * colours, menu, footer, pages) by its English text (`content-fr.ts`, `content-de.ts`), and a payload is
 * translated on its way out. Ids, slugs, URLs and filter values are never translated.
 */

export type ShopLanguage = 'fr' | 'de'

const LANGUAGE_BY_LOCALE: Readonly<Record<string, ShopLanguage>> = { fr_FR: 'fr', fr_CA: 'fr', de_DE: 'de' }

/** The shop language of a request's locale (`locale` query, then `x-locale`); null for English. */
export function shopLanguage(request: Request): ShopLanguage | null {
  const locale = localeFromRequest(request)
  return (locale && LANGUAGE_BY_LOCALE[locale]) || null
}

/** Every English text of a language's data, the products' names and descriptions by their id. */
function dictionary(
  texts: TextDictionary,
  products: Readonly<Record<string, ProductText>>,
): Map<string, string> {
  const entries = new Map(Object.entries(texts))
  for (const product of PRODUCTS) {
    const text = products[product.id]
    if (!text) continue
    entries.set(product.name, text.name)
    entries.set(product.description, text.description)
  }
  return entries
}

const DICTIONARIES: Record<ShopLanguage, Map<string, string>> = {
  fr: dictionary({ ...SHOP_COPY_FR, ...TEXTS_FR }, PRODUCTS_FR),
  de: dictionary({ ...SHOP_COPY_DE, ...TEXTS_DE }, PRODUCTS_DE),
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
])

function translate(value: unknown, texts: Map<string, string>, key?: string): unknown {
  if (typeof value === 'string') return key && KEPT.has(key) ? value : (texts.get(value) ?? value)
  if (Array.isArray(value)) return value.map((item) => translate(item, texts, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, texts, k)]))
  }
  return value
}

/** A payload in the request's shop language: every known English text replaced, the rest as it is. */
export function localized<T>(body: T, request: Request): T {
  const language = shopLanguage(request)
  return language ? (translate(body, DICTIONARIES[language]) as T) : body
}

/** Whether a language's dictionary has an entry for this English text (the completeness tests). */
export function hasTranslation(text: string, language: ShopLanguage): boolean {
  return DICTIONARIES[language].has(text)
}

/** One product's texts in a language, for tests and handlers that need them by id. */
export function productText(id: string, language: ShopLanguage): ProductText | undefined {
  return (language === 'fr' ? PRODUCTS_FR : PRODUCTS_DE)[id]
}
