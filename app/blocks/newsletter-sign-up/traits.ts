import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'newsletterSignUp'> = {
  // Its form posts in place and shows the answer (FORM-003).
  interactive: true,
}
