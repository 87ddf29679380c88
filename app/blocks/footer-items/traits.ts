import { type BlockTraits, hasTitle } from '../block.ts'

export const traits: BlockTraits<'footerItems'> = {
  interactive: false,
  // Without links it renders nothing, and then no heading.
  heading: (block) => hasTitle(block) && block.groups.some((group) => group.links.length > 0),
}
