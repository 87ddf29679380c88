import type { BlockTraits } from '../block.ts'

export const traits: BlockTraits<'ugcGallery'> = {
  // Its provider's widget loads and is created after mount, and goes when the shopper leaves (CAT-046, CAT-047).
  interactive: true,
  // Whether it shows depends on the path (CAT-044): never the page's h1.
  heading: () => false,
}
