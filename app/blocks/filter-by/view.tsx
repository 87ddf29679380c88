import { useLocation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { FilterByBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { CmsLink, currentLinkIndex } from '../shared/parts.tsx'

/**
 * Filter-by (CMS-060): a labelled row of filter links ("Filter by: Running, Hiking, …") that lead to
 * the narrowed page; the one for the page on show is marked current. Plain links: a row that scrolls
 * sideways on small screens and wraps on larger ones. The label names the navigation; it is not a heading.
 */
export default function FilterBy({ block, locale }: BlockProps<FilterByBlock>) {
  const { t } = useTranslation(blocksNs)
  const location = useLocation()
  const links = block.targets.filter((target) => target.text)
  if (links.length === 0) return null
  const labelId = block.id ? `filter-by-${block.id}` : 'filter-by-label'
  const currentIndex = currentLinkIndex(
    locale,
    links.map((target) => target.url),
    location,
  )
  return (
    <nav
      aria-labelledby={labelId}
      className="mx-auto flex max-w-7xl flex-col gap-3 px-4 md:flex-row md:items-center"
    >
      <p id={labelId} className="shrink-0 text-sm font-semibold">
        {block.title ?? t('filterBy.label')}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {links.map((target, index) => {
          const current = index === currentIndex
          return (
            <li key={`${target.url}-${index}`} className="shrink-0">
              <CmsLink
                target={target}
                locale={locale}
                aria-current={current ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-gray-500 px-4 text-sm font-semibold whitespace-nowrap text-gray-900 hover:border-gray-900 aria-[current=page]:border-gray-900 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white"
              >
                {target.text}
              </CmsLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
