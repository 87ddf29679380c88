import type { BlockType } from './content.ts'

/**
 * The CMS block types this storefront renders, as plain data for the server (which logs the others)
 * and the block registry (which maps each to its component). No zod here: blocks run in the browser.
 */
export const BLOCK_TYPES = [
  'heroBanner',
  'banner',
  'richText',
  'productCollection',
  'categoryCards',
  'promoBar',
  'spacer',
  'accordion',
  'iconAndText',
  'picture',
] as const satisfies readonly BlockType[]

/** A type error here names a block type of the content schema that the list above lacks. */
const everyTypeListed: Exclude<BlockType, (typeof BLOCK_TYPES)[number]> extends never ? true : never = true
void everyTypeListed

const KNOWN: ReadonlySet<string> = new Set(BLOCK_TYPES)

/** True for a block type the storefront renders. */
export function isKnownBlockType(type: string): type is BlockType {
  return KNOWN.has(type)
}
