import { type BlockTraits, hasTitle, keptList } from '../block.ts'
import { collectionItemCount } from '#app/domain/content/carousel-rules.ts'
import type { ProductCollectionBlock } from './schema.ts'

/** How many products or buttons the collection shows, its products kept for the document included. */
export function shownItemCount(block: ProductCollectionBlock): number {
  return collectionItemCount(block) + (keptList(block, 'products')?.length ?? 0)
}

export const traits: BlockTraits<'productCollection'> = {
  // A carousel's arrows, dots and autoplay run in the browser (CMS-057, CMS-058).
  interactive: true,
  // Its product tiles are links and a favourites form, nothing that needs hydrating: their markup is
  // the document's alone (decision 099).
  keptLists: ['products'],
  // Without products or buttons it renders nothing, and then no heading.
  heading: (block) => hasTitle(block) && shownItemCount(block) > 0,
}
