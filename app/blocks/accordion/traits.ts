import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'accordion'> = {
  interactive: false,
}
