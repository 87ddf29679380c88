import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'eventSignUp'> = {
  // Its join form posts in place and shows the confirmation (FORM-010).
  interactive: true,
}
