import { type ReactNode, useId } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { ProductIdentity, ProductTileCard } from '#app/components/product-tile.tsx'
import { hasCarousel, resolveSlideLayouts } from '#app/domain/content/carousel-rules.ts'
import type { ProductCollectionBlock } from './schema.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import type { ShownTile } from '#app/domain/catalog/product.ts'
import { Carousel } from '../shared/carousel.tsx'
import type { CarouselSlide } from '../shared/carousel-layout.tsx'
import { CmsLink, Heading, subLevel } from '../shared/parts.tsx'
import { KeptItems, useKeptList } from '#app/components/kept-list.tsx'
import { type BlockProps, keptList } from '../block.ts'
import { shownItemCount } from './traits.ts'

const BUTTON = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  link: 'font-semibold underline',
} as const
// Columns where a breakpoint is a grid; a carousel breakpoint ignores them.
const GRID_COLUMNS = 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4'

/** A compact row of the vertical list: thumbnail, name (the row's one link) and price. */
function ProductRow({ product, locale, level }: { product: ShownTile; locale: string; level: 2 | 3 | 4 }) {
  return (
    <div className="relative flex items-center gap-4 py-3">
      <img
        {...productImage(product.image.url, 96)}
        // The name link next to it carries the product's name; the image would only repeat it.
        alt=""
        loading="lazy"
        className="size-24 shrink-0 rounded-md bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <ProductIdentity product={product} locale={locale} headingLevel={level} />
      </div>
    </div>
  )
}

/**
 * Collections (CMS-054..057): `standard` product tiles, a `vertical-list` of compact product rows, or
 * `cta-buttons`, a set of call-to-action buttons. Standard and button collections are a grid or a
 * carousel per breakpoint with the layout's slide sizes and controls (`Carousel`); a grid-only
 * collection renders a plain list and needs no script. The vertical list is always one column.
 */
export default function ProductCollection({
  block,
  locale,
  headingLevel,
}: BlockProps<ProductCollectionBlock>) {
  const { t } = useTranslation(blocksNs)
  const headingId = useId()
  // The tiles are kept as the server drew them (decision 099): the browser hydrating a document has
  // their count, not their products.
  const keptProducts = keptList<ShownTile>(block, 'products')
  const products = useKeptList(keptProducts, block.products)
  // A buttons collection shows its items, never products.
  const kept = block.variant === 'cta-buttons' ? undefined : keptProducts
  if (shownItemCount(block) === 0) return null
  const layouts = resolveSlideLayouts(block.breakpoints)
  const itemLevel = subLevel(headingLevel)
  const tileLevel: 2 | 3 | 4 = itemLevel === 1 ? 2 : itemLevel

  let body: ReactNode
  if (block.variant === 'vertical-list') {
    body = (
      <KeptItems kept={kept} className="flex flex-col divide-y divide-gray-200 border-y border-gray-200">
        {products.map((product) => (
          <li key={product.id}>
            <ProductRow product={product} locale={locale} level={tileLevel} />
          </li>
        ))}
      </KeptItems>
    )
  } else {
    const slides: CarouselSlide[] =
      block.variant === 'cta-buttons'
        ? block.items
            .filter((item) => item.text?.trim())
            .map((item, index) => ({
              key: `${item.url}-${index}`,
              content: (
                <CmsLink
                  target={item}
                  locale={locale}
                  className={`${BUTTON[item.style ?? 'secondary']} w-full text-center`}
                >
                  {item.text}
                </CmsLink>
              ),
            }))
        : products.map((product, index) => ({
            key: product.id,
            content: (
              <ProductTileCard
                product={product}
                locale={locale}
                headingLevel={tileLevel}
                // The product route is looked up ahead once, from the first tile.
                discover={index === 0 ? undefined : 'none'}
              />
            ),
          }))
    body = hasCarousel(layouts) ? (
      <Carousel
        label={block.title ? t('collection.carouselLabel', { title: block.title }) : t('collection.label')}
        layouts={layouts}
        slides={slides}
        kept={kept}
        listClassName={`gap-4 pb-2 ${GRID_COLUMNS}`}
      />
    ) : (
      <KeptItems kept={kept} className={`grid gap-4 ${GRID_COLUMNS}`}>
        {slides.map((slide) => (
          <li key={slide.key}>{slide.content}</li>
        ))}
      </KeptItems>
    )
  }

  return (
    <section aria-labelledby={block.title ? headingId : undefined} className="mx-auto max-w-7xl px-4">
      {block.title || block.textLink?.text ? (
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
      ) : null}
      {body}
    </section>
  )
}
