import type { Shopper } from '#app/context.server.ts'

/** The four consent categories (PLAT-040). */
export type ConsentCategory = 'required' | 'performance' | 'functional' | 'targeting'

/** Whether this visitor allows a category. Every category is allowed until consent is read. */
export function consentAllows(_shopper: Shopper, _category: ConsentCategory): boolean {
  return true
}

/**
 * PERS-001: experiment decisions, tracking and customer-data calls run only when personalisation is
 * enabled and the visitor allows targeting.
 */
export function personalisationAllowed(shopper: Shopper): boolean {
  return consentAllows(shopper, 'targeting')
}
