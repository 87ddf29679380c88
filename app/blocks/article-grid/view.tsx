import { Form, Link, useLocation, useNavigation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import {
  allFacetsFitOn,
  type ArticleGridState,
  clearAll,
  facetHiddenOn,
  GRID_PARAMS,
  gridSearch,
  MAX_GRID_PAGES,
  otherParams,
  readMore,
  sameTags,
  VISIBLE_FACETS,
} from '#app/domain/content/articles.ts'
import type { Breakpoint } from '#app/domain/content/content.ts'
import type { ArticleGridBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { ArticleCard } from '../shared/article-card.tsx'
import { cx, Heading, subLevel } from '../shared/parts.tsx'

// Tailwind variants per breakpoint (literal so Tailwind sees them).
const HIDE: Record<Breakpoint, string> = { sm: 'max-md:hidden', md: 'md:max-lg:hidden', lg: 'lg:hidden' }
const LARGE_COLUMNS = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const

function hidden(breakpoints: Breakpoint[]): string {
  return breakpoints.map((bp) => HIDE[bp]).join(' ')
}

/**
 * Article grid (CMS-068..075). The server has run the article search for the state in the page URL
 * (`resolveArticleGrids`), so this renders what it found: the filter bar as a GET form (checkboxes and
 * Apply), the cards, and "read more" and "clear all" as links to the same page with the next state.
 * All of it works without JavaScript; with it React Router follows the same links and forms.
 */
export default function ArticleGrid({ block, locale, headingLevel }: BlockProps<ArticleGridBlock>) {
  const { t } = useTranslation(blocksNs)
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const found = block.articles
  if (!found) return null
  // CMS-069: loading while the grid's own filters, clear all or read more fetch this page again; loaded
  // otherwise. Without JavaScript each of them loads the page, and the grid is always loaded.
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname

  const key = block.id ? `articles-${block.id}` : 'articles'
  const titleId = `${key}-title`
  const countId = `${key}-count`
  const cardId = (index: number) => `${key}-${index + 1}`
  const pageSize = found.limit
  const initialTags = block.initialTags
  const state: ArticleGridState = { tags: found.selectedTags, offset: found.offset }
  const href = (next: ArticleGridState, hash = '') =>
    `${pathname}${gridSearch(search, next, initialTags, pageSize)}${hash}`

  const more = readMore(state, pageSize)
  const hasMore = more.offset < found.numFound && more.offset / pageSize < MAX_GRID_PAGES
  const filtered = !sameTags(state.tags, initialTags)
  const cardLevel = block.title ? subLevel(headingLevel) : headingLevel
  const columns = LARGE_COLUMNS[(block.columns ?? 3) as keyof typeof LARGE_COLUMNS] ?? LARGE_COLUMNS[3]

  return (
    <section
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4"
      {...(block.title ? { 'aria-labelledby': titleId } : {})}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'loaded'}
    >
      {block.title ? (
        <Heading level={headingLevel} id={titleId} className="text-2xl font-bold md:text-3xl">
          {block.title}
        </Heading>
      ) : null}

      {found.facets.length > 0 ? (
        // The key remounts the form when the tags change, so its checkboxes start from the new state.
        <Form
          key={state.tags.join(' ')}
          method="get"
          action={pathname}
          preventScrollReset
          className="flex flex-col gap-3"
        >
          {otherParams(search).map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          {/* Always sent, so unticking every box reads as "no filter" rather than "the initial tags". */}
          <input type="hidden" name={GRID_PARAMS.tags} value="" />
          <fieldset className="group/facets">
            <legend className="mb-2 text-sm font-semibold">{t('articleGrid.filters')}</legend>
            <ul className="flex flex-wrap gap-2">
              {found.facets.map((facet, index) => {
                const selected = state.tags.includes(facet.id)
                return (
                  <li
                    key={facet.id}
                    className={cx(
                      hidden(facetHiddenOn(index, selected)),
                      'group-has-[details[open]]/facets:block!',
                    )}
                  >
                    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-500 px-4 py-2 text-sm has-checked:border-gray-900 has-checked:bg-gray-900 has-checked:text-white">
                      <input
                        type="checkbox"
                        name={GRID_PARAMS.tags}
                        value={facet.id}
                        defaultChecked={selected}
                        className="size-4 accent-white"
                      />
                      {facet.label}
                    </label>
                  </li>
                )
              })}
            </ul>
            {found.facets.length > VISIBLE_FACETS.sm ? (
              <details className={cx('group mt-2', hidden(allFacetsFitOn(found.facets.length)))}>
                <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-semibold underline">
                  <span className="group-open:hidden">
                    {t('articleGrid.moreFilters', { total: found.facets.length })}
                  </span>
                  <span className="hidden group-open:inline">{t('articleGrid.fewerFilters')}</span>
                </summary>
              </details>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-secondary">
              {t('articleGrid.apply')}
            </button>
            {filtered ? (
              <Link
                to={href(clearAll(initialTags))}
                preventScrollReset
                className="inline-flex min-h-6 items-center font-semibold underline"
              >
                {t('articleGrid.clearAll')}
              </Link>
            ) : null}
          </div>
        </Form>
      ) : null}

      {found.result.length > 0 ? (
        <>
          <p id={countId} aria-live="polite" className="text-sm text-gray-700">
            {loading
              ? t('articleGrid.loading')
              : t('articleGrid.count', { shown: found.result.length, total: found.numFound })}
          </p>
          <ul
            className={cx(
              'grid grid-cols-1 gap-x-6 gap-y-10 transition-opacity motion-reduce:transition-none',
              columns,
              loading && 'opacity-60',
            )}
          >
            {found.result.map((article, index) => (
              <li key={article.id} id={cardId(index)} className="scroll-mt-4">
                <ArticleCard article={article} locale={locale} level={cardLevel} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p aria-live="polite" className="text-gray-700">
          {t('articleGrid.empty')}
        </p>
      )}

      {hasMore ? (
        <div className="flex justify-center">
          {/* The hash lands the shopper (and the focus start) on the first new article. */}
          <Link
            to={href(more, `#${cardId(more.offset)}`)}
            preventScrollReset
            aria-describedby={countId}
            className="btn-primary"
          >
            {t('articleGrid.readMore')}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
