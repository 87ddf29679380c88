import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { ugcReportPath } from '#app/domain/paths/paths.ts'
import type { UgcPhoto } from '#app/domain/content/ugc.ts'

/**
 * A social gallery's static grid: the host's recent photos as the server rendered them (sized, lazy,
 * each linking to its page on the host), each with a link to the page that reports it (CAT-054). The
 * grid is what a shopper without JavaScript sees of the gallery (with it, the host's widget takes its
 * place), so a report is a page of its own rather than a form repeated under every photo.
 */
export function UgcGrid({
  photos,
  locale,
  redirectTo,
}: {
  photos: UgcPhoto[]
  locale: string
  /** Where a report comes back to: this page with the grid in the document. */
  redirectTo: string
}) {
  const { t } = useTranslation(blocksNs)
  if (photos.length === 0) return null
  return (
    <ul aria-label={t('ugc.gridLabel')} className="ugc-grid">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.permalink}>
            <img
              src={photo.imageUrl}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              alt={photo.caption || t('ugc.photoBy', { username: photo.username })}
            />
          </a>
          <p>{t('ugc.photoBy', { username: photo.username })}</p>
          <a href={ugcReportPath(locale, { mediaId: photo.id, redirectTo })}>{t('ugc.report')}</a>
        </li>
      ))}
    </ul>
  )
}
