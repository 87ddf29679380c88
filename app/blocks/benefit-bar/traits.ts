import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'benefitBar'> = {
  // With JavaScript it closes in place; without, the close is a form post (CMS-077).
  interactive: true,
  // Its title is bar copy, not a heading.
  heading: () => false,
}
