import { isKnownBlock, type Block } from './content-blocks.ts'

/**
 * A category's content around its listing (decision 059): the introduction goes above the products,
 * the customer-photo galleries (CMS-085) after them. Whatever the editors' order, a shopper on a phone
 * sees the first products on the first screen, and photos that a gallery's script draws later never
 * move them.
 */
export function listingContentParts(blocks: readonly Block[]): { lead: Block[]; galleries: Block[] } {
  const lead: Block[] = []
  const galleries: Block[] = []
  for (const block of blocks) {
    if (isKnownBlock(block) && block.type === 'ugcGallery') galleries.push(block)
    else lead.push(block)
  }
  return { lead, galleries }
}
