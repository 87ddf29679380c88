import { http, HttpResponse } from 'msw'
import { CONTACT_MESSAGE_MAX, subjectBelongsTo, type ContactUsReceipt } from '#app/domain/help/contact-us.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { CONTACT_CATEGORIES } from './seed/contact-us.ts'
import { localized } from '../i18n/index.ts'
import { apiError, readJson } from '../errors.ts'
import { helpStore } from './help-store.ts'
import { nextId } from '../state.ts'

/**
 * Contact us (000 §7): the form's categories with their subjects, and the message itself, recorded
 * with a reference (`CU-000001`…). A message without its required fields, with an unknown category or
 * a subject of another category answers 400 API400 naming what is wrong.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const optional = (value: unknown) => text(value) || undefined

export const handlers = [
  http.get('*/consumers-v3/contactus/categorySubject', ({ request }) =>
    HttpResponse.json(localized(CONTACT_CATEGORIES, request)),
  ),

  http.post('*/consumers-v3/contactus', async ({ request }) => {
    const principal = requirePrincipal(request)
    const body = (await readJson(request)) ?? {}
    const missing = ['firstName', 'lastName', 'email', 'category', 'subject', 'message'].filter(
      (field) => !text(body[field]),
    )
    if (missing.length) return apiError(request, 400, 'API400', `Missing fields: ${missing.join(', ')}`)
    if (!EMAIL.test(text(body.email))) return apiError(request, 400, 'API400', 'A valid email is required')
    if (!subjectBelongsTo(CONTACT_CATEGORIES.categories, text(body.category), text(body.subject)))
      return apiError(request, 400, 'API400', 'The subject is not one of the category')
    if (text(body.message).length > CONTACT_MESSAGE_MAX)
      return apiError(request, 400, 'API400', `The message is longer than ${CONTACT_MESSAGE_MAX} characters`)
    const referenceId = nextId('CU')
    helpStore.contactMessages.push({
      referenceId,
      consumerNo: principal.consumerNo,
      locale: new URL(request.url).searchParams.get('locale') ?? undefined,
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      email: text(body.email),
      phone: optional(body.phone),
      category: text(body.category),
      subject: text(body.subject),
      orderNumber: optional(body.orderNumber),
      message: text(body.message),
      receivedAt: new Date().toISOString(),
    })
    return HttpResponse.json({ referenceId } satisfies ContactUsReceipt)
  }),

  // Control: the messages received so far.
  http.get('*/__emulator/contact-us', () => HttpResponse.json(helpStore.contactMessages)),
]
