import type { Region } from '#app/models/site.ts'
import { addressSchema, provinceOptions, siteAddressRules } from './address.ts'

/**
 * The shipping step's form: the site country's address rules (the country itself is the site's and
 * is not typed by the shopper). Server-provided rules per country join in with the checkout issue.
 */
export function shippingFormSchema({ country, region }: { country: string; region: Region | 'OTHER' }) {
  return addressSchema(siteAddressRules(country), { country, region }).omit({ country: true })
}

/** Province or state choices for the site country (empty: free text). */
export function provincesFor(country: string) {
  return provinceOptions(siteAddressRules(country))
}
