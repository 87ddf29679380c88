import { type BlockTraits, hasTitle } from '../block.ts'

export const traits: BlockTraits<'relatedArticles'> = {
  interactive: false,
  // Filled on the server; without results it renders nothing.
  heading: (block) => hasTitle(block) && Boolean(block.articles?.length),
}
