import { type BlockTraits, hasTitle } from '../block.ts'
import { collectionItemCount } from '#app/domain/content/carousel-rules.ts'

export const traits: BlockTraits<'productCollection'> = {
  // A carousel's arrows, dots and autoplay run in the browser (CMS-057, CMS-058).
  interactive: true,
  // Without products or buttons it renders nothing, and then no heading.
  heading: (block) => hasTitle(block) && collectionItemCount(block) > 0,
}
