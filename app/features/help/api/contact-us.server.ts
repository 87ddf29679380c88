import type { ApiClient } from '#app/platform/api/api.server.ts'
import {
  ContactCategoriesSchema,
  ContactUsReceiptSchema,
  type ContactUsRequest,
} from '#app/domain/help/contact-us.ts'

/** GET /consumers-v3/contactus/categorySubject (FORM-021): the categories and their subjects. */
export function getContactCategories(api: ApiClient) {
  return api.request({ path: '/consumers-v3/contactus/categorySubject', schema: ContactCategoriesSchema })
}

/** POST /consumers-v3/contactus (FORM-020): sends the contact-us message. */
export function sendContactMessage(api: ApiClient, body: ContactUsRequest) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/contactus',
    body,
    schema: ContactUsReceiptSchema,
  })
}
