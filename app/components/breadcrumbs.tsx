import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { Link } from 'react-router'
import type { Breadcrumb } from '#app/domain/catalog/product.ts'
import { homePath, localePath } from '#app/domain/paths/paths.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'
import { StructuredData } from './structured-data.tsx'

/**
 * Breadcrumb trail; the current page is the last item, not a link. `jsonLd` (built on the server with
 * `breadcrumbJsonLd`) gives the trail to search engines as well.
 */
export function Breadcrumbs({
  items,
  locale,
  current,
  jsonLd,
}: {
  items: Breadcrumb[]
  locale: string
  current: string
  /** BreadcrumbList JSON-LD, serialised, as a document value (`StructuredData`). */
  jsonLd?: DocumentValue<string>
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-gray-700">
      {jsonLd ? <StructuredData data={jsonLd} /> : null}
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to={homePath(locale)} className="underline">
            {t('home')}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={localePath(locale, item.url)} className="underline">
              {item.name}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
