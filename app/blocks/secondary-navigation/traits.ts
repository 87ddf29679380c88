import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'secondaryNavigation'> = {
  // On small screens its list closes on a link click (CMS-122).
  interactive: true,
  // Its title names a navigation; it is not a heading.
  heading: () => false,
}
