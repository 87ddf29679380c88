import { type BlockTraits, hasTitle } from '../block.ts'

export const traits: BlockTraits<'articleGrid'> = {
  // Its filters, clear all and read more navigate in place, with a loading state (CMS-069).
  interactive: true,
  // Filled on the server; without results it renders nothing.
  heading: (block) => hasTitle(block) && Boolean(block.articles),
}
