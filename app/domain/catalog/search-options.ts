import type { SearchHub, SuggestResponse } from './search-suggest.ts'
import { localePath, searchPath } from '../paths/paths.ts'

/**
 * Suggestion payloads as the shopper sees them: options for the header's list and links for the search
 * hub. No zod here (only types from the schemas): this runs in the browser too (decision 004).
 */

/** One option of the header's suggestion list: a product or category to open, or a term to search. */
export interface SuggestionOption {
  kind: 'product' | 'category' | 'term'
  label: string
  /** A same-site path under the locale. */
  href: string
}

/** How many of each kind the list shows: products first, so the likeliest target is one key away. */
export const SUGGESTION_LIMITS = { product: 4, category: 2, term: 4 } as const

/** Only a path on this site: an upstream URL must never send the shopper elsewhere. */
function sitePath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : null
}

/** The search page URL for a term. */
export function searchHref(locale: string, term: string): string {
  return searchPath(locale, term)
}

function termOptions(locale: string, terms: readonly { term: string }[], limit: number) {
  const seen = new Set<string>()
  const options: SuggestionOption[] = []
  for (const { term } of terms) {
    const label = term.trim()
    const key = label.toLowerCase()
    if (!label || seen.has(key)) continue
    seen.add(key)
    options.push({ kind: 'term', label, href: searchHref(locale, label) })
    if (options.length === limit) break
  }
  return options
}

function linkOptions(
  kind: 'product' | 'category',
  locale: string,
  items: readonly { name: string; url: string }[],
  limit: number,
) {
  const options: SuggestionOption[] = []
  for (const item of items) {
    const path = sitePath(item.url)
    if (!path) continue
    options.push({ kind, label: item.name, href: localePath(locale, path) })
    if (options.length === limit) break
  }
  return options
}

/** The autoSuggest payload as the list shows it: products, then categories, then search terms. */
export function suggestionOptions(response: SuggestResponse, locale: string): SuggestionOption[] {
  return [
    ...linkOptions('product', locale, response.products, SUGGESTION_LIMITS.product),
    ...linkOptions('category', locale, response.categories, SUGGESTION_LIMITS.category),
    ...termOptions(locale, response.terms, SUGGESTION_LIMITS.term),
  ]
}

/** The hub's popular searches as term options (the list shown for an empty box). */
export function popularSearchOptions(hub: SearchHub, locale: string, limit = 6): SuggestionOption[] {
  return termOptions(locale, hub.popularSearches, limit)
}

/** The hub's trending categories as links. */
export function trendingCategoryOptions(hub: SearchHub, locale: string, limit = 6): SuggestionOption[] {
  return linkOptions('category', locale, hub.trendingCategories, limit)
}
