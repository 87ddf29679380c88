import { type BlockTraits, hasTitle } from '../block.ts'

export const traits: BlockTraits<'productRecommendations'> = {
  interactive: false,
  // Hidden without products, and then no heading.
  heading: (block) => hasTitle(block) && block.products.length > 0,
}
