import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { RELATED_ARTICLES_LIMIT } from '#app/domain/content/articles.ts'
import type { RelatedArticlesBlock } from './schema.ts'
import { ArticleCard } from '../shared/article-card.tsx'
import type { BlockProps } from '../block.ts'
import { Heading, subLevel } from '../shared/parts.tsx'

/**
 * Related articles (CMS-012): up to four children of a parent page, found on the server
 * (`resolveRelatedArticles`). With none, nothing renders: no title over an empty list.
 */
export default function RelatedArticles({ block, locale, headingLevel }: BlockProps<RelatedArticlesBlock>) {
  const { t } = useTranslation(blocksNs)
  const articles = (block.articles ?? []).slice(0, RELATED_ARTICLES_LIMIT)
  if (articles.length === 0) return null
  const titleId = block.id ? `related-${block.id}-title` : 'related-title'
  return (
    <section
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4"
      {...(block.title ? { 'aria-labelledby': titleId } : { 'aria-label': t('relatedArticles.label') })}
    >
      {block.title ? (
        <Heading level={headingLevel} id={titleId} className="text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <ul className="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              locale={locale}
              level={block.title ? subLevel(headingLevel) : headingLevel}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
