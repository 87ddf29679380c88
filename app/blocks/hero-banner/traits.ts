import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'heroBanner'> = {
  interactive: false,
  media: true,
  // Its titleHtml is its title too.
  heading: (block) => Boolean(block.title || block.titleHtml),
}
