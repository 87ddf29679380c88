import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useRef } from 'react'
import { StaticIsland, useStaticLinks } from '#app/components/static-island.tsx'
import { useRecommendationClicks } from './recommendation-clicks.ts'
import { INTERACTIVE_BLOCK_TYPES, isKnownBlockType } from '#app/models/block-types.ts'
import { collectionItemCount } from '#app/models/carousel.ts'
import { visibleUpsellItems } from '#app/models/upsell.ts'
import type { Block, BlockType, KnownBlock } from '#app/models/content.ts'
import { useDismissed } from './dismissed.tsx'

import { type BlockProps, type BlockRegistry, cx } from './shared.tsx'

export type { BlockProps } from './shared.tsx'

/**
 * CMS block type → component, for the server, which renders every block in place (server-blocks.tsx).
 * The browser never loads that map: each block type's module loads on its own, when needed (below).
 */
const SERVER_BLOCKS: BlockRegistry | null = import.meta.env.SSR
  ? (await import('./server-blocks.tsx')).BLOCKS
  : null

type AnyBlockComponent = ComponentType<BlockProps<KnownBlock>>

/** The browser's way to each block's module: one chunk per block type, loaded when first needed. */
const BLOCK_MODULES: {
  [T in BlockType]: () => Promise<ComponentType<BlockProps<Extract<KnownBlock, { type: T }>>>>
} = {
  videoPlayer: () => import('./video-player.tsx').then((m) => m.VideoPlayer),
  dialog: () => import('./dialog-block.tsx').then((m) => m.DialogBlock),
  productRecommendations: () => import('./recommendations-block.tsx').then((m) => m.RecommendationsBlock),
  productUpsell: () => import('./upsell.tsx').then((m) => m.Upsell),
  heroBanner: () => import('./hero-banner.tsx').then((m) => m.HeroBanner),
  banner: () => import('./banner.tsx').then((m) => m.Banner),
  richText: () => import('./rich-text.tsx').then((m) => m.RichText),
  productCollection: () => import('./product-collection.tsx').then((m) => m.ProductCollection),
  categoryCards: () => import('./category-cards.tsx').then((m) => m.CategoryCards),
  promoBar: () => import('./promo-bar.tsx').then((m) => m.PromoBar),
  benefitBar: () => import('./benefit-bar.tsx').then((m) => m.BenefitBar),
  spacer: () => import('./spacer.tsx').then((m) => m.Spacer),
  accordion: () => import('./accordion.tsx').then((m) => m.Accordion),
  iconAndText: () => import('./icon-and-text.tsx').then((m) => m.IconAndText),
  picture: () => import('./picture.tsx').then((m) => m.PictureBlockView),
  linkedCard: () => import('./linked-card.tsx').then((m) => m.LinkedCard),
  multiLinkCard: () => import('./multi-link-card.tsx').then((m) => m.MultiLinkCard),
  articleGrid: () => import('./article-grid.tsx').then((m) => m.ArticleGrid),
  relatedArticles: () => import('./related-articles.tsx').then((m) => m.RelatedArticles),
  secondaryNavigation: () => import('./secondary-nav.tsx').then((m) => m.SecondaryNavigation),
  filterBy: () => import('./filter-by.tsx').then((m) => m.FilterBy),
  footerItems: () => import('./footer-items.tsx').then((m) => m.FooterItems),
  eventSignUp: () => import('./event-sign-up.tsx').then((m) => m.EventSignUp),
  newsletterSignUp: () => import('./newsletter-sign-up.tsx').then((m) => m.NewsletterSignUp),
  ugcGallery: () => import('./ugc-gallery.tsx').then((m) => m.UgcGallery),
}

const lazyBlocks = new Map<BlockType, LazyExoticComponent<AnyBlockComponent>>()

