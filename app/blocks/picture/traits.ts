import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'picture'> = {
  interactive: false,
  media: true,
}
