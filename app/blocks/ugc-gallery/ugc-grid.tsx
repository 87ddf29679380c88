import { useId } from 'react'
import { useFetcher } from 'react-router'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { ugcReportPath } from '#app/domain/paths/paths.ts'
import { SOCIAL_REPORT_REASONS, UGC_REPORT_INTENT, type UgcPhoto } from '#app/domain/content/ugc.ts'

/**
 * A social gallery's static grid: the host's recent photos as the server rendered them (sized, lazy,
 * each linking to its page on the host), each with a form to report it (CAT-054).
 */
export function UgcGrid({
  photos,
  locale,
  redirectTo,
}: {
  photos: UgcPhoto[]
  locale: string
  /** Where a report without JavaScript comes back to: this page with the grid in the document. */
  redirectTo: string
}) {
  const { t } = useTranslation(blocksNs)
  if (photos.length === 0) return null
  return (
    <ul aria-label={t('ugc.gridLabel')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id} className="flex flex-col gap-1">
          <a href={photo.permalink} className="block">
            <img
              src={photo.imageUrl}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              alt={photo.caption || t('ugc.photoBy', { username: photo.username })}
              className="aspect-square h-auto w-full rounded object-cover"
            />
          </a>
          <p className="text-sm text-gray-700">{t('ugc.photoBy', { username: photo.username })}</p>
          <ReportForm mediaId={photo.id} locale={locale} redirectTo={redirectTo} />
        </li>
      ))}
    </ul>
  )
}

type ReportAnswer = { reported: string } | { reply: FormReply<'reason'> }

/** One photo's report form: a plain post without JavaScript, answered in place with it. */
function ReportForm({
  mediaId,
  locale,
  redirectTo,
}: {
  mediaId: string
  locale: string
  redirectTo: string
}) {
  const { t } = useTranslation(blocksNs)
  const fetcher = useFetcher<ReportAnswer>()
  const id = useId()
  const answer = fetcher.data
  if (answer && 'reported' in answer) {
    return (
      <p role="status" className="text-sm font-semibold">
        {t('ugc.reported')}
      </p>
    )
  }
  const errors = answer && 'reply' in answer ? answer.reply.errors : {}
  const busy = fetcher.state !== 'idle'
  return (
    <details className="text-sm">
      <summary className="cursor-pointer underline">{t('ugc.report')}</summary>
      <fetcher.Form method="post" action={ugcReportPath(locale)} className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value={UGC_REPORT_INTENT} />
        <input type="hidden" name="mediaId" value={mediaId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EnhancedField />
        {errors.form ? (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        ) : null}
        <fieldset aria-describedby={errors.reason ? `${id}-error` : undefined}>
          <legend className="font-medium">{t('ugc.reasonLegend')}</legend>
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
        <button type="submit" className="btn-secondary justify-self-start" disabled={busy}>
          {busy ? t('ugc.sending') : t('ugc.sendReport')}
        </button>
      </fetcher.Form>
    </details>
  )
}
