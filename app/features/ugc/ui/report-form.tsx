import { useEffect, useId, useRef } from 'react'
import { useFetcher } from 'react-router'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { ugcReportPath } from '#app/domain/paths/paths.ts'
import { SOCIAL_REPORT_REASONS } from '#app/domain/content/social-report.ts'
import { UGC_INTENTS } from '../intents.ts'

type ReportAnswer = { reported: string } | { reply: FormReply<'reason'> }

/**
 * The form that reports one photo of a social gallery's grid (CAT-054), on the report page. Without
 * JavaScript it is a plain post that goes back to the gallery with the answer as a toast; with it, the
 * answer shows in place and takes the focus.
 */
export function ReportForm({
  mediaId,
  locale,
  redirectTo,
}: {
  mediaId: string
  locale: string
  /** The gallery's page, where a plain post goes back to. */
  redirectTo: string
}) {
  const { t } = useTranslation(blocksNs)
  const fetcher = useFetcher<ReportAnswer>()
  const id = useId()
  const thanks = useRef<HTMLParagraphElement>(null)
  const answer = fetcher.data
  const reported = answer !== undefined && 'reported' in answer
  useEffect(() => {
    if (reported) thanks.current?.focus()
  }, [reported])
  if (reported) {
    return (
      <p ref={thanks} role="status" tabIndex={-1} className="font-semibold">
        {t('ugc.reported')}
      </p>
    )
  }
  const errors = answer && 'reply' in answer ? answer.reply.errors : {}
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" action={ugcReportPath(locale)} className="grid gap-4">
      <input type="hidden" name="intent" value={UGC_INTENTS.reportMedia} />
      <input type="hidden" name="mediaId" value={mediaId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EnhancedField />
      {errors.form ? (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${id}-error` : undefined}>
        <legend className="mb-2 font-medium">{t('ugc.reasonLegend')}</legend>
        {SOCIAL_REPORT_REASONS.map((reason, index) => (
          <label key={reason} className="flex items-center gap-2">
            <input type="radio" name="reason" value={reason} defaultChecked={index === 0} />
            {t(`ugc.reasons.${reason}`)}
          </label>
        ))}
        {errors.reason ? (
          <p id={`${id}-error`} className="field-error">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
        {busy ? t('ugc.sending') : t('ugc.sendReport')}
      </button>
    </fetcher.Form>
  )
}
