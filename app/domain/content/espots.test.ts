import { describe, expect, it } from 'vitest'
import { ESPOT_GRID_CELLS, ESPOT_SECTIONS, espotCells } from './espots.ts'

describe('espot map', () => {
  it('CMS-017 CONST-029 A18 has 12 sections: the 11 the spec names and the home page', () => {
    expect(ESPOT_SECTIONS.map((s) => s.id)).toEqual([
      'home',
      'account',
      'cart',
      'checkout',
      'category',
      'product',
      'search',
      'store-locator',
      'order-confirmation',
      'gift-card',
      'sign-in-modal',
      'sign-up-modal',
    ])
  })

  it('CMS-017 CONST-029 a section is 16 cells: its blocks in order, then placeholders', () => {
    const { cells, overflow } = espotCells([
      { type: 'banner', title: 'Spring' },
      { type: 'richText', id: 'note' },
      { type: 'spacer' },
    ])
    expect(ESPOT_GRID_CELLS).toBe(16)
    expect(cells).toHaveLength(16)
    expect(cells.slice(0, 3)).toEqual([
      { type: 'banner', label: 'Spring' },
      { type: 'richText', label: 'note' },
      { type: 'spacer' },
    ])
    expect(cells.slice(3).every((cell) => cell === null)).toBe(true)
    expect(overflow).toBe(0)
  })

  it('CMS-017 blocks past the sixteenth are counted, not shown', () => {
    const { cells, overflow } = espotCells(Array.from({ length: 18 }, () => ({ type: 'banner' })))
    expect(cells).toHaveLength(16)
    expect(cells.every((cell) => cell?.type === 'banner')).toBe(true)
    expect(overflow).toBe(2)
  })
})
