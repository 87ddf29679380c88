import type { Block, BlockType, KnownBlock } from '#app/domain/content/content.ts'
import type { DocumentValue, KeptList } from '#app/domain/page/document-value.ts'

/**
 * What a block folder (`app/blocks/<block>/`) gives the block list, besides its schema: the props its
 * view (`view.tsx`, default export) takes, and its traits (`traits.ts`, exported as `traits`).
 */

/** A block of one type. */
export type BlockOf<T extends BlockType> = Extract<KnownBlock, { type: T }>

/** What every block's view receives from the registry. Blocks never fetch: all data is in `block`. */
export interface BlockProps<B> {
  block: B
  /** URL locale, e.g. `en-us`; CMS links are locale-less and get it prefixed. */
  locale: string
  /** The block title's level under the heading rule (A21): 1 for exactly one block per page. */
  headingLevel: 1 | 2
  /** The page's first media block: its image is the likely LCP, so it loads eagerly at high priority. */
  priority: boolean
  /** What the shopper has closed (`promoBar`, `benefitBar`), from their cookies: those bars render nothing. */
  dismissed?: ReadonlySet<string>
}

/**
 * What the block list knows of a block type before its view has loaded: plain data and functions (no
 * zod, no React), which the browser's registry reads for every block on the page.
 */
export interface BlockTraits<T extends BlockType> {
  /**
   * It has client behaviour: the browser loads its view and hydrates it. Without, the block is a static
   * island (decision 025): never hydrated, its code loaded only when its data changes.
   */
  interactive: boolean
  /** Its image can be the page's largest contentful paint: the page's first such block loads it eagerly. */
  media?: boolean
  /**
   * Whether it renders a title heading, so it takes part in the heading rule (CMS-022, A21); when not
   * given, whether it has a title (`hasTitle`).
   */
  heading?: (block: BlockOf<T>) => boolean
  /**
   * Lists of an interactive block whose items have no behaviour of their own (a carousel's product
   * tiles): markup alone in a document, which the browser keeps, while the block around them hydrates
   * (decision 099). A document's data carries each such list as a `KeptList`, not its items.
   */
  keptLists?: readonly (keyof BlockOf<T> & string)[]
}

/** True when the block has a title: by default, the title a block renders as its heading. */
export function hasTitle(block: KnownBlock): boolean {
  return 'title' in block && Boolean(block.title)
}

/**
 * A block without behaviour as a document's data carries it (decision 086): what the list needs to
 * place it (its type, anchor, breakpoints, whether it renders a heading), its content the document's
 * markup alone, which the browser keeps. A client-side request's data brings the content too.
 */
export interface KeptBlock {
  type: BlockType
  kept: DocumentValue<KnownBlock>
  heading: boolean
  id?: string
  anchorName?: string
  titleH1?: boolean
  hideOnBreakpoint?: KnownBlock['hideOnBreakpoint']
}

/**
 * The lists a block's data keeps for the document, by field (`BlockTraits.keptLists`, decision 099),
 * each list field itself empty then.
 */
export type KeptLists = Readonly<Record<string, KeptList<unknown> | undefined>>

/** The kept form of `block`'s list `field`, when the document's data keeps it. */
export function keptList<T>(block: object, field: string): KeptList<T> | undefined {
  const lists = (block as { keptLists?: KeptLists }).keptLists
  return lists?.[field] as KeptList<T> | undefined
}

/** A block as a page's data lists it: in full, or kept for the document (`KeptBlock`). */
export type ListedBlock = Block | KeptBlock

export function isKeptBlock(block: ListedBlock): block is KeptBlock {
  return 'kept' in block
}
