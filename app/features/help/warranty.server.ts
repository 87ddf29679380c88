import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { warrantyPath, warrantySentPath } from '#app/domain/paths/self-service-paths.ts'
import {
  MAX_WARRANTY_PHOTO_BYTES,
  MAX_WARRANTY_PHOTOS,
  WARRANTY_PHOTO_FIELD,
} from '#app/domain/help/warranty.ts'
import { createWarrantyClaim } from '#app/features/help/api/warranty.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { photosError, WARRANTY_MESSAGES, warrantySchema } from '#app/features/help/schemas/warranty.ts'
import { profileContact } from './content.server.ts'
import { WARRANTY_INTENTS } from './intents.ts'
import { newSubmissionId, sendOnce, submissionKey } from './submissions.server.ts'
import { readUpload, type UploadProblem } from './upload.server.ts'

/**
 * The warranty claim (FORM-022): a multipart form read under the photo limits, checked with the
 * claim's schema, sent once as a multipart call with the site's country in the query, and answered by
 * the confirmation page with the case number.
 */

export async function warrantyPageData(shopper: Shopper) {
  const profile = await profileContact(shopper)
  return {
    locale: shopper.locale.locale,
    /** A signed-in shopper's email comes from the profile; a guest types one. */
    email: profile?.email ?? null,
    honeypot: honeypotInputProps(),
    submissionId: newSubmissionId(),
  }
}

/** Each photo is at most its size before the whole is too large: a whole too large has too many photos. */
const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
  'file-too-large': WARRANTY_MESSAGES.photoSize,
  'too-many-files': WARRANTY_MESSAGES.photoCount,
  'too-large': WARRANTY_MESSAGES.photoCount,
}

export async function warrantyAction(request: Request, shopper: Shopper, t: TFunction) {
  const upload = await readUpload(request, {
    field: WARRANTY_PHOTO_FIELD,
    maxFileBytes: MAX_WARRANTY_PHOTO_BYTES,
    maxFiles: MAX_WARRANTY_PHOTOS,
  })
  if (!upload) return badRequest('The warranty claim is a multipart form')
  const { form, files, problem } = upload
  if (!isIntent(form, WARRANTY_INTENTS.warrantyClaim)) return badRequest()
  const profile = await profileContact(shopper)
  const schema = warrantySchema({ today: new Date(), guest: !profile })
  const submission = parseWithZod(form, { schema })
  const photos = problem ? UPLOAD_MESSAGES[problem] : photosError(files)
  const refuse = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
    data(
      { result: submission.reply(errors), photosDropped: files.length > 0 || Boolean(problem) },
      { status: 400 },
    )
  if (!passesHoneypot(form)) return refuse({ formErrors: [t('help:spam')] })
  if (submission.status !== 'success' || photos)
    return refuse(photos ? { fieldErrors: { [WARRANTY_PHOTO_FIELD]: [photos] } } : {})
  const { product, purchaseDate, description, orderNumber } = submission.value
  const email = profile?.email ?? submission.value.email ?? ''
  const key = submissionKey(shopper, 'warranty', form.get('submissionId'))
  const send = () =>
    createWarrantyClaim(shopper.api, {
      country: shopper.locale.site.country,
      fields: { product, purchaseDate, description, orderNumber, email },
      photos: files,
    })
  try {
    const { caseNumber } = await (key ? sendOnce(key, send) : send())
    shopper.session.set('helpReceipt', {
      form: 'warranty',
      reference: caseNumber,
      email,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    const message = error.errorId ? errorMessage(error.errorId, error.message, t) : t('help:warranty.failed')
    return refuse({ formErrors: [message] })
  }
  return redirect(warrantySentPath(shopper.locale.locale), 303)
}

/** The confirmation of the claim just sent, or back to the form when there is none. */
export function warrantySentData(shopper: Shopper) {
  const receipt = shopper.session.get('helpReceipt')
  if (receipt?.form !== 'warranty') throw redirect(warrantyPath(shopper.locale.locale))
  return { caseNumber: receipt.reference, email: receipt.email, locale: shopper.locale.locale }
}
