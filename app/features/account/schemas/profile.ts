import { z } from 'zod'
import { INTEREST_OPTIONS } from '#app/domain/identity/enrolment.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { GENDERS } from '#app/domain/identity/sign-up-config.ts'
import type { Region } from '#app/domain/market/site.ts'
import { addressFieldSchema, type AddressRule, siteAddressRules } from '#app/validation/address.ts'
import { optionalPhoneField } from '#app/validation/phone.ts'
import {
  dateField,
  emailField,
  isoDate,
  MESSAGES,
  nameField,
  requiredString,
  yearsBefore,
} from '#app/validation/validators.ts'

/**
 * The profile page's forms (000 §3 User profile, §7 Consumer): personal details with preferences
 * (ACCT-002), the email change, notification settings (ACCT-034) and the data request (ACCT-033).
 */

/** The shoe sizes a shopper can prefer (US sizes, half sizes between). */
export const SHOE_SIZES = Array.from({ length: 21 }, (_, i) => String(4 + i / 2)) as [string, ...string[]]

export interface ProfileSiteRules {
  region: Region | 'OTHER'
  country: string
  minimalAge: number
  minBirthDate: string
  now: Date
  /** The postal code's rule merged with the service's (VAL-040); the site default without it. */
  postalCodeRule?: AddressRule
}

/** Names are required; phone (the site's phone rules), postal code, birth date and gender are optional. */
export function profileSchema(site: ProfileSiteRules) {
  const postalRule = site.postalCodeRule ?? siteAddressRules(site.country).postalCode
  return z.object({
    firstName: nameField(),
    lastName: nameField(),
    phone: optionalPhoneField({ region: site.region, country: site.country }),
    postalCode: addressFieldSchema('postalCode', { ...postalRule, required: false }),
    birthDate: dateField({
      min: site.minBirthDate,
      max: isoDate(yearsBefore(site.now, site.minimalAge)),
      maxMessage: errorMessage('PRO410'),
    }).optional(),
    gender: z.enum(GENDERS).optional(),
    // The enrolment's interests (VAL-042): the same options, posted as one box each.
    interests: z.array(z.enum(INTEREST_OPTIONS)).default([]),
    preferredShoeSize: z.enum(SHOE_SIZES).optional(),
  })
}
export type ProfileForm = z.infer<ReturnType<typeof profileSchema>>

/** The email change re-asks for the current password. */
export const ChangeEmailSchema = z.object({
  email: emailField({ max: 100 }),
  currentPassword: requiredString({ trim: false }),
})

/** A checkbox: Conform posts a ticked box as true and an unticked one as undefined. */
const checkbox = () =>
  z
    .boolean()
    .optional()
    .transform((value) => value === true)

export const NotificationSettingsSchema = z.object({
  orderUpdatesByEmail: checkbox(),
  orderUpdatesBySms: checkbox(),
})

/** The data request asks the shopper to confirm it; who and which email come from the profile. */
export const RequestDataSchema = z.object({
  confirm: z.boolean({ error: MESSAGES.required }).refine((ticked) => ticked, { message: MESSAGES.required }),
})

/** The SMS subscribe and unsubscribe buttons post nothing else: the number is the profile's. */
export const SmsSchema = z.object({})
