import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import {
  samePageIn,
  servedChoices,
  suggestedLocale,
  type LocationSelectorPage,
} from '#app/domain/market/location.ts'
import { homePath, locationPath } from '#app/domain/paths/paths.ts'
import { SITES, intlLocale, resolveLocale } from '#app/domain/market/site.ts'
import { languageNamesFor, regionNamesFor } from '#app/domain/market/intl-cache.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { getLocationSelectorPage } from '#app/features/location/api/location-selector.server.ts'
import { localeCookie } from '#app/sessions.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { LocationSchema } from '#app/features/location/schemas/location.ts'
import { detectedCountry, hasChosenLocation, locationChosenCookie } from './cookie.server.ts'
import { LOCATION_INTENTS } from './intents.ts'
import type { LocationPromptView, LocationView } from './views.ts'

/**
 * The location selector page and every location post (PLAT-022, PLAT-032, decision 048). A choice is
 * the shopper's own cookies (and which cart the session holds): nothing is sent upstream, so a
 * repeated post writes the same again.
 */

const HOUR = 60 * 60_000

/**
 * A country's and a language's names in the page's language (`US` → United States, `de` → Deutsch),
 * from formatters built once per locale: the header's location control names both on every page.
 */
function names(locale: string) {
  return {
    country: (code: string) => named('region', locale, code),
    language: (code: string) => named('language', locale, code),
  }
}

/**
 * The names themselves, kept: a formatter's lookup costs about as much as building it, and the codes
 * are our sites' countries and languages (and M49 areas), so the map stays small; it starts over if a
 * code it was never meant to see ever fills it.
 */
const NAMES = new Map<string, string>()
function named(type: 'region' | 'language', locale: string, code: string): string {
  const key = `${type}|${locale}|${code}`
  let name = NAMES.get(key)
  if (name === undefined) {
    name = (type === 'region' ? regionNamesFor : languageNamesFor)(intlLocale(locale)).of(code) ?? code
    if (NAMES.size >= 500) NAMES.clear()
    NAMES.set(key, name)
  }
  return name
}

/** `français` as a label: Français. */
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1)

/** Our own sites as the selector's page, for when the front-end service does not answer. */
function fallbackPage(name: ReturnType<typeof names>): LocationSelectorPage {
  // UN M49 areas, which Intl names in every language: Northern America, Europe.
  const areas = { NA: '021', EMEA: '150' } as const
  return {
    regions: (['NA', 'EMEA'] as const).map((region) => ({
      id: region,
      name: name.country(areas[region]),
      countries: SITES.filter((site) => site.region === region).map((site) => ({
        code: site.country,
        name: name.country(site.country),
        languages: site.locales.map((locale) => ({
          locale,
          label: capitalised(names(locale).language(locale.split('-')[0]!), locale),
        })),
      })),
    })),
  }
}

/** The header's control and, while there is one to ask, the confirmation (root loader). */
export function locationView(shopper: Shopper, request: Request, t: TFunction): LocationView {
  const { locale, site, language } = shopper.locale
  const name = names(locale)
  return {
    action: locationPath(locale),
    label: t('control', {
      ns: 'location',
      country: name.country(site.country),
      language: name.language(language),
    }),
    // The location page asks the question itself.
    prompt: new URL(request.url).pathname === locationPath(locale) ? null : promptView(shopper, request, t),
  }
}

/** PLAT-032: the question, when the detected country has a site of its own and nothing was chosen. */
function promptView(shopper: Shopper, request: Request, t: TFunction): LocationPromptView | null {
  const here = shopper.locale
  if (hasChosenLocation(request)) return null
  const suggested = suggestedLocale(detectedCountry(request, shopper.env.GEO_COUNTRY_HEADER), here.locale)
  const target = resolveLocale(suggested)
  if (!target) return null
  const name = names(here.locale)
  const values = {
    ns: 'location',
    country: name.country(target.site.country),
    current: name.country(here.site.country),
  }
  const text = (key: string) => t(`prompt.${key}`, values)
  return {
    locale: target.locale,
    text: {
      title: text('title'),
      body: text('body'),
      go: text('go'),
      stay: text('stay'),
      choose: text('choose'),
    },
  }
}

/** Where the shopper came from: `redirectTo` from the query (same origin only), else this locale's home. */
function backFrom(request: Request, locale: string): string {
  return safeRedirect(new URL(request.url).searchParams.get('redirectTo'), homePath(locale))
}

/**
 * The selector page and its dialog: the choices we serve (from the front-end service), the current one,
 * the way back and the page's title.
 */
export async function locationPageData(shopper: Shopper, request: Request, t: TFunction) {
  const { locale, site } = shopper.locale
  const name = names(locale)
  const page = await cached({
    key: `location-selector:${locale}`,
    ttl: HOUR,
    swr: HOUR,
    bypass: shopper.preview.bypassAllCache || shopper.mockMode,
    getFreshValue: () => getLocationSelectorPage(shopper.api),
  }).catch((error: unknown) => {
    // The shopper can still choose: every site we serve, named by Intl, stands in for the service's page.
    shopper.logger.warn({ err: error }, 'location selector page unavailable')
    return fallbackPage(name)
  })
  const cartCount = shopper.session.get('cartCount') ?? 0
  return {
    locale,
    heading: page.title ?? t('prompt.choose', { ns: 'location' }),
    regions: servedChoices(page),
    redirectTo: backFrom(request, locale),
    /** Another site has its own cart (in its currency): said before the switch when this one holds items. */
    cartNotice:
      cartCount > 0 ? t('page.cartNotice', { ns: 'location', country: name.country(site.country) }) : null,
    prompt: promptView(shopper, request, t),
    title: t('meta:location'),
  }
}

/**
 * A choice lands on the same page in the chosen locale (same origin only), with the locale cookie and
 * the answered-cookie set; another site brings its own cart. "Stay" sets the answered-cookie and goes
 * back (the dialogs' posts too: both answers navigate). Bad input: 400 with the message at its field.
 */
export async function locationAction(request: Request, shopper: Shopper) {
  const form = await request.formData()
  const submission = parseWithZod(form, { schema: LocationSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, 400)
  const current = shopper.locale.locale
  const back = safeRedirect(submission.value.redirectTo, homePath(current))
  const headers = new Headers({ 'Set-Cookie': locationChosenCookie() })
  if (submission.value.intent === LOCATION_INTENTS.stay) return redirect(back, { status: 303, headers })
  const target = submission.value.locale
  // Another site's page is served that site's cart (features/cart/site-cart.server.ts): nothing to
  // change here.
  headers.append('Set-Cookie', localeCookie(target))
  return redirect(samePageIn(back, target), { status: 303, headers })
}
