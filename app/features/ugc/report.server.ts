import { data } from 'react-router'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { validationText } from '#app/i18next.server.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { refuse } from '#app/form-reply.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { readIntent, badRequest } from '#app/platform/http/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { createSocialMediaClient, reportMedia } from '#app/features/ugc/api/social-media.server.ts'
import { runOnce } from '#app/platform/state/run-once.server.ts'
import { UgcReportSchema } from '#app/features/ugc/schemas/ugc-report.ts'
import { UGC_INTENT_NAMES, UGC_INTENTS } from './intents.ts'

/** The fields of the report form a refusal can name. */
export type ReportField = 'reason'

/** What a hydrated report form reads: the photo reported, or the refusal (decision 020). */
export type ReportAnswer = { reported: string } | { reply: FormReply<ReportField> }

const REMEMBER_MS = 10 * 60_000
const REPORT_LEASE_MS = 30_000

/**
 * Reports under way or just sent, by session and photo, on any instance (decision 044): a double submit
 * reaches the host once. A failed report may be sent again. Fails open: without the shared store the
 * report is sent.
 */
function reportOnce(shopper: Shopper, mediaId: string, reason: Parameters<typeof reportMedia>[2]) {
  const key = `ugc-report:${shopper.session.get('sid') ?? shopper.requestId}|${mediaId}`
  return runOnce(key, { rememberMs: REMEMBER_MS, leaseMs: REPORT_LEASE_MS, onStoreError: 'open' }, () => {
    const client = createSocialMediaClient({
      env: shopper.env,
      logger: shopper.logger,
      mock: shopper.mockMode,
    })
    return reportMedia(client, mediaId, reason).then(() => true)
  })
}

/**
 * What the report page shows (CAT-054): the photo its query names, and the gallery's page to go back
 * to (ours only, else home). Null without a photo id the host could know.
 */
export function reportPage(url: URL, home: string): { mediaId: string; back: string } | null {
  const mediaId = UgcReportSchema.shape.mediaId.safeParse(url.searchParams.get('mediaId') ?? '')
  if (!mediaId.success) return null
  return { mediaId: mediaId.data, back: safeRedirect(url.searchParams.get('redirectTo'), home) }
}

/**
 * Reports a photo of a social gallery's static grid to the social media host (CAT-054): one report
 * per post, and one per shopper and photo within ten minutes. Without JavaScript the shopper goes back
 * to the gallery's page with a confirmation (or the failure) as a toast; a hydrated form gets the
 * answer in place.
 */
export async function reportAction(shopper: Shopper, request: Request, t: TFunction) {
  const form = await request.formData()
  const intent = readIntent(form, UGC_INTENT_NAMES)
  if (intent !== UGC_INTENTS.reportMedia) return badRequest()
  const enhanced = isEnhancedPost(form)
  const back = safeRedirect(form.get('redirectTo'), homePath(shopper.locale.locale))
  const parsed = UgcReportSchema.safeParse(Object.fromEntries(form))
  const target = typeof form.get('mediaId') === 'string' ? String(form.get('mediaId')) : undefined
  if (!parsed.success) {
    // A reason the host does not know; the other fields are the form's own, so only tampering gets them wrong.
    const message = validationText(t, 'Choose a reason for your report.')
    if (!enhanced) return redirectWithToast(back, { type: 'error', title: message })
    return refuse<ReportField>({ intent, target, errors: { reason: message }, values: {} })
  }
  const { mediaId, reason } = parsed.data
  try {
    await reportOnce(shopper, mediaId, reason)
  } catch (error) {
    shopper.logger.warn({ err: error, mediaId }, 'media report failed')
    const message = t('blocks:ugc.reportFailed')
    if (!enhanced) return redirectWithToast(back, { type: 'error', title: message })
    return refuse<ReportField>({ intent, target, errors: { form: message }, values: { reason } }, 502)
  }
  if (!enhanced) return redirectWithToast(back, { type: 'success', title: t('blocks:ugc.reported') })
  return data<ReportAnswer>({ reported: mediaId })
}
