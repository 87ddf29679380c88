import type { Shopper } from '#app/context.server.ts'
import { allows, type ConsentCategory } from '#app/domain/tracking/consent.ts'

/** The four consent categories (PLAT-040). */
export type { ConsentCategory }

/**
 * Whether this visitor allows a category (PLAT-041..043): outside EMEA every category; in EMEA what
 * their consent cookie grants, or everything while an editor previews with `preview=true`.
 */
export function consentAllows(shopper: Shopper, category: ConsentCategory): boolean {
  return allows(shopper.consent, category)
}

/**
 * PERS-001: experiment decisions, tracking and customer-data calls run only when personalisation is
 * enabled (`PERSONALISATION_ENABLED`) and the visitor allows targeting.
 */
export function personalisationAllowed(shopper: Shopper): boolean {
  return shopper.env.PERSONALISATION_ENABLED && consentAllows(shopper, 'targeting')
}
