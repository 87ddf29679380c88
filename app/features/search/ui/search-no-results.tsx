import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import type { CmsPage } from '#app/domain/content/content.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { searchNs } from '#app/features/search/locales/search.ts'

const TIPS = ['spelling', 'fewer', 'browse'] as const

/**
 * What the search page shows when nothing matches: a clear message naming the term, things to try,
 * and the editors' `search` content page (popular searches, categories). Without that content the
 * message and the tips still stand.
 */
export function SearchNoResults({
  q,
  page,
  hydrates,
  locale,
}: {
  q: string
  page: CmsPage | null
  /** Whether the content's blocks hydrate (`DeferredBlockList`'s `hydrates`, which the loader works out). */
  hydrates?: boolean
  locale: string
}) {
  const { t } = useTranslation(searchNs)
  return (
    <section aria-labelledby="search-no-results" className="flex flex-col gap-6">
      <div>
        <h2 id="search-no-results" className="text-xl font-bold">
          {t('noResults', { q })}
        </h2>
        <h3 className="mt-4 font-semibold">{t('tryTitle')}</h3>
        <ul className="mt-2 list-disc pl-6">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tips.${tip}`)}</li>
          ))}
        </ul>
      </div>
      {page ? (
        <DeferredBlockList
          blocks={page.components}
          locale={locale}
          firstHeadingLevel={2}
          hydrates={hydrates}
          holdsNavigation
        />
      ) : null}
    </section>
  )
}
