import { type BlockTraits, hasTitle } from '../block.ts'
import { visibleUpsellItems } from '#app/domain/content/upsell.ts'

export const traits: BlockTraits<'productUpsell'> = {
  interactive: false,
  // Hidden when no item is in stock, and then no heading.
  heading: (block) => hasTitle(block) && visibleUpsellItems(block).length > 0,
}
