import { z } from 'zod'
import type { Region } from '#app/domain/market/site.ts'
import { addressSchema, provinceOptions, siteAddressRules, type AddressRules } from './address.ts'
import { phoneField } from './phone.ts'
import { emailField, nameField, requiredString } from './validators.ts'

/** What the cart's deliveries ask of the shipping step (see `checkoutDeliveries`, CHK-007). */
export interface DeliveryNeeds {
  pickupContact: boolean
  /** Item ids of the digital lines: each needs its recipient's email. */
  recipients: string[]
}

/**
 * The shipping step's form: the site country's address rules — `rules`, the defaults merged with the
 * service's (VAL-040), else the defaults (the country itself is the site's and is not typed by the
 * shopper); then, as the cart's deliveries need them (CHK-007), who collects
 * store and collection-point lines (a name, email and phone: VAL-009, VAL-002, VAL-022) and each
 * digital line's recipient email (VAL-002).
 */
export function shippingFormSchema({
  country,
  region,
  needs = { pickupContact: false, recipients: [] },
  rules = siteAddressRules(country),
}: {
  country: string
  region: Region | 'OTHER'
  needs?: DeliveryNeeds
  rules?: AddressRules
}) {
  const address = addressSchema(rules, { country, region }).omit({ country: true })
  return address.extend({
    pickup: needs.pickupContact
      ? z.object({
          firstName: nameField(),
          lastName: nameField(),
          email: emailField(),
          phone: phoneField({ region, country }),
        })
      : z.undefined().optional(),
    recipients: needs.recipients.length
      ? z
          .array(z.object({ itemId: z.enum(needs.recipients as [string, ...string[]]), email: emailField() }))
          .length(needs.recipients.length)
      : z.undefined().optional(),
  })
}

/** Province or state choices for the site country's default rules (empty: free text). */
export function provincesFor(country: string) {
  return provinceOptions(siteAddressRules(country))
}

/**
 * A gift card as typed on the billing step (features/payments/gift-card/schema.ts) and the gift card
 * balance page: number and PIN are required (VAL-001); spaces and dashes in the number are dropped.
 * Whether the card is valid is the upstream's call (GFC codes).
 */
export const GiftCardFieldsSchema = z.object({
  cardNumber: requiredString().transform((value) => value.replace(/[\s-]/g, '')),
  pin: requiredString(),
})
