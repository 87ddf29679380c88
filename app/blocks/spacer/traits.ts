import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'spacer'> = {
  interactive: false,
}
