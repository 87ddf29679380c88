import { type ComponentType, Suspense, useRef } from 'react'
import { preloadable } from '#app/components/preloadable.ts'
import { StaticIsland } from '#app/components/static-island.tsx'
import { useDocumentValueReader } from '#app/components/document-value.tsx'
import type { Block, BlockType, KnownBlock } from '#app/domain/content/content.ts'
import {
  type BlockProps,
  type BlockTraits,
  hasTitle,
  isKeptBlock,
  type KeptLists,
  type ListedBlock,
} from './block.ts'
import type { DocumentValue, KeptList } from '#app/domain/page/document-value.ts'
import { useDismissed } from './dismissed.tsx'
import { byBlockType } from './folders.ts'
import { useRecommendationClicks } from './recommendation-clicks.ts'
import { cx } from './shared/parts.tsx'

export type { BlockProps } from './block.ts'

/**
 * The block registry: each block folder's traits and view (`app/blocks/<block>/traits.ts` and
 * `view.tsx`), found by globs, by the block type the folder names. Adding a block adds a folder; nothing
 * here lists the block types.
 */

type AnyBlockComponent = ComponentType<BlockProps<KnownBlock>>

// Both maps are built without an effect Rollup can see (`@__PURE__`): deferred-block-list.tsx imports
// this module for the server's render only, and a top-level effect here would put the registry, and
// the framework with it, in every page's first load.

/** What the list knows of each block type before its view loads: in the browser as on the server. */
const TRAITS = /* @__PURE__ */ byBlockType(
  import.meta.glob<BlockTraits<BlockType>>('./*/traits.ts', { eager: true, import: 'traits' }),
)

/**
 * Block type → view, for the server, which renders every block in place (server-blocks.tsx). The
 * browser never loads that map: each block type's view loads on its own, when needed (below).
 */
const SERVER_BLOCKS: ReadonlyMap<string, AnyBlockComponent> | null = import.meta.env.SSR
  ? (await import('./server-blocks.tsx')).VIEWS
  : null

/** The browser's way to each block's view: one chunk per block type, loaded when first needed. */
const BLOCK_MODULES = /* @__PURE__ */ byBlockType(
  import.meta.glob<AnyBlockComponent>('./*/view.tsx', { import: 'default' }),
)

/** Each block type's view as the browser loads it: once loaded, its component renders at once. */
const views = new Map<string, ReturnType<typeof preloadable<AnyBlockComponent>>>()
const lazyBlocks = new Map<string, AnyBlockComponent>()

function viewOf(type: string) {
  let view = views.get(type)
  if (!view) {
    // Made as a list renders, whether or not the view's code is needed (a block the browser keeps as
    // the server drew it never renders): it loads when rendered, or when `loadViews` asks for it.
    view = preloadable(BLOCK_MODULES.get(type)!, { withNavigation: false })
    views.set(type, view)
  }
  return view
}

/** Loads the views of these block types, those this storefront renders (a page about to show them). */
export function loadViews(types: Iterable<string>): Promise<unknown> {
  return Promise.all(
    [...new Set(types)].filter((type) => BLOCK_MODULES.has(type)).map((type) => viewOf(type).load()),
  )
}

/** The component of a block type: in place on the server, a lazily loaded one in the browser. */
function blockComponent(type: BlockType): AnyBlockComponent {
  if (SERVER_BLOCKS) return SERVER_BLOCKS.get(type)!
  let component = lazyBlocks.get(type)
  if (!component) {
    component = viewOf(type).lazy((view) => view)
    lazyBlocks.set(type, component)
  }
  return component
}

/**
 * True for a block this storefront renders: one of the block folders. The registry decides, not the
 * schema module: blocks run in the browser, where zod is not shipped (decision 004).
 */
export function isRenderable(block: Block): block is KnownBlock {
  return TRAITS.has(block.type)
}

/**
 * True when one of the blocks has behaviour in the browser (an interactive view, which hydrates). When
 * none has, a page can keep the server's markup of the whole list and never load the list's code
 * (`DeferredBlockList`'s `hydrates`).
 */
export function hasInteractiveBlock(blocks: readonly ListedBlock[] | null | undefined): boolean {
  return (blocks ?? []).some((block) => TRAITS.get(block.type)?.interactive === true)
}

/** True when the block renders a title heading (so it can take part in the heading rule). */
function rendersHeading(block: KnownBlock): boolean {
  return (TRAITS.get(block.type)?.heading ?? hasTitle)(block)
}

/**
 * A page's blocks as its data carries them (decision 086): a block without behaviour is the document's
 * markup alone, which the browser keeps as the server drew it, so its content goes to `keep` (the
 * route's `forDocument`, which keeps it for the server's render) and the data lists what the list needs
 * to place it. An interactive block's lists without behaviour (`keptLists`, decision 099) go the same
 * way, while the block itself hydrates. A client-side request's data carries everything in full (`keep`
 * gives the value too).
 */
