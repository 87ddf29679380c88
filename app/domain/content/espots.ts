/**
 * The espot map (CMS-017, CONST-029, A18): the content sections editors fill, each laid out as a grid
 * of 16 cells, 2, 3 and 4 columns at sm, md and lg. The spec counts 12 sections and names 11; the
 * twelfth is the home page's.
 */

/** The fixed content pages a screen shows as its content section (CMS-004, CMS-016). */
export type ContentSectionName =
  | 'account'
  | 'cart'
  | 'checkout'
  | 'gift-card'
  | 'loyalty-modal'
  | 'order-confirmation'
  | 'search'
  | 'sign-in-modal'
  | 'sign-up'
  | 'sign-up-modal'
  | 'store-locator'

/** How a section's content is read: a fixed page by name, or a category's or a product's content. */
export type EspotSource =
  | { kind: 'page'; name: ContentSectionName | 'home' }
  | { kind: 'category' }
  | { kind: 'product' }

export interface EspotSection {
  id: string
  source: EspotSource
}

export const ESPOT_SECTIONS: readonly EspotSection[] = [
  { id: 'home', source: { kind: 'page', name: 'home' } },
  { id: 'account', source: { kind: 'page', name: 'account' } },
  { id: 'cart', source: { kind: 'page', name: 'cart' } },
  { id: 'checkout', source: { kind: 'page', name: 'checkout' } },
  { id: 'category', source: { kind: 'category' } },
  { id: 'product', source: { kind: 'product' } },
  { id: 'search', source: { kind: 'page', name: 'search' } },
  { id: 'store-locator', source: { kind: 'page', name: 'store-locator' } },
  { id: 'order-confirmation', source: { kind: 'page', name: 'order-confirmation' } },
  { id: 'gift-card', source: { kind: 'page', name: 'gift-card' } },
  { id: 'sign-in-modal', source: { kind: 'page', name: 'sign-in-modal' } },
  { id: 'sign-up-modal', source: { kind: 'page', name: 'sign-up-modal' } },
]

/** Cells of a section's grid (CONST-029). */
export const ESPOT_GRID_CELLS = 16

/** What a filled cell says of its block: its type and, where it has one, its title or id. */
export interface EspotCell {
  type: string
  label?: string
}

/**
 * A section's 16 cells: its blocks in order, then empty placeholders (null). Blocks past the sixteenth
 * are counted in `overflow`, not dropped silently.
 */
export function espotCells(blocks: readonly { type: string; title?: unknown; id?: unknown }[]): {
  cells: (EspotCell | null)[]
  overflow: number
} {
  const filled = blocks.slice(0, ESPOT_GRID_CELLS).map((block) => {
    const label =
      typeof block.title === 'string' ? block.title : typeof block.id === 'string' ? block.id : undefined
    return label ? { type: block.type, label } : { type: block.type }
  })
  const empty = Array.from({ length: ESPOT_GRID_CELLS - filled.length }, () => null)
  return { cells: [...filled, ...empty], overflow: Math.max(0, blocks.length - ESPOT_GRID_CELLS) }
}
