import { describe, expect, it } from 'vitest'
import { setRequested } from './product-set.ts'

describe('the product set in the document', () => {
  it.each([
    ['?set=1', true],
    ['?color=001&set=1', true],
    ['?set=0', false],
    ['?set=', false],
    ['?color=001', false],
  ])('%s asks for the set in the document: %s', (query, expected) => {
    expect(setRequested(new URLSearchParams(query))).toBe(expected)
  })
})