/** The component of a block type: in place on the server, a lazily loaded one in the browser. */
function blockComponent(type: BlockType): AnyBlockComponent | LazyExoticComponent<AnyBlockComponent> {
  if (SERVER_BLOCKS) return SERVER_BLOCKS[type] as AnyBlockComponent
  let component = lazyBlocks.get(type)
  if (!component) {
    const load = BLOCK_MODULES[type] as () => Promise<AnyBlockComponent>
    component = lazy(() => load().then((loaded) => ({ default: loaded })))
    lazyBlocks.set(type, component)
  }
  return component
}

/**
 * True for a block this storefront renders. The registry decides, not the schema module: blocks run in
 * the browser, where zod is not shipped (decision 004).
 */
export function isRenderable(block: Block): block is KnownBlock {
  return isKnownBlockType(block.type)
}

/** Blocks whose image can be the page's largest contentful paint. */
const MEDIA_BLOCKS: ReadonlySet<string> = new Set([
  'heroBanner',
  'banner',
  'picture',
  'categoryCards',
  'linkedCard',
  'multiLinkCard',
])

/** True when the block renders a title heading (so it can take part in the heading rule). */
function rendersHeading(block: KnownBlock): boolean {
  // A banner's or hero's titleHtml is its title too; a hidden banner title is no heading.
  if (block.type === 'banner' || block.type === 'heroBanner') {
    return Boolean(block.title || block.titleHtml) && !(block.type === 'banner' && block.hideTitle)
  }
  if (!('title' in block) || !block.title) return false
  // A dialog's title is inside the dialog, never the page's heading.
  if (block.type === 'dialog') return false
  if (block.type === 'productRecommendations' && block.products.length === 0) return false
  if (block.type === 'productUpsell' && visibleUpsellItems(block).length === 0) return false
  if (block.type === 'productCollection' && collectionItemCount(block) === 0) return false
  // The benefit bar's title is bar copy, not a heading.
  if (block.type === 'benefitBar') return false
  if (block.type === 'categoryCards' && block.cards.length === 0) return false
  // Filled on the server; without results these render nothing.
  if (block.type === 'articleGrid' && !block.articles) return false
  if (block.type === 'relatedArticles' && !block.articles?.length) return false
  if (block.type === 'footerItems' && !block.groups.some((group) => group.links.length > 0)) return false
  // Their titles name a navigation; they are not headings.
  if (block.type === 'secondaryNavigation' || block.type === 'filterBy') return false
  // Whether it shows depends on the path (CAT-044): never the page's h1.
  if (block.type === 'ugcGallery') return false
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
  const dismissed = useDismissed()
  const list = useRef<HTMLDivElement>(null)
  useStaticLinks(list)
  useRecommendationClicks(list)
  const levels = headingLevels(blocks, firstHeadingLevel)
  const firstMedia = blocks.findIndex((block) => isRenderable(block) && MEDIA_BLOCKS.has(block.type))
  return (
    <div ref={list} className={className}>
      {blocks.map((block, index) => {
        if (!isRenderable(block)) {
          onUnknown?.(block.type)
          return null
        }
        const props: BlockProps<KnownBlock> = {
          block,
          locale,
          headingLevel: levels[index] ?? 2,
          priority: index === firstMedia,
          dismissed,
        }
        const wrapper = {
          'data-block': block.type,
          id: block.anchorName,
          // A block with nothing to show leaves no empty box in the page's spacing.
          className: cx(wrapperClass(block), 'empty:hidden'),
        }
        const key = block.id ?? `${block.type}-${index}`
        const Component = blockComponent(block.type)
        if (!INTERACTIVE_BLOCK_TYPES.has(block.type)) {
          // A block without client behaviour: the browser loads its code only when its data changes.
          return (
            <StaticIsland key={key} version={block} {...wrapper}>
              <Component {...props} />
            </StaticIsland>
          )
        }
        // A block with client behaviour hydrates once its module is in; until then React keeps the
        // server's HTML, whose links and forms work as they do without JavaScript.
        return (
          <div key={key} {...wrapper}>
            <Suspense fallback={null}>
              <Component {...props} />
            </Suspense>
          </div>
        )
      })}
    </div>
  )
}
