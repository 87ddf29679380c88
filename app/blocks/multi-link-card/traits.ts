import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'multiLinkCard'> = {
  interactive: false,
  media: true,
}
