import { useId } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { PriceTag } from '#app/components/price-tag.tsx'
import type { ProductRecommendationsBlock, RecommendedProductCard } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { cardPrice } from '../shared/card-price.ts'
import { CmsLink, Heading, subLevel } from '../shared/parts.tsx'
import { formatRating } from '#app/domain/market/site.ts'

/** The most products a recommendations block shows (impressions count up to 24, CONST-025). */
export const MAX_RECOMMENDED = 24

// Cards per row by card width (CONST-025) from md, literal so Tailwind sees them.
const COLUMNS = {
  '3-cards': 'md:grid-cols-3',
  '5-cards': 'md:grid-cols-3 lg:grid-cols-5',
  '6-cards': 'md:grid-cols-4 lg:grid-cols-6',
} as const

/** The rating a card shows: only with the block's rating on, a score and showScore not turned off. */
function shownRating(card: RecommendedProductCard, showRating: boolean): number | null {
  const rating = card.rating
  return showRating && rating && rating.showScore && rating.score > 0 ? rating.score : null
}

/**
 * Product recommendations (CMS-083): the widget's products the server filled in, as a carousel on a
 * phone (a strip of cards that swipes and scrolls, two and a bit in view: CSS scroll snap, no script)
 * and a grid of 3, 5 or 6 cards per row from md; hidden when there are none. Server-rendered only: no
 * client code.
 * The server sends the impression when it fills the block (CAT-029); a click on a card is reported
 * from the data on it by the block list (`useRecommendationClicks`, CAT-030).
 */
export default function RecommendationsBlock({
  block,
  locale,
  headingLevel,
}: BlockProps<ProductRecommendationsBlock>) {
  const { t } = useTranslation(blocksNs)
  const headingId = useId()
  const products = block.products.slice(0, MAX_RECOMMENDED)
  if (products.length === 0) return null
  const cardHeading = subLevel(headingLevel)
  return (
    <section
      aria-labelledby={block.title ? headingId : undefined}
      aria-label={block.title ? undefined : t('recommendations.label')}
      className="mx-auto max-w-7xl px-4"
      data-rec-widget={block.widgetId}
    >
      {block.title ? (
        <Heading level={headingLevel} id={headingId} className="mb-4 text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <ul className={`rec-block-list ${COLUMNS[block.cardWidth]}`}>
        {products.map((card) => {
          const price = cardPrice(card.price, card.currency)
          const score = shownRating(card, block.showRating)
          return (
            <li
              key={card.id}
              className="rec-block-card"
              data-rec-token={card.recToken}
              data-rec-product={card.id}
            >
              <img
                src={card.image.src}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="rec-image"
              />
              <Heading level={cardHeading} className="text-sm font-semibold">
                {/* The whole card is the link's target area (the pseudo-element covers it). */}
                <CmsLink
                  target={{ url: card.url }}
                  locale={locale}
                  className="after:absolute after:inset-0 hover:underline"
                >
                  {card.title}
                </CmsLink>
              </Heading>
              {price ? <PriceTag price={price} locale={locale} className="text-sm" /> : null}
              {score ? (
                <p className="text-sm text-gray-700">
                  <span aria-hidden="true">★ {formatRating(score, locale)}</span>
                  <span className="sr-only">
                    {t('recommendations.rating', { score: formatRating(score, locale) })}
                  </span>
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
