import { z } from 'zod'
import { CONTACT_US_INTENTS } from '#app/features/help/intents.ts'
import { CONTACT_MESSAGE_MAX, subjectBelongsTo, type ContactCategory } from '#app/domain/help/contact-us.ts'
import { optionalPhoneField, type PhoneRules } from '#app/validation/phone.ts'
import {
  emailField,
  matches,
  maxLength,
  nameField,
  optionalString,
  requiredString,
} from '../../../validation/validators.ts'

/**
 * The contact-us form (FORM-019..021). Category and subject must be options the categorySubject call
 * offered, and the subject one of the chosen category's; phone and order number are optional.
 */

export const CONTACT_US_MESSAGES = {
  category: 'Choose a category from the list',
  subject: 'Choose a subject of the chosen category',
  orderNumber: 'Enter the order number with letters, digits and dashes only',
} as const

export const CONTACT_EMAIL_MAX = 100
export const ORDER_NUMBER_MAX = 30

/** An optional order number as printed on the confirmation: letters, digits and dashes. */
export function orderNumberField() {
  return optionalString()
    .check(maxLength(ORDER_NUMBER_MAX), matches(/^[A-Za-z0-9-]*$/, CONTACT_US_MESSAGES.orderNumber))
    .optional()
}

/** The contact-us schema for the options on offer and the site's phone rules. */
export function contactUsSchema(categories: readonly ContactCategory[], phone: PhoneRules) {
  const isCategory = (code: string) => categories.some((c) => c.code === code)
  return z
    .object({
      intent: z.literal(CONTACT_US_INTENTS.contactUs),
      firstName: nameField(),
      lastName: nameField(),
      email: emailField({ max: CONTACT_EMAIL_MAX }),
      phone: optionalPhoneField(phone),
      category: requiredString().refine(isCategory, CONTACT_US_MESSAGES.category),
      subject: requiredString(),
      orderNumber: orderNumberField(),
      message: requiredString().check(maxLength(CONTACT_MESSAGE_MAX)),
    })
    .check(
      z.refine((value) => subjectBelongsTo(categories, value.category, value.subject), {
        message: CONTACT_US_MESSAGES.subject,
        path: ['subject'],
        // Only once both are chosen and the category is a real one: its own message says the rest.
        when: ({ value }) => {
          const v = value as { category?: unknown; subject?: unknown }
          return typeof v.category === 'string' && isCategory(v.category) && typeof v.subject === 'string'
        },
      }),
    )
}

export type ContactUsForm = z.infer<ReturnType<typeof contactUsSchema>>
