import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'linkedCard'> = {
  interactive: false,
  media: true,
}
