import { z } from 'zod'
import { INTEREST_OPTIONS } from '#app/domain/identity/enrolment.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import type { Region } from '#app/domain/market/site.ts'
import { addressFieldSchema, type AddressRule, siteAddressRules } from '#app/validation/address.ts'
import { phoneField } from '#app/validation/phone.ts'
import { dateField, emailField, isoDate, nameField, yearsBefore } from '#app/validation/validators.ts'
import { INTERESTS_INTENTS } from '#app/features/enrolment/intents.ts'

/**
 * The enrolment step forms (000 §4 Enrolment steps): lookup by email, the mobile number, the profile
 * (the ACCT-047 fields, so a completed profile is no longer partially enrolled) and the interests.
 */

export { INTEREST_OPTIONS }

export const LookupSchema = z.object({ email: emailField({ max: 100 }) })

interface SiteRules {
  region: Region | 'OTHER'
  country: string
}

export function mobileSchema(site: SiteRules) {
  return z.object({ phone: phoneField(site) })
}

/** The profile step: names, postal code and birth date (VAL-030, VAL-031, VAL-037), all required here. */
export function profileStepSchema(
  site: SiteRules & {
    minimalAge: number
    minBirthDate: string
    now: Date
    withPhone?: boolean
    /** The postal code's rule merged with the service's (VAL-040); the site default without it. */
    postalCodeRule?: AddressRule
  },
) {
  const base = z.object({
    firstName: nameField(),
    lastName: nameField(),
    postalCode: addressFieldSchema(
      'postalCode',
      site.postalCodeRule ?? siteAddressRules(site.country).postalCode,
    ),
    birthDate: dateField({
      min: site.minBirthDate,
      max: isoDate(yearsBefore(site.now, site.minimalAge)),
      maxMessage: errorMessage('PRO410'),
    }),
  })
  return site.withPhone ? base.extend({ phone: phoneField(site) }) : base
}

export const InterestsSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal(INTERESTS_INTENTS.saveInterests),
    interests: z.array(z.enum(INTEREST_OPTIONS)).default([]),
  }),
  z.object({ intent: z.literal(INTERESTS_INTENTS.skipInterests) }),
])
