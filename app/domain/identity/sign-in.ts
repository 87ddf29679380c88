/**
 * Pure rules of signing in (000 §1, §4, §6): who owes the employee discount terms, whether the merged
 * cart deserves its notice, and where the shopper goes afterwards.
 */

import { siteForLocale, type SiteId } from '../market/site.ts'
import { accountPath } from '../paths/paths.ts'

/**
 * AUTH-013: the sites that confirm a sign-in ("You are signed in as …") with a dialog. The spec only
 * says the dialog exists where configured, so it is off unless a site turns it on.
 */
const SIGN_IN_CONFIRMATION: Readonly<Record<SiteId, boolean>> = {
  us: false,
  ca: false,
  gb: true,
  de: false,
  fr: false,
}

/** AUTH-013: whether a locale's site confirms a sign-in with the confirmation dialog. */
export function confirmsSignIn(locale: string): boolean {
  return SIGN_IN_CONFIRMATION[siteForLocale(locale).id]
}

/**
 * AUTH-012: the sites that allow simplified enrollment. Their sign-in (page and dialog) asks for the
 * email first and, from the lookup, goes on to the password or to sign-up with the email kept. The
 * spec names the variant but not the sites, so it is off unless a site turns it on (decision 012).
 */
const SIMPLIFIED_ENROLLMENT: Readonly<Record<SiteId, boolean>> = {
  us: false,
  ca: true,
  gb: false,
  de: false,
  fr: false,
}

/** AUTH-012: whether a locale's site uses the simplified-enrollment sign-in. */
export function allowsSimplifiedEnrollment(locale: string): boolean {
  return SIMPLIFIED_ENROLLMENT[siteForLocale(locale).id]
}

/** The consumer type of an employee with associate discount (AUTH-035). */
export const EMPLOYEE_CONSUMER_TYPE = 'EMPLOYEE'

/** AUTH-035: an employee with associate discount is a consumer whose consumerType is EMPLOYEE. */
export function isEmployee(consumerType: string | undefined): boolean {
  return consumerType === EMPLOYEE_CONSUMER_TYPE
}

/** AUTH-009: an employee who has not accepted the employee discount terms is asked to, after sign-in. */
export function needsEmployeeTerms(consumer: {
  consumerType?: string
  isEmployeeDiscountTCAccepted?: boolean
}): boolean {
  return isEmployee(consumer.consumerType) && consumer.isEmployeeDiscountTCAccepted !== true
}

/** CART-059: the merged-cart notice shows when the cart holds more items after sign-in than before. */
export function cartGrewAtSignIn(guestCount: number, mergedCount: number | undefined): boolean {
  return mergedCount !== undefined && mergedCount > guestCount
}

/** Cart notification types saying a line is partly or fully out of stock (ERR-133, ERR-134). */
export const OUT_OF_STOCK_NOTICE_TYPES: readonly string[] = [
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
]

/** True when a line of the cart carries an out-of-stock notification. */
export function hasOutOfStockItems(cart: {
  items: { customerNotifications: { type: string }[] }[]
}): boolean {
  return cart.items.some((item) =>
    item.customerNotifications.some((n) => OUT_OF_STOCK_NOTICE_TYPES.includes(n.type)),
  )
}

/**
 * CART-059: what follows a sign-in whose cart grew in the merge: the out-of-stock notification when
 * the merged cart carries out-of-stock items, else the merged-cart notice. Nothing when it did not grow.
 */
export function signInCartNotice(
  guestCount: number,
  merged: { count: number | undefined; outOfStock: boolean },
): 'merged' | 'out-of-stock' | null {
  if (!cartGrewAtSignIn(guestCount, merged.count)) return null
  return merged.outOfStock ? 'out-of-stock' : 'merged'
}

/** Paths a shopper should not be sent back to once signed in: they would only bounce. */
const SIGN_IN_PAGES = new Set(['sign-in', 'sign-up', 'sign-out'])

/**
 * AUTH-010: after sign-in the shopper goes to `redirectTo` (already same-origin checked), else to the
 * account of `locale`; never back to a sign-in, sign-up or sign-out page.
 */
export function afterSignInPath(redirectTo: string | undefined, locale: string): string {
  const account = accountPath(locale)
  if (!redirectTo) return account
  const [, , page] = new URL(redirectTo, 'http://storefront.invalid').pathname.split('/')
  return page && SIGN_IN_PAGES.has(page) ? account : redirectTo
}
