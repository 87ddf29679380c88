import type { Block } from './content-blocks.ts'

/** A valid gallery block: one that failed its schema has the type `invalid:ugcGallery`. */
const isGallery = (block: Pick<Block, 'type'>): boolean => block.type === 'ugcGallery'

/**
 * A category's content around its listing (decision 059): the introduction goes above the products,
 * the customer-photo galleries (CMS-085) after them. Whatever the editors' order, a shopper meets the
 * products before the photos, and photos that a gallery's script draws later never move them. Types
 * only: the listing's first load carries no block schema.
 */
export function listingContentParts<B extends Pick<Block, 'type'>>(
  blocks: readonly B[],
): { lead: B[]; galleries: B[] } {
  const lead: B[] = []
  const galleries: B[] = []
  for (const block of blocks) (isGallery(block) ? galleries : lead).push(block)
  return { lead, galleries }
}
