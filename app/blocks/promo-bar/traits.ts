import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'promoBar'> = {
  // Its messages rotate, with dots, arrows and a pause button (CMS-107), and it closes in place (CMS-106).
  interactive: true,
}
