import { formatMoney, resolveLocale, SITES, type Site, type SiteId } from '../market/site.ts'

/**
 * Free standard shipping: the one place that says from which merchandise total a market ships for
 * free. The cart's pricing (the emulator), its "spend X more" callout and every banner or badge that
 * promises free shipping read it here, so the promise and the cart cannot disagree. Amounts are in the
 * market's own currency (75 means £75 in Great Britain, 75 € in France); the spec names no values, so
 * 75 everywhere is our default until the business names one per market.
 */
export const FREE_SHIPPING_THRESHOLD: Readonly<Record<SiteId, number>> = {
  us: 75,
  ca: 75,
  gb: 75,
  de: 75,
  fr: 75,
}

/**
 * The token a content text writes where the market's threshold goes ("Free shipping over
 * {freeShippingThreshold}"); the content service replaces it with the formatted amount.
 */
export const FREE_SHIPPING_TOKEN = '{freeShippingThreshold}'

/** The free-shipping threshold of a site, in the site's currency. */
export function freeShippingThreshold(site: Pick<Site, 'id' | 'currency'>): {
  amount: number
  currency: string
} {
  return { amount: FREE_SHIPPING_THRESHOLD[site.id], currency: site.currency }
}

/**
 * The threshold of the market a cart was created in, by its country; a cart from a country we do not
 * sell to (es_MX) keeps the market of its currency, and US dollars are the last resort.
 */
export function freeShippingThresholdOfCart(cart: { country: string; currency: string }): number {
  const site =
    SITES.find((s) => s.country === cart.country.toUpperCase()) ??
    SITES.find((s) => s.currency === cart.currency)
  return FREE_SHIPPING_THRESHOLD[site?.id ?? 'us']
}

/** The threshold as a shopper of a locale reads it ($75, £75, 75 €, CAD 75). */
export function formatFreeShippingThreshold(locale: string): string {
  const info = resolveLocale(locale)
  if (!info) throw new Error(`Unknown locale ${locale}`)
  const { amount, currency } = freeShippingThreshold(info.site)
  return formatMoney(amount, currency, info.locale, { wholeAmount: true })
}

/** A text with every free-shipping token replaced by the locale's formatted threshold. */
export function withFreeShippingThreshold(text: string, locale: string): string {
  return text.includes(FREE_SHIPPING_TOKEN)
    ? text.replaceAll(FREE_SHIPPING_TOKEN, formatFreeShippingThreshold(locale))
    : text
}
