import { describe, expect, it } from 'vitest'
import { NUMBER_FORMAT_WARM_UP, WARMS_NUMBER_FORMAT, warmsNumberFormat } from './number-format-warm-up.ts'

describe('warmsNumberFormat', () => {
  it('decision 104 a page warms the formatter when one of its routes asks, whatever the others are', () => {
    expect(warmsNumberFormat([undefined, WARMS_NUMBER_FORMAT])).toBe(true)
    expect(warmsNumberFormat([WARMS_NUMBER_FORMAT, undefined, { other: true }])).toBe(true)
  })

  it('decision 104 a page none of whose routes asks does not, nor do handles that are not objects', () => {
    expect(warmsNumberFormat([])).toBe(false)
    expect(warmsNumberFormat([undefined, null, 'warmsNumberFormat', 1, { other: true }])).toBe(false)
  })

  it('decision 104 the script waits for the first contentful paint, and fails quietly where paints are not observed', () => {
    expect(NUMBER_FORMAT_WARM_UP).toMatch(/^try\{new PerformanceObserver\(/)
    expect(NUMBER_FORMAT_WARM_UP).toContain("getEntriesByName('first-contentful-paint')")
    expect(NUMBER_FORMAT_WARM_UP).toContain('setTimeout(function(){new Intl.NumberFormat().format(0)})')
    expect(NUMBER_FORMAT_WARM_UP).toMatch(/\}catch\(e\)\{\}$/)
    // It runs: no syntax error, and without PerformanceObserver it throws nothing.
    expect(() => new Function(NUMBER_FORMAT_WARM_UP)()).not.toThrow()
  })
})
