import type { PreviewRibbonView } from '#app/models/preview.ts'
import { previewNs } from '#app/locales/preview.ts'
import { useTranslation } from './i18n.tsx'

/**
 * The ribbon of a page in preview (PLAT-035, PLAT-038): says so, with the moment previewed and the
 * content environment, and the way back to the published page. "Exit preview" loads the page as a
 * document, so the header and footer content are read again without preview. The page is not to be
 * indexed: React places the robots meta in the head. Only editors see it, so its code loads only on a
 * page in preview (the root's default export).
 */
export function PreviewRibbon({ preview }: { preview: PreviewRibbonView | null | undefined }) {
  const { t } = useTranslation(previewNs)
  if (!preview) return null
  const label = t('ribbon.label')
  return (
    <>
      <meta name="robots" content="noindex" />
      <section aria-label={label} className="bg-violet-800 px-4 py-2 text-sm text-white">
        <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
          <strong className="rounded bg-white px-2 py-0.5 font-bold tracking-wide text-violet-900 uppercase">
            {label}
          </strong>
          <span>{preview.date ? t('ribbon.asOf', { date: preview.date }) : t('ribbon.now')}</span>
          {preview.environment ? <span>{t('ribbon.environment', { name: preview.environment })}</span> : null}
          <a
            href={preview.exitHref}
            className="inline-block py-1 font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('ribbon.exit')}
          </a>
        </p>
      </section>
    </>
  )
}

export default PreviewRibbon
