import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'banner'> = {
  interactive: false,
  media: true,
  // Its titleHtml is its title too; a hidden title is no heading.
  heading: (block) => Boolean(block.title || block.titleHtml) && !block.hideTitle,
}
