/**
 * Pure rules of signing in (000 §1, §4, §6): who owes the employee discount terms, whether the merged
 * cart deserves its notice, and where the shopper goes afterwards.
 */

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

/** Paths a shopper should not be sent back to once signed in: they would only bounce. */
const SIGN_IN_PAGES = new Set(['sign-in', 'sign-up', 'sign-out'])

/**
 * AUTH-010: after sign-in the shopper goes to `redirectTo` (already same-origin checked), else to the
 * account of `locale`; never back to a sign-in, sign-up or sign-out page.
 */
export function afterSignInPath(redirectTo: string | undefined, locale: string): string {
  const account = `/${locale}/account`
  if (!redirectTo) return account
  const [, , page] = new URL(redirectTo, 'http://storefront.invalid').pathname.split('/')
  return page && SIGN_IN_PAGES.has(page) ? account : redirectTo
}
