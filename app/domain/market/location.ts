import { z } from 'zod'
import {
  CATEGORY_ID_PATTERN,
  cartPath,
  categoryPath,
  homePath,
  localePath,
  menuPath,
  parseSlugId,
  productPath,
  searchPath,
} from '../paths/paths.ts'
import { PRODUCT_ID_PATTERN } from '../catalog/product-rules.ts'
import { CARRIED_PARAMS } from '../page/request-rules.ts'
import { LOCALES, SITES, resolveLocale, type Site } from './site.ts'

/**
 * The location selector and the location confirmation (PLAT-022, PLAT-032, decision 048): the page
 * data the front-end service sends, which of its choices we serve, where a switch lands, and whether a
 * shopper's detected country calls for the confirmation.
 */

/** A language of a country in the selector: the URL locale it leads to and its label in that language. */
export const LocationLanguageSchema = z.looseObject({
  locale: z.string().min(1),
  label: z.string().min(1),
})

export const LocationCountrySchema = z.looseObject({
  /** ISO 3166 alpha-2, upper case. */
  code: z.string().min(1),
  name: z.string().min(1),
  languages: z.array(LocationLanguageSchema).default([]),
})

export const LocationRegionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  countries: z.array(LocationCountrySchema).default([]),
})

/** GET /fapi/pages/location-selector (PLAT-022): regions → countries → languages. */
export const LocationSelectorPageSchema = z.looseObject({
  title: z.string().optional(),
  regions: z.array(LocationRegionSchema).default([]),
})
export type LocationSelectorPage = z.infer<typeof LocationSelectorPageSchema>
export type LocationSelectorPageInput = z.input<typeof LocationSelectorPageSchema>
export type LocationRegion = z.infer<typeof LocationRegionSchema>

/**
 * The page's choices that lead to a locale this shop serves (and to the site of that country): a
 * language we do not serve, a country without one, a region without a country are left out.
 */
export function servedChoices(page: LocationSelectorPage): LocationRegion[] {
  return page.regions
    .map((region) => ({
      ...region,
      countries: region.countries
        .map((country) => ({
          ...country,
          languages: country.languages
            .map((language) => ({ ...language, locale: language.locale.toLowerCase() }))
            .filter(({ locale }) => resolveLocale(locale)?.site.country === country.code.toUpperCase()),
        }))
        .filter((country) => country.languages.length > 0),
    }))
    .filter((region) => region.countries.length > 0)
}

/** The site a country is served by (`DE` → de), or null for a country we have no site for. */
export function siteOfCountry(code: string | null | undefined): Site | null {
  const country = code?.trim().toUpperCase()
  if (!country || !/^[A-Z]{2}$/.test(country)) return null
  return SITES.find((site) => site.country === country) ?? null
}

/**
 * The locale to suggest to a shopper whose detected country (PLAT-032) is not the site's: the country's
 * site, in the shopper's language where that site has it, else in its default. Null when nothing was
 * detected, the country is the site's own, or we have no site there.
 */
export function suggestedLocale(detected: string | null | undefined, current: string): string | null {
  const info = resolveLocale(current)
  const site = siteOfCountry(detected)
  if (!info || !site || site.id === info.site.id) return null
  return site.locales.find((locale) => locale.startsWith(`${info.language}-`)) ?? site.defaultLocale
}

/**
 * Where a shopper who was on `path` (`/en-us/p/…?…`, already checked to be ours) lands in `locale`:
 * the same product, category, search (with its term), content page, cart or account page there; a
 * checkout step goes to the new locale's cart (the cart does not change currency); anything else to
 * the new locale's home.
 */
export function samePageIn(path: string, locale: string): string {
  const url = URL.parse(path, BASE)
  if (!url) return homePath(locale)
  return withCarriedParams(pageIn(url, locale), url.searchParams)
}

const BASE = 'http://storefront.invalid'

/** PLAT-034's parameters (preview, cms, …) go along; `siteId` names the site left behind, so it does not. */
function withCarriedParams(path: string, from: URLSearchParams): string {
  const carried = CARRIED_PARAMS.filter((name) => name !== 'siteId' && from.has(name))
  if (carried.length === 0) return path
  const url = new URL(path, BASE)
  for (const name of carried) url.searchParams.set(name, from.get(name)!)
  return `${url.pathname}${url.search}`
}

function pageIn(url: URL, locale: string): string {
  const [first = '', ...segments] = url.pathname.split('/').filter(Boolean)
  // The first segment is the page's locale; a path without one is not a page we know.
  if (!resolveLocale(first) || segments.some((s) => s === '.' || s === '..')) return homePath(locale)
  const [section = '', second, third] = segments
  if (section === '') return homePath(locale)
  if (section === 'p' && parseSlugId(second, PRODUCT_ID_PATTERN)) return productPath(locale, second!)
  if (section === 'c' && parseSlugId(second, CATEGORY_ID_PATTERN) && !third)
    return categoryPath(locale, second!)
  if (section === 'search' && !second) {
    const q = url.searchParams.get('q')
    return searchPath(locale, q ?? undefined)
  }
  if (section === 'cart' || section === 'checkout') return cartPath(locale)
  if (section === 'menu' && !second) return menuPath(locale)
  if (ACCOUNT_SECTIONS.has(section)) return localePath(locale, `/${segments.join('/')}`)
  if (!ROUTE_SECTIONS.has(section)) return localePath(locale, `/${segments.join('/')}`)
  return homePath(locale)
}

/** First path segments of the account's pages (kept on a switch). */
const ACCOUNT_SECTIONS = new Set(['account', 'favorites', 'saved-for-later'])

/**
 * First path segments of the site's own pages (app/routes.ts, a unit test keeps the two in step); every
 * other segment is a content page's slug, which is kept on a switch.
 */
export const ROUTE_SECTIONS: ReadonlySet<string> = new Set([
  'sitemap.xml',
  'c',
  'p',
  'search',
  'compare',
  'menu',
  'stores',
  'store-locator',
  'quickshop',
  'cart',
  'favorites',
  'saved-for-later',
  'checkout',
  'order-confirmation',
  'sign-in',
  'sign-out',
  'sign-up',
  'forgot-password',
  'too-many-requests',
  'reset-password',
  'account',
  'track-order',
  'enrol',
  'associate-login',
  'dismiss',
  'api',
  'events',
  'newsletter',
  'ugc',
  'preview-tool',
  'preview',
  'help',
  'gift-card',
  'privacy',
  'location',
])

/** Every locale we serve, for the form's schema. */
export const SERVED_LOCALES = LOCALES
