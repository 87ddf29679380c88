import { z } from 'zod'
import { errorMessage } from '#app/domain/errors/errors.ts'
import type { Region } from '#app/domain/market/site.ts'
import { addressFieldSchema, type AddressRule, siteAddressRules } from '#app/validation/address.ts'
import { passwordField } from '#app/features/identity/schemas/password.ts'
import { isValidPhone, PHONE_MESSAGE, phoneRulesForCountry } from '#app/validation/phone.ts'
import {
  dateField,
  emailField,
  isoDate,
  MESSAGES,
  nameField,
  optionalString,
  requiredString,
  yearsBefore,
} from '#app/validation/validators.ts'

/**
 * The sign-up form (000 §5 Sign-up, VAL-030..VAL-037). What is required varies by locale, so the
 * schema is built from a config; the route reads the config for its locale and passes the clock.
 */

/** A28: values the spec does not show. */
export const DEFAULT_MINIMAL_AGE = 16
export const DEFAULT_MIN_BIRTH_DATE = '1900-01-01'

export interface SignUpConfig {
  region: Region | 'OTHER'
  /** The site country: postal code rule, and the phone's rules until a phone code is chosen. */
  country: string
  birthDateRequired?: boolean
  /** The minimal age for the country (default 16). */
  minimalAge?: number
  /** The earliest birth date accepted (default 1900-01-01). */
  minBirthDate?: string
  phoneRequired?: boolean
  /** VAL-033: the SMS opt-in box must be ticked when a phone is given. */
  smsOptInRequired?: boolean
  genderRequired?: boolean
  /** VAL-035: the terms boxes that must be ticked. */
  requiredTerms?: readonly ('loyaltyTerms' | 'brandTerms' | 'policy')[]
  postalCodeRequired?: boolean
  /** The merged postal code rule (server rules win, VAL-040); defaults to the site country's. */
  postalCodeRule?: AddressRule
  /** Today, for the minimal-age bound; injectable so tests can fix the clock. */
  now?: Date
}

/** A checkbox: Conform posts a ticked box as true and an unticked one as undefined. */
const checkbox = () => z.boolean().optional()
const requiredCheckbox = () =>
  z.boolean({ error: MESSAGES.required }).refine((ticked) => ticked, { message: MESSAGES.required })

/** VAL-031: a valid date, not before the minimum, not after today minus the minimal age. */
function birthDateField(config: SignUpConfig) {
  const latest = isoDate(yearsBefore(config.now ?? new Date(), config.minimalAge ?? DEFAULT_MINIMAL_AGE))
  const field = dateField({
    min: config.minBirthDate ?? DEFAULT_MIN_BIRTH_DATE,
    max: latest,
    maxMessage: errorMessage('PRO410'),
  })
  return config.birthDateRequired ? field : field.optional()
}

/** A posted value as text; the raw post a refinement sees may hold anything. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The sign-up schema for one locale's configuration. */
export function signUpSchema(config: SignUpConfig) {
  const phoneRules = { region: config.region, country: config.country }
  const terms = new Set(config.requiredTerms ?? [])
  const termBox = (name: 'loyaltyTerms' | 'brandTerms' | 'policy') =>
    terms.has(name) ? requiredCheckbox() : checkbox()
  const postalRule = config.postalCodeRule ?? siteAddressRules(config.country).postalCode
  const postalCode = addressFieldSchema('postalCode', {
    ...postalRule,
    required: config.postalCodeRequired ?? false,
  })

  return z
    .object({
      // VAL-030: the address name rule (2 to 30, name character set).
      firstName: nameField(),
      lastName: nameField(),
      birthDate: birthDateField(config),
      // VAL-020/VAL-021: judged below by the rules of the phone code chosen beside it.
      phone: config.phoneRequired ? requiredString() : optionalString().optional(),
      phoneCode: optionalString().optional(),
      email: emailField(),
      password: passwordField(),
      newsletter: checkbox(),
      loyaltyTerms: termBox('loyaltyTerms'),
      brandTerms: termBox('brandTerms'),
      policy: termBox('policy'),
      postalCode,
      gender: config.genderRequired ? requiredString() : optionalString().optional(),
      optInAccepted: checkbox(),
    })
    .check(
      z.refine(
        (value) =>
          typeof value.phone !== 'string' ||
          !value.phone.trim() ||
          isValidPhone(value.phone, phoneRulesForCountry(textOf(value.phoneCode), phoneRules)),
        {
          message: PHONE_MESSAGE,
          path: ['phone'],
          // Judged on the raw post, so the phone's error shows together with any other field's.
          when: ({ value }) => typeof value === 'object' && value !== null,
        },
      ),
      z.refine((value) => !config.smsOptInRequired || !value.phone || value.optInAccepted === true, {
        message: MESSAGES.required,
        path: ['optInAccepted'],
        // Judged on the raw post, so the box's error shows together with any other field's.
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    )
}
export type SignUp = z.infer<ReturnType<typeof signUpSchema>>
