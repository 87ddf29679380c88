import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'iconAndText'> = {
  interactive: false,
}
