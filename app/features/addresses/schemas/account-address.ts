import { z } from 'zod'
import { ADDRESS_INTENTS } from '#app/features/addresses/intents.ts'
import type { AddressType } from '#app/domain/checkout/saved-addresses.ts'
import type { Region } from '#app/domain/market/site.ts'
import type { AddressRules } from '../../../validation/address.ts'
import { billingAddressFieldsSchema } from '../../../validation/billing-address.ts'
import { shippingFormSchema } from '../../../validation/checkout.ts'

/**
 * The address book's form: exactly the checkout's rules and messages for its type — a shipping
 * address as the shipping step takes it (with its email), a billing address as the billing step's
 * "another address" (no email, the phone optional), with the same merged rules (VAL-040). The site
 * country is not typed. `main` asks for
 * the address to become the main one of its type (ACCT-017).
 */
export function accountAddressSchema(
  type: AddressType,
  site: { country: string; region: Region | 'OTHER'; rules?: AddressRules },
) {
  const fields =
    type === 'S'
      ? shippingFormSchema(site).omit({ pickup: true, recipients: true })
      : billingAddressFieldsSchema(site).extend({ email: z.undefined().optional() })
  return fields.extend({ main: z.boolean().optional() })
}
export type AccountAddressForm = z.infer<ReturnType<typeof accountAddressSchema>>

/** The list's post that makes one address the main one of its type (ACCT-017). */
export const MakeMainAddressSchema = z.object({
  intent: z.literal(ADDRESS_INTENTS.makeMainAddress),
  addressId: z.string().min(1),
})

/** The delete confirmation's post (ACCT-020); the address is the page's. */
export const DeleteAddressSchema = z.object({ intent: z.literal(ADDRESS_INTENTS.deleteAddress) })
