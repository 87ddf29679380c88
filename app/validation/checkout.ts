import { z } from 'zod'
import type { Region } from '#app/models/site.ts'
import { addressSchema, provinceOptions, siteAddressRules } from './address.ts'
import { requiredString } from './validators.ts'

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

/**
 * A gift card as typed on the billing step: number and PIN are required (VAL-001); spaces and dashes
 * in the number are dropped. Whether the card is valid is the upstream's call (GFC codes).
 */
export const GiftCardFieldsSchema = z.object({
  cardNumber: requiredString().transform((value) => value.replace(/[\s-]/g, '')),
  pin: requiredString(),
})

export const CheckGiftCardSchema = GiftCardFieldsSchema.extend({ intent: z.literal('check-gift-card') })
export const ApplyGiftCardSchema = GiftCardFieldsSchema.extend({ intent: z.literal('apply-gift-card') })

/** The billing step's gift card form: one schema, the clicked button's intent decides. */
export const GiftCardFormSchema = z.discriminatedUnion('intent', [CheckGiftCardSchema, ApplyGiftCardSchema])

export const RemoveGiftCardSchema = z.object({
  intent: z.literal('remove-gift-card'),
  instrumentId: z.string().min(1),
})
