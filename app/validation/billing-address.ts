import { z } from 'zod'
import type { Region } from '#app/domain/market/site.ts'
import { addressSchema, siteAddressRules, type AddressRules } from './address.ts'

/**
 * The billing step's address choice: the shipping address, or another address in the site country
 * with the shipping form's rules. The phone is left to the cart: a billing address without one is
 * answered BILL410, shown at the phone field, and one typed must still be a valid number.
 */
export function billingAddressFormSchema(site: {
  country: string
  region: Region | 'OTHER'
  rules?: AddressRules
}) {
  const address = billingAddressFieldsSchema(site)
  return z.discriminatedUnion('billingChoice', [
    z.object({ billingChoice: z.literal('same') }),
    address.extend({ billingChoice: z.literal('other') }),
  ])
}
/**
 * Another billing address's fields: the site country's rules (`rules`: merged with the service's,
 * VAL-040; else the defaults), the phone optional, no email.
 */
export function billingAddressFieldsSchema({
  country,
  region,
  rules = siteAddressRules(country),
}: {
  country: string
  region: Region | 'OTHER'
  rules?: AddressRules
}) {
  return addressSchema({ ...rules, phone: { ...rules.phone, required: false } }, { country, region }).omit({
    country: true,
    email: true,
  })
}

export type BillingAddressForm = z.infer<ReturnType<typeof billingAddressFormSchema>>
