import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'videoPlayer'> = {
  // Its player is set up, plays and pauses in the browser (CMS-086..090).
  interactive: true,
}
