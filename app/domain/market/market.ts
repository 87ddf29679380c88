import { POSTAL_CODE_PATTERNS } from './postal-codes.ts'
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../payments/payment.ts'
import { MIN_LOYALTY_POINTS, resolveLocale, SITES, type Site, type SiteId } from './site.ts'

/**
 * The market rules of each site in one table: who the site sells to (country, currency, region and
 * locales come from `SITES`), how prices carry tax, which delivery and payment methods checkout
 * offers, the loyalty minimum per locale and the postal-code pattern. Checkout, the cart summary and
 * the delivery page read these rules here instead of testing a site id or a region.
 */

/**
 * How prices carry tax: `included` (EMEA) — prices include VAT, the summary says how much of the total
 * is VAT; `added` (North America) — sales tax is a line of its own, added to the total.
 */
export type TaxDisplay = 'included' | 'added'

/** CART-011: the delivery codes a cart line can be sent with. */
export const DELIVERY_METHODS = ['standard', 'pickup', 'sts', 'pudo', 'digital', 'customs'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** The rules a market adds to its site. */
interface MarketRules {
  taxDisplay: TaxDisplay
  /** CHK-007: the ways a line may reach the shopper. */
  deliveryMethods: readonly DeliveryMethod[]
  /** CHK-008, CHK-009: the payment methods checkout may offer (a second line after the cart's list). */
  paymentMethods: readonly PaymentMethodId[]
}

export interface Market extends Site, MarketRules {
  /** CHK-013, CONST-047: the fewest loyalty points before rewards can pay, per locale of the site. */
  minLoyaltyPoints: Readonly<Record<string, number>>
  /** The postal-code pattern of the market's country (address validation's own table). */
  postalCodePattern: string | undefined
}

/**
 * CHK-008, CHK-009: a market offers every payment method the spec names (`PAYMENT_METHOD_IDS`) unless it
 * leaves one out, so a method added to the spec's list is offered everywhere without an edit here.
 */
function everyPaymentBut(...leftOut: readonly PaymentMethodId[]): readonly PaymentMethodId[] {
  return PAYMENT_METHOD_IDS.filter((id) => !leftOut.includes(id))
}

const RULES: Readonly<Record<SiteId, MarketRules>> = {
  us: { taxDisplay: 'added', deliveryMethods: DELIVERY_METHODS, paymentMethods: everyPaymentBut() },
  // Canada: no pay-later provider and no pick-up points (decision 050).
  ca: {
    taxDisplay: 'added',
    deliveryMethods: ['standard', 'pickup', 'sts', 'digital', 'customs'],
    paymentMethods: everyPaymentBut('KLARNA'),
  },
  gb: { taxDisplay: 'included', deliveryMethods: DELIVERY_METHODS, paymentMethods: everyPaymentBut() },
  de: { taxDisplay: 'included', deliveryMethods: DELIVERY_METHODS, paymentMethods: everyPaymentBut() },
  fr: { taxDisplay: 'included', deliveryMethods: DELIVERY_METHODS, paymentMethods: everyPaymentBut() },
}

function buildMarket(site: Site): Market {
  return Object.freeze({
    ...site,
    ...RULES[site.id],
    minLoyaltyPoints: Object.freeze(
      Object.fromEntries(site.locales.map((l) => [l, MIN_LOYALTY_POINTS[l] ?? 500])),
    ),
    postalCodePattern: POSTAL_CODE_PATTERNS[site.country],
  })
}

/** Every market, one per site, in the order of `SITES`. */
export const MARKETS: readonly Market[] = Object.freeze(SITES.map(buildMarket))

/** The market of a site. */
export function marketOf(siteId: SiteId): Market {
  return MARKETS.find((m) => m.id === siteId)!
}

/** The market that serves a locale, or null for a locale we do not serve. */
export function marketForLocale(locale: string): Market | null {
  const info = resolveLocale(locale)
  return info ? marketOf(info.site.id) : null
}

/** How the summary shows tax for a locale; a locale we do not serve shows it as an added line. */
export function taxDisplayFor(locale: string): TaxDisplay {
  return marketForLocale(locale)?.taxDisplay ?? 'added'
}

/**
 * How an order's totals show its tax: as the market it was bought in did. An order carries its
 * currency, not its site; the markets selling in that currency decide when they agree (EUR: VAT
 * included in both), and the shopper's own market when the order names no currency or one no market
 * sells in (an order bought in dollars, seen on the French site, shows its sales tax as a line).
 */
export function orderTaxDisplay(currency: string | undefined, shopperSite: SiteId): TaxDisplay {
  const own = marketOf(shopperSite)
  if (!currency || currency === own.currency) return own.taxDisplay
  const displays = new Set(MARKETS.filter((m) => m.currency === currency).map((m) => m.taxDisplay))
  const [only] = displays
  return displays.size === 1 && only ? only : own.taxDisplay
}

/** CHK-007: whether the market lets a line go by this delivery code. */
export function offersDelivery(market: Market, code: string): boolean {
  return (market.deliveryMethods as readonly string[]).includes(code)
}

/**
 * CHK-008, CHK-020: the cart's payment methods (the upstream's list) the market offers too. The
 * upstream decides first; a method it lists that the market does not offer is left out.
 */
export function marketPaymentMethods<T extends { id: string }>(market: Market, methods: readonly T[]): T[] {
  return methods.filter((m) => (market.paymentMethods as readonly string[]).includes(m.id))
}
