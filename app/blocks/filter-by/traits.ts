import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'filterBy'> = {
  interactive: false,
  // Its title names a navigation; it is not a heading.
  heading: () => false,
}
