import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'richText'> = {
  interactive: false,
}
