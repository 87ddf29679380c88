import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'dialog'> = {
  // It opens and closes in the browser, from the page's `#modal` links (CMS-059, CMS-024).
  interactive: true,
  // Its title is inside the dialog, never the page's heading.
  heading: () => false,
}
