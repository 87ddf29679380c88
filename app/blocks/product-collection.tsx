import { useId } from 'react'
import { useTranslation } from '#app/components/i18n.tsx'
import { ProductTileCard } from '#app/components/product-tile.tsx'
import type { ProductCollectionBlock } from '#app/models/content.ts'
import { type BlockProps, CmsLink, cx, Heading, subLevel } from './shared.tsx'

type Kind = 'grid' | 'carousel'

// Literal class lists per breakpoint (base, md, lg) so Tailwind sees every class in the source.
// A carousel is a scroll-snap list: it scrolls by touch, trackpad and keyboard with no JavaScript.
const SCROLLER: Record<Kind, readonly [string, string, string]> = {
  grid: ['', 'md:overflow-visible md:snap-none', 'lg:overflow-visible lg:snap-none'],
  carousel: [
    'overflow-x-auto snap-x snap-mandatory scroll-smooth',
    'md:overflow-x-auto md:snap-x md:snap-mandatory',
    'lg:overflow-x-auto lg:snap-x lg:snap-mandatory',
  ],
}
const LIST: Record<Kind, readonly [string, string, string]> = {
  grid: ['grid grid-cols-2 gap-4', 'md:grid md:grid-cols-3 md:pb-0', 'lg:grid lg:grid-cols-4 lg:pb-0'],
  carousel: ['flex gap-4 pb-4', 'md:flex md:pb-4', 'lg:flex lg:pb-4'],
}
const ITEM: Record<Kind, readonly [string, string, string]> = {
  grid: ['', 'md:w-auto md:shrink', 'lg:w-auto lg:shrink'],
  carousel: [
    'w-[45%] shrink-0 snap-start',
    'md:w-[30%] md:shrink-0 md:snap-start',
    'lg:w-[22%] lg:shrink-0 lg:snap-start',
  ],
}

/** CMS-057: type per breakpoint; a missing breakpoint inherits the smaller one. */
function resolveKinds(bp: ProductCollectionBlock['breakpoints']): [Kind, Kind, Kind] {
  const sm = bp.sm?.type ?? bp.md?.type ?? bp.lg?.type ?? 'grid'
  const md = bp.md?.type ?? sm
  const lg = bp.lg?.type ?? md
  return [sm, md, lg]
}

function pick(kinds: [Kind, Kind, Kind], table: Record<Kind, readonly [string, string, string]>): string {
  return cx(...([0, 1, 2] as const).map((i) => table[kinds[i]][i]))
}

/** Product collection (CMS-054): tiles inlined by the augmented page, as a grid or carousel per breakpoint. */
export function ProductCollection({ block, locale, headingLevel }: BlockProps<ProductCollectionBlock>) {
  const { t } = useTranslation('content')
  const headingId = useId()
  if (block.products.length === 0) return null
  const kinds = resolveKinds(block.breakpoints)
  const scrolls = kinds.includes('carousel')
  const tileHeading = subLevel(headingLevel)

  return (
    <section aria-labelledby={block.title ? headingId : undefined} className="mx-auto max-w-7xl px-4">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        {block.title ? (
          <Heading level={headingLevel} id={headingId} className="text-2xl font-bold">
            {block.title}
          </Heading>
        ) : null}
        {block.textLink?.text ? (
          <CmsLink target={block.textLink} locale={locale} className="font-semibold underline">
            {block.textLink.text}
          </CmsLink>
        ) : null}
      </div>
      <div
        className={pick(kinds, SCROLLER)}
        {...(scrolls
          ? {
              role: 'region',
              'aria-label': block.title
                ? t('collection.carouselLabel', { title: block.title })
                : t('collection.label'),
              // Focusable so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
              tabIndex: 0,
            }
          : {})}
      >
        <ul className={pick(kinds, LIST)}>
          {block.products.map((product) => (
            <li key={product.id} className={pick(kinds, ITEM)}>
              <ProductTileCard
                product={product}
                locale={locale}
                headingLevel={tileHeading === 1 ? 2 : tileHeading}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
