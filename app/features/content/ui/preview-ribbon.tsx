import { Form, useLocation } from 'react-router'
import { LEAVE_PREVIEW_INTENT } from '#app/features/content/intents.ts'
import type { PreviewRibbonView } from '#app/domain/content/preview.ts'
import { previewNs } from '#app/features/content/locales/preview.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'

/**
 * The ribbon of a page in preview (PLAT-035, PLAT-038): says so, with the moment previewed and the
 * content environment, or that the preview date given is not one, and the way back to the published
 * page. The preview lasts from page to page until "Leave preview", a post that makes the browser forget
 * it and loads the page as a document again, so the header and footer content are read without
 * preview. The page is not to be indexed: React places the robots meta in the head. Only editors see
 * it, so its code loads only on a page in preview (the root's default export).
 */
export function PreviewRibbon({ preview }: { preview: PreviewRibbonView | null | undefined }) {
  const { t } = useTranslation(previewNs)
  const { pathname, search } = useLocation()
  if (!preview) return null
  const label = t('ribbon.label')
  return (
    <>
      <meta name="robots" content="noindex" />
      <section aria-label={label} className="bg-violet-800 px-4 py-2 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
          <strong className="rounded bg-white px-2 py-0.5 font-bold tracking-wide text-violet-900 uppercase">
            {label}
          </strong>
          {preview.invalidDate ? (
            <p role="alert" className="font-semibold">
              {t('ribbon.invalidDate', preview.invalidDate)}
            </p>
          ) : (
            <p>{preview.date ? t('ribbon.asOf', { date: preview.date }) : t('ribbon.now')}</p>
          )}
          {preview.environment ? <p>{t('ribbon.environment', { name: preview.environment })}</p> : null}
          <Form method="post" action={preview.leaveAction} reloadDocument>
            <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
            <button
              type="submit"
              name="intent"
              value={LEAVE_PREVIEW_INTENT}
              className="inline-block cursor-pointer py-1 font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('ribbon.leave')}
            </button>
          </Form>
        </div>
      </section>
    </>
  )
}

export default PreviewRibbon
