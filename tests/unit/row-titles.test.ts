import { describe, expect, it } from 'vitest'
import { rowIds, titleIds } from '../../scripts/row-titles.ts'

describe('npm run rows: the ids a test file names', () => {
  it('reads the row ids of the matrix, not the ids its text cites', () => {
    const matrix = [
      '| Id | Requirement | Source | Verification |',
      '| CART-001 | A cart (see CART-002). | 000 §4 | UNIT |',
      '| CONST-004 | Login token retry. | 000 §9 | EMU (AUTH-006) |',
      'AUTH-006 is cited here but is not a row of this text.',
    ].join('\n')
    expect(rowIds(matrix)).toEqual(['CART-001', 'CONST-004'])
  })

  it('counts ids in titles of it, test and describe, on one line or several', () => {
    const source = [
      "describe('CART-001 the cart', () => {",
      "  it('CART-002 CART-003 adds', () => {})",
      '  test.skip(',
      "    'CART-004 a title prettier put on its own line',",
      '    () => {},',
      '  )',
      "  test.describe('CART-005 a group', () => {})",
      '})',
    ].join('\n')
    expect([...titleIds(source)].sort()).toEqual(['CART-001', 'CART-002', 'CART-003', 'CART-004', 'CART-005'])
  })

  it('ignores ids in comments, fixtures, steps and calls that only end in it', () => {
    const source = [
      '// CART-001 is covered elsewhere',
      "const fixture = { row: 'CART-002' }",
      "it('adds a line', async () => { await test.step('CART-003 opens the cart', () => {}) })",
      "submit('CART-004 not a test')",
      "expect(x).toBe('CART-005')",
    ].join('\n')
    expect([...titleIds(source)]).toEqual([])
  })

  it('a title filled in from a table names the ids of the table', () => {
    const source = [
      "const table = [['PERS-004', '/cart'], ['PERS-005', '/account']]",
      "it.each(table)('%s %s', () => {})",
      "it.each([['PERS-006', 'x']])('%s', () => {})",
      "for (const [row, code] of [['ERR-063', 'FE309']] as const) {",
      '  it(`${row} scripted ${code}`, async () => {})',
      '}',
      "for (const [row] of [['ERR-099', 'X']]) {}",
      "it.each([['ERR-098', 'x']])('a fixed title', () => {})",
    ].join('\n')
    expect([...titleIds(source)].sort()).toEqual(['ERR-063', 'PERS-004', 'PERS-005', 'PERS-006'])
  })
})
