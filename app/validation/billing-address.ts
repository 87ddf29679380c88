import { z } from 'zod'
import type { Region } from '#app/models/site.ts'
import { addressSchema, siteAddressRules } from './address.ts'

/**
 * The billing step's address choice: the shipping address, or another address in the site country
 * with the shipping form's rules. The phone is left to the cart: a billing address without one is
 * answered BILL410, shown at the phone field, and one typed must still be a valid number.
 */
export function billingAddressFormSchema({ country, region }: { country: string; region: Region | 'OTHER' }) {
  const address = billingAddressFieldsSchema({ country, region })
  return z.discriminatedUnion('billingChoice', [
    z.object({ billingChoice: z.literal('same') }),
    address.extend({ billingChoice: z.literal('other') }),
  ])
}
/** Another billing address's fields: the site country's rules, the phone optional, no email. */
export function billingAddressFieldsSchema({
  country,
  region,
}: {
  country: string
  region: Region | 'OTHER'
}) {
  const rules = siteAddressRules(country)
  return addressSchema({ ...rules, phone: { ...rules.phone, required: false } }, { country, region }).omit({
    country: true,
    email: true,
  })
}

export type BillingAddressForm = z.infer<ReturnType<typeof billingAddressFormSchema>>
