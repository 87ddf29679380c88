import { z } from 'zod'
import { pageType, pdpProductIdentifier, type PageType } from '../paths/page-type.ts'
import type { VisitorState } from './visitor-state.ts'
import { parseInterests, serializeInterests } from '#app/domain/account/interests.ts'

/**
 * The decision engine's request (001 §7 "Decision engine", PERS-030…040; decision 039): a body of
 * customer id, channel, events and id, the events built here from what a page already has. Pure: the
 * feature code gathers the inputs, the service sends the body.
 */

/** CONST-064: the user-agent parser's string limit. */
export const USER_AGENT_LIMIT = 500

export interface EventLine {
  productId: string
  upc: string
  quantity: number
  /** The unit price, in the cart's currency. */
  price: number
}

export type DecisionEvent =
  | { type: 'page-view'; url: string; pageType: PageType; breadcrumbs: string[]; categories: string[] }
  | { type: 'decision-request'; pageType: PageType }
  | { type: 'screen-size'; width: number; height: number }
  | { type: 'language'; language: string }
  | { type: 'user-agent'; userAgent: string }
  | { type: 'referrer'; referrer: string }
  | { type: 'coordinates'; latitude: number; longitude: number }
  | { type: 'visitor-state'; states: VisitorStateName[] }
  | { type: 'product-detail-view'; productId: string; colorCode: string | null }
  | { type: 'search-view'; query: string; resultCount: number }
  | { type: 'cart-lines'; lines: EventLine[] }
  | { type: 'custom-variables'; variables: CustomVariables }
  | { type: 'purchase'; account: string | null; purchaseId: string; lines: EventLine[] }
  | { type: 'product-thumbnail-view'; productId: string; position?: number }

/** PERS-038: the three custom variables, under the spec's names. */
export interface CustomVariables {
  userInterest: string
  'total-cart': number
  'sub-total': number
}

export interface DecisionBody {
  id: string
  customerId: string
  channel: string
  events: DecisionEvent[]
}

/**
 * The engine's answer (decision 039): the decision for each experience it knows, by id, with the
 * variant chosen (`Control` is the baseline). Unknown fields pass.
 */
export const DecideResponseSchema = z.looseObject({
  id: z.string().optional(),
  decisions: z.array(z.looseObject({ id: z.string(), variant: z.string() })).default([]),
})
export type DecideResponse = z.infer<typeof DecideResponseSchema>