export function keepStaticBlocks(
  blocks: readonly Block[],
  keep: <V extends object>(value: V) => DocumentValue<V>,
): ListedBlock[] {
  return blocks.map((block) => {
    if (!isRenderable(block)) return block
    const traits = TRAITS.get(block.type)
    if (traits?.interactive) return keepLists(block, traits.keptLists ?? [], keep)
    const { type, id, anchorName, titleH1, hideOnBreakpoint } = block
    return {
      type,
      id,
      anchorName,
      titleH1,
      hideOnBreakpoint,
      heading: rendersHeading(block),
      kept: keep(block),
    }
  })
}

/** `block` with each of its non-empty lists `fields` kept for the document (`KeptList`). */
function keepLists(
  block: KnownBlock,
  fields: readonly string[],
  keep: <V extends object>(value: V) => DocumentValue<V>,
): KnownBlock {
  const lists: Record<string, KeptList<unknown>> = {}
  const emptied: Record<string, unknown[]> = {}
  for (const field of fields) {
    const list: unknown = (block as Record<string, unknown>)[field]
    if (!Array.isArray(list) || list.length === 0) continue
    lists[field] = { ...keep(list), length: list.length }
    emptied[field] = []
  }
  if (Object.keys(lists).length === 0) return block
  const keptLists: KeptLists = lists
  return { ...block, ...emptied, keptLists }
}

/**
 * The heading rule (CMS-022, A21): a block with titleH1 gets the h1; otherwise the first block that
 * renders a heading does. Every other block gets h2, so a page never has two h1s. With
 * `firstHeadingLevel` 2 (the route already has its own h1) every block gets h2.
 */
export function headingLevels(blocks: readonly ListedBlock[], firstHeadingLevel: 1 | 2 = 1): Array<1 | 2> {
  const levels = blocks.map((): 1 | 2 => 2)
  if (firstHeadingLevel === 2) return levels
  const candidates = blocks.flatMap((block, index) =>
    (isKeptBlock(block) ? block.heading : isRenderable(block) && rendersHeading(block)) ? [index] : [],
  )
  const forced = candidates.find((index) => blocks[index]?.titleH1 === true)
  const h1 = forced ?? candidates[0]
  if (h1 !== undefined) levels[h1] = 1
  return levels
}

// Tailwind variants per breakpoint for hideOnBreakpoint (CMS-049); literal so Tailwind sees them.
const HIDE = { sm: 'max-md:hidden', md: 'md:max-lg:hidden', lg: 'lg:hidden' } as const

function wrapperClass(block: Pick<KnownBlock, 'hideOnBreakpoint'>): string {
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
  contained = false,
}: {
  blocks: readonly ListedBlock[]
  locale: string
  onUnknown?: (type: string) => void
  /** 2 when the page already has its own h1 (e.g. a category title above its content). */
  firstHeadingLevel?: 1 | 2
  className?: string
  /**
   * The blocks are inside the page's own column (a listing's introduction, a cart, a dialog), whose
   * gutter and line they keep: a block's own centred, padded column (`mx-auto … px-4`, drawn for a
   * content page's full width) is not centred or padded again there (`blocks-contained`,
   * app/styles/components.css).
   */
  contained?: boolean
}) {
  const dismissed = useDismissed()
  const list = useRef<HTMLDivElement>(null)
  useRecommendationClicks(list)
  const levels = headingLevels(blocks, firstHeadingLevel)
  const firstMedia = blocks.findIndex((block) => TRAITS.get(block.type)?.media)
  const read = useDocumentValueReader()
  return (
    <div ref={list} className={contained ? `${className} blocks-contained` : className}>
      {blocks.map((block, index) => {
        if (!isKeptBlock(block) && !isRenderable(block)) {
          onUnknown?.(block.type)
          return null
        }
        const headingLevel = levels[index] ?? 2
        const priority = index === firstMedia
        const wrapper = {
          'data-block': block.type,
          id: block.anchorName,
          // A block with nothing to show leaves no empty box in the page's spacing.
          className: cx(wrapperClass(block), 'empty:hidden'),
        }
        const key = block.id ?? `${block.type}-${index}`
        const Component = blockComponent(block.type)
        if (isKeptBlock(block)) {
          // Its content is the document's markup, which the island keeps; it comes with a client-side
          // request's data, which renders it anew.
          const content = read(block.kept)
          return (
            <StaticIsland key={key} version={[block.kept.version, headingLevel, priority]} {...wrapper}>
              {content ? (
                <Component block={content} locale={locale} headingLevel={headingLevel} priority={priority} />
              ) : null}
            </StaticIsland>
          )
        }
        const props: BlockProps<KnownBlock> = { block, locale, headingLevel, priority, dismissed }
        if (!TRAITS.get(block.type)?.interactive) {
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
