import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { ContactCategory } from '#app/domain/help/contact-us.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { contactUsPath, contactUsSentPath } from '#app/domain/paths/self-service-paths.ts'
import { cached } from '#app/platform/cache/cache.server.ts'
import { getContactCategories, sendContactMessage } from '#app/features/help/api/contact-us.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { contactUsSchema } from '#app/features/help/schemas/contact-us.ts'
import { helpContent, profileContact } from './content.server.ts'
import { CONTACT_US_INTENTS } from './intents.ts'
import { newSubmissionId, sendOnce, submissionKey } from './submissions.server.ts'

/**
 * Contact us (FORM-019..021): the `contact-us` content with the form, its options from the
 * categorySubject call (cached like other slow-changing data), and the post (one upstream call per
 * form served), answered by the confirmation page.
 */

const MINUTE = 60_000

/** The categories and their subjects for the site and locale, or null when the call fails. */
async function contactCategories(shopper: Shopper): Promise<ContactCategory[] | null> {
  const { site, locale } = shopper.locale
  try {
    const { categories } = await cached({
      key: `contact-us:categories:${site.id}:${locale}`,
      ttl: 10 * MINUTE,
      swr: 60 * MINUTE,
      bypass: shopper.mockMode,
      getFreshValue: () => getContactCategories(shopper.api),
    })
    return categories
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'contact-us categories unavailable')
    return null
  }
}

function phoneRules(shopper: Shopper) {
  return { region: shopper.locale.site.region, country: shopper.locale.site.country }
}

export async function contactUsPageData(shopper: Shopper, request: Request) {
  const [page, categories, profile] = await Promise.all([
    helpContent(shopper, 'contact-us', new URL(request.url)),
    contactCategories(shopper),
    profileContact(shopper),
  ])
  return {
    page,
    locale: shopper.locale.locale,
    /** Null: the options could not be read, the form is not offered (FORM-021). */
    categories: categories?.map(({ code, label, subjects }) => ({
      code,
      label,
      subjects: subjects.map((s) => ({ code: s.code, label: s.label })),
    })),
    defaults: profile ?? {},
    honeypot: honeypotInputProps(),
    submissionId: newSubmissionId(),
  }
}

export async function contactUsAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const form = await request.formData()
  if (!isIntent(form, CONTACT_US_INTENTS.contactUs)) return badRequest()
  const categories = await contactCategories(shopper)
  const submission = parseWithZod(form, { schema: contactUsSchema(categories ?? [], phoneRules(shopper)) })
  const refuse = (message: string) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  if (!passesHoneypot(form)) return refuse(t('help:spam'))
  if (!categories) return refuse(t('help:contact.unavailable'))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { intent: _intent, ...message } = submission.value
  const key = submissionKey(shopper, 'contact-us', form.get('submissionId'))
  const send = () => sendContactMessage(shopper.api, message)
  try {
    const { referenceId } = await (key ? sendOnce(key, send) : send())
    shopper.session.set('helpReceipt', {
      form: 'contact-us',
      reference: referenceId,
      email: message.email,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    return refuse(error.errorId ? errorMessage(error.errorId, error.message, t) : t('help:contact.failed'))
  }
  return redirect(contactUsSentPath(locale), 303)
}

/** The confirmation of the message just sent, or back to the form when there is none. */
export function contactUsSentData(shopper: Shopper) {
  const receipt = shopper.session.get('helpReceipt')
  if (receipt?.form !== 'contact-us') throw redirect(contactUsPath(shopper.locale.locale))
  return { reference: receipt.reference, email: receipt.email, locale: shopper.locale.locale }
}