/** A page's path and query as the page-view event carries them (no origin: the engine knows the site). */
function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`
}

/**
 * PERS-032: the page view: url, page type (001 §2, from the path), the breadcrumb names and the
 * category ids the page belongs to (none on pages outside the catalogue).
 */
export function pageViewEvent(
  url: URL,
  trail: { breadcrumbs?: readonly { name: string }[]; categories?: readonly string[] } = {},
): DecisionEvent {
  return {
    type: 'page-view',
    url: pathOf(url),
    pageType: pageType(url.pathname),
    breadcrumbs: (trail.breadcrumbs ?? []).map((crumb) => crumb.name),
    categories: [...new Set(trail.categories ?? [])],
  }
}

/** PERS-033: the request for this page's decisions. */
export function decisionRequestEvent(url: URL): DecisionEvent {
  return { type: 'decision-request', pageType: pageType(url.pathname) }
}

/** CONST-064: a user agent cut to the parser's limit. */
export function truncateUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_LIMIT)
}

export interface ContextInput {
  language: string
  userAgent?: string | null
  referrer?: string | null
  /** Known only to the browser (its beacons); a server-rendered page does not send it. */
  screen?: { width: number; height: number } | null
  /** Known only when the browser shares them; never asked for. */
  coordinates?: { latitude: number; longitude: number } | null
}

/**
 * PERS-034: the context events: screen size and coordinates when known, language, the user agent cut
 * to 500 characters (CONST-064), and the referrer when there is one.
 */
export function contextEvents(input: ContextInput): DecisionEvent[] {
  const events: DecisionEvent[] = []
  if (input.screen) events.push({ type: 'screen-size', ...input.screen })
  events.push({ type: 'language', language: input.language })
  if (input.userAgent) events.push({ type: 'user-agent', userAgent: truncateUserAgent(input.userAgent) })
  if (input.referrer) events.push({ type: 'referrer', referrer: input.referrer })
  if (input.coordinates) events.push({ type: 'coordinates', ...input.coordinates })
  return events
}

/** The names of the visitor states that hold (PERS-041, INSTORE-011), as the engine's context. */
export type VisitorStateName =
  | 'logged-out'
  | 'logged-in'
  | 'loyalty-member'
  | 'employee'
  | 'employee-banner'
  | 'wranx'
  | 'ipa'
  | 'athlete'
  | 'in-store-associate'
  | 'cart-empty'

/** PERS-041: the states of a visitor, in the spec's order. */
export function visitorStateNames(state: VisitorState): VisitorStateName[] {
  const names: [VisitorStateName, boolean][] = [
    ['logged-out', !state.loggedIn],
    ['logged-in', state.loggedIn],
    ['loyalty-member', state.loyaltyMember],
    ['employee', state.employee],
    ['employee-banner', state.employeeBanner],
    ['wranx', state.wranx],
    ['ipa', state.ipa],
    ['athlete', state.athlete],
    ['in-store-associate', state.associate],
    ['cart-empty', state.cartEmpty],
  ]
  return names.filter(([, holds]) => holds).map(([name]) => name)
}

export function visitorStateEvent(state: VisitorState): DecisionEvent {
  return { type: 'visitor-state', states: visitorStateNames(state) }
}

/**
 * PERS-035: the product detail view. The product id is the PDP's identifier (PERS-013): the code with
 * the chosen colour appended; the colour shown by default counts as chosen.
 */
export function productDetailViewEvent(url: URL, colorCode: string | null): DecisionEvent | null {
  const query = colorCode ? `?color=${encodeURIComponent(colorCode)}` : ''
  const productId = pdpProductIdentifier(`${url.pathname}${query}`)
  return productId ? { type: 'product-detail-view', productId, colorCode } : null
}

/** PERS-036: the search view: the phrase and how many products matched. */
export function searchViewEvent(query: string, resultCount: number): DecisionEvent {
  return { type: 'search-view', query, resultCount }
}

interface LineSource {
  productId: string
  upc: string
  qty: number
  price: { amount: number }
  bonus?: boolean
}

/** A cart or order line as the events carry it; free bonus lines are left out. */
export function eventLines(items: readonly LineSource[]): EventLine[] {
  return items
    .filter((item) => !item.bonus)
    .map((item) => ({
      productId: item.productId,
      upc: item.upc,
      quantity: item.qty,
      price: item.price.amount,
    }))
}

/** PERS-037: the cart's lines. */
export function cartLinesEvent(items: readonly LineSource[]): DecisionEvent {
  return { type: 'cart-lines', lines: eventLines(items) }
}

/**
 * PERS-038: userInterest (the profile's interests, pipe-separated, VAL-042; empty for guests), total-cart
 * (the cart's total) and sub-total (the items' subtotal, else their total).
 */
export function customVariablesEvent(
  interests: string | null | undefined,
  totals: { total: number; itemTotal: number; itemSubTotal?: number },
): DecisionEvent {
  return {
    type: 'custom-variables',
    variables: {
      userInterest: serializeInterests(parseInterests(interests)),
      'total-cart': totals.total,
      'sub-total': totals.itemSubTotal ?? totals.itemTotal,
    },
  }
}

/** PERS-039: the purchase: the account (null for a guest), the order number and its lines. */
export function purchaseEvent(
  account: string | null | undefined,
  purchaseId: string,
  items: readonly LineSource[],
): DecisionEvent {
  return { type: 'purchase', account: account || null, purchaseId, lines: eventLines(items) }
}

/** PERS-040: one event per product thumbnail that was seen, duplicates dropped. */
export function thumbnailViewEvents(
  tiles: readonly { productId: string; position?: number }[],
): DecisionEvent[] {
  const seen = new Set<string>()
  return tiles.flatMap((tile) => {
    if (seen.has(tile.productId)) return []
    seen.add(tile.productId)
    return [
      {
        type: 'product-thumbnail-view' as const,
        productId: tile.productId,
        ...(tile.position === undefined ? {} : { position: tile.position }),
      },
    ]
  })
}

/**
 * PERS-030: the decide body: the request's id, the customer (their consumer number, or the session's
 * anonymous id for a guest), the channel, then the events: the page's own first, the decision request
 * and the context last.
 */
export function decisionBody(input: {
  id: string
  customerId: string
  channel: string
  events: readonly DecisionEvent[]
}): DecisionBody {
  return { id: input.id, customerId: input.customerId, channel: input.channel, events: [...input.events] }
}
