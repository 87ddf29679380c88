import type { Article } from '#app/domain/content/content.ts'
import { BlockImage, CmsLink, Heading, type HeadingLevel } from './parts.tsx'

/** An article as a card: picture, eyebrow, title (the link, stretched over the card) and page date. */
export function ArticleCard({
  article,
  locale,
  level,
}: {
  article: Article
  locale: string
  level: HeadingLevel
}) {
  return (
    <article className="relative flex h-full flex-col gap-2">
      {article.picture ? (
        <BlockImage
          media={article.picture}
          priority={false}
          className="aspect-[4/3] w-full rounded-md bg-gray-100 object-cover"
        />
      ) : null}
      {article.eyebrow ? (
        <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{article.eyebrow}</p>
      ) : null}
      <Heading level={level} className="text-lg leading-snug font-bold">
        <CmsLink
          target={{ url: article.url }}
          locale={locale}
          className="underline-offset-2 after:absolute after:inset-0 hover:underline"
        >
          {article.title}
        </CmsLink>
      </Heading>
      {article.date ? (
        <time dateTime={article.date} className="text-sm text-gray-700">
          {article.displayDate ?? article.date}
        </time>
      ) : null}
    </article>
  )
}
