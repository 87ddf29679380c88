import { type ComponentType, Fragment } from 'react'
import type { Block, BlockType, KnownBlock } from '#app/models/content.ts'
import { Accordion } from './accordion.tsx'
import { Banner } from './banner.tsx'
import { CategoryCards } from './category-cards.tsx'
import { HeroBanner } from './hero-banner.tsx'
import { IconAndText } from './icon-and-text.tsx'
import { PictureBlockView } from './picture.tsx'
import { ProductCollection } from './product-collection.tsx'
import { PromoBar } from './promo-bar.tsx'
import { RichText } from './rich-text.tsx'
import type { BlockProps } from './shared.tsx'
import { Spacer } from './spacer.tsx'

export type { BlockProps } from './shared.tsx'

type BlockRegistry = { [T in BlockType]: ComponentType<BlockProps<Extract<KnownBlock, { type: T }>>> }

/** CMS block type → component. A type missing here is skipped by BlockList and reported. */
export const BLOCKS: BlockRegistry = {
  heroBanner: HeroBanner,
  banner: Banner,
  richText: RichText,
  productCollection: ProductCollection,
  categoryCards: CategoryCards,
  promoBar: PromoBar,
  spacer: Spacer,
  accordion: Accordion,
  iconAndText: IconAndText,
  picture: PictureBlockView,
}

/**
 * True for a block this storefront renders. The registry decides, not the schema module: blocks run in
 * the browser, where zod is not shipped (decision 004).
 */
export function isRenderable(block: Block): block is KnownBlock {
  return Object.hasOwn(BLOCKS, block.type)
}

/** Blocks whose image can be the page's largest contentful paint. */
const MEDIA_BLOCKS: ReadonlySet<string> = new Set(['heroBanner', 'banner', 'picture', 'categoryCards'])

/** True when the block renders a title heading (so it can take part in the heading rule). */
function rendersHeading(block: KnownBlock): boolean {
  if (!('title' in block) || !block.title) return false
  if (block.type === 'banner' && block.hideTitle) return false
  if (block.type === 'productCollection' && block.products.length === 0) return false
  if (block.type === 'categoryCards' && block.cards.length === 0) return false
  return true
}

/**
 * The heading rule (CMS-022, A21): a block with titleH1 gets the h1; otherwise the first block that
 * renders a heading does. Every other block gets h2, so a page never has two h1s. With
 * `firstHeadingLevel` 2 (the route already has its own h1) every block gets h2.
 */
export function headingLevels(blocks: readonly Block[], firstHeadingLevel: 1 | 2 = 1): Array<1 | 2> {
  const levels = blocks.map((): 1 | 2 => 2)
  if (firstHeadingLevel === 2) return levels
  const candidates = blocks.flatMap((block, index) =>
    isRenderable(block) && rendersHeading(block) ? [index] : [],
  )
  const forced = candidates.find((index) => blocks[index]?.titleH1 === true)
  const h1 = forced ?? candidates[0]
  if (h1 !== undefined) levels[h1] = 1
  return levels
}

// Tailwind variants per breakpoint for hideOnBreakpoint (CMS-049); literal so Tailwind sees them.
const HIDE = { sm: 'max-md:hidden', md: 'md:max-lg:hidden', lg: 'lg:hidden' } as const

function wrapperClass(block: KnownBlock): string {
  const hide = block.hideOnBreakpoint
  if (!hide) return ''
  return (['sm', 'md', 'lg'] as const)
    .filter((bp) => hide[bp])
    .map((bp) => HIDE[bp])
    .join(' ')
}

/**
 * Renders a page's blocks in order. An unknown (or invalid) block renders nothing and is reported
 * through `onUnknown` during render, so the server can log it.
 */
export function BlockList({
  blocks,
  locale,
  onUnknown,
  firstHeadingLevel = 1,
  className = 'flex flex-col gap-10',
}: {
  blocks: readonly Block[]
  locale: string
  onUnknown?: (type: string) => void
  /** 2 when the page already has its own h1 (e.g. a category title above its content). */
  firstHeadingLevel?: 1 | 2
  className?: string
}) {
  const levels = headingLevels(blocks, firstHeadingLevel)
  const firstMedia = blocks.findIndex((block) => isRenderable(block) && MEDIA_BLOCKS.has(block.type))
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        if (!isRenderable(block)) {
          onUnknown?.(block.type)
          return null
        }
        // The registry pairs each type with its component; TypeScript cannot follow that through an index.
        const Component = BLOCKS[block.type] as ComponentType<BlockProps<KnownBlock>>
        const element = (
          <Component
            block={block}
            locale={locale}
            headingLevel={levels[index] ?? 2}
            priority={index === firstMedia}
          />
        )
        const hide = wrapperClass(block)
        const key = block.id ?? `${block.type}-${index}`
        if (!block.anchorName && !hide) return <Fragment key={key}>{element}</Fragment>
        return (
          <div key={key} id={block.anchorName} className={hide || undefined}>
            {element}
          </div>
        )
      })}
    </div>
  )
}
