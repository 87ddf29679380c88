import { z } from 'zod'

/**
 * The contact-us form's options and receipt (000 §7 Contact us). The spec names the calls and no
 * payloads; decision 029 records the shapes: GET categorySubject answers categories, each with the
 * subjects that belong to it, and POST contactus answers the reference of the case it opened.
 */

export const ContactSubjectSchema = z.looseObject({ code: z.string().min(1), label: z.string().min(1) })

export const ContactCategorySchema = z.looseObject({
  code: z.string().min(1),
  label: z.string().min(1),
  subjects: z.array(ContactSubjectSchema),
})

export const ContactCategoriesSchema = z.looseObject({ categories: z.array(ContactCategorySchema) })

export type ContactSubject = z.infer<typeof ContactSubjectSchema>
export type ContactCategory = z.infer<typeof ContactCategorySchema>
export type ContactCategories = z.infer<typeof ContactCategoriesSchema>

/** POST /consumers-v3/contactus answers the reference of the message it recorded. */
export const ContactUsReceiptSchema = z.looseObject({ referenceId: z.string().min(1) })
export type ContactUsReceipt = z.infer<typeof ContactUsReceiptSchema>

/** What the contact-us post sends upstream (decision 029). */
export interface ContactUsRequest {
  firstName: string
  lastName: string
  email: string
  phone?: string
  category: string
  subject: string
  orderNumber?: string
  message: string
}

/** The longest message the form takes, in characters (the emulator enforces the same bound). */
export const CONTACT_MESSAGE_MAX = 2000

/** True when `subject` is one of the subjects of the category `category`. */
export function subjectBelongsTo(categories: readonly ContactCategory[], category: string, subject: string) {
  return categories.some((c) => c.code === category && c.subjects.some((s) => s.code === subject))
}
