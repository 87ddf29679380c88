import { Link } from 'react-router'
import { popularSearchOptions, trendingCategoryOptions } from '#app/domain/catalog/search-options.ts'
import type { SearchHub } from '#app/domain/catalog/search-suggest.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { searchNs } from '#app/features/search/locales/search.ts'

/** The search page before a search (CAT-041): popular searches and trending categories as links. */
export function SearchHubLinks({ hub, locale }: { hub: SearchHub; locale: string }) {
  const { t } = useTranslation(searchNs)
  const groups = [
    { id: 'search-hub-popular', title: t('popular'), links: popularSearchOptions(hub, locale) },
    { id: 'search-hub-trending', title: t('trending'), links: trendingCategoryOptions(hub, locale) },
  ].filter((group) => group.links.length > 0)
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-xl font-bold">
            {group.title}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-block rounded-full border border-gray-400 px-4 py-2 hover:bg-gray-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
