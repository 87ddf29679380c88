import type { BlockType } from './content.ts'

/**
 * The CMS block types this storefront renders, as plain data for the server (which logs the others)
 * and the block registry (which maps each to its component). No zod here: blocks run in the browser.
 */
export const BLOCK_TYPES = [
  'videoPlayer',
  'dialog',
  'productRecommendations',
  'productUpsell',
  'heroBanner',
  'banner',
  'richText',
  'productCollection',
  'categoryCards',
  'promoBar',
  'benefitBar',
  'spacer',
  'accordion',
  'iconAndText',
  'picture',
  'linkedCard',
  'multiLinkCard',
  'articleGrid',
  'relatedArticles',
  'secondaryNavigation',
  'filterBy',
  'footerItems',
  'eventSignUp',
  'newsletterSignUp',
  'ugcGallery',
] as const satisfies readonly BlockType[]

/** A type error here names a block type of the content schema that the list above lacks. */
const everyTypeListed: Exclude<BlockType, (typeof BLOCK_TYPES)[number]> extends never ? true : never = true
void everyTypeListed

/** blocks with client behaviour: the browser loads and hydrates these; the others are never hydrated and ship no code */
export const INTERACTIVE_BLOCK_TYPES: ReadonlySet<BlockType> = new Set<BlockType>([
  'videoPlayer',
  'dialog',
  'productCollection',
  'promoBar',
  'benefitBar',
  'secondaryNavigation',
  // Its filters, clear all and read more navigate in place, with a loading state (CMS-069).
  'articleGrid',
  // Its join form posts in place and shows the confirmation (FORM-010).
  'eventSignUp',
  // Its form posts in place and shows the answer (FORM-003).
  'newsletterSignUp',
  // Its provider's widget loads and is created after mount, and goes when the shopper leaves (CAT-046, CAT-047).
  'ugcGallery',
])

const KNOWN: ReadonlySet<string> = new Set(BLOCK_TYPES)

/** True for a block type the storefront renders. */
export function isKnownBlockType(type: string): type is BlockType {
  return KNOWN.has(type)
}
