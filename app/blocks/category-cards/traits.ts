import { type BlockTraits, hasTitle } from '../block.ts'

export const traits: BlockTraits<'categoryCards'> = {
  interactive: false,
  media: true,
  // Without cards it renders nothing, and then no heading.
  heading: (block) => hasTitle(block) && block.cards.length > 0,
}
