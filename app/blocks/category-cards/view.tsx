import type { CategoryCardsBlock } from './schema.ts'
import { promotionAttributes } from '../shared/promotion-attributes.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, Heading, subLevel } from '../shared/parts.tsx'

/** Category cards (CMS-053): one link per card, image and title inside it. */
export default function CategoryCards({
  block,
  locale,
  headingLevel,
  priority,
}: BlockProps<CategoryCardsBlock>) {
  if (block.cards.length === 0) return null
  const cardLevel = subLevel(headingLevel)
  return (
    <section
      {...promotionAttributes({
        title: block.title,
        cards: block.cards.map((card) => card.title),
        tracking: block.promotionTracking,
      })}
      className="mx-auto max-w-7xl px-4"
    >
      {block.title ? (
        <Heading level={headingLevel} className="mb-4 text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {block.cards.map((card, index) => (
          <li key={card.id ?? card.target.url}>
            <CmsLink target={card.target} locale={locale} className="category-card">
              <div className="category-card-media">
                {/* The card title names the link; the picture only illustrates it. */}
                <BlockImage
                  media={card.image}
                  alt=""
                  priority={priority && index === 0}
                  className="category-card-image"
                />
              </div>
              <Heading level={cardLevel} className="category-card-title">
                {card.title}
              </Heading>
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
