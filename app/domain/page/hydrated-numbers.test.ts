import { describe, expect, it } from 'vitest'
import { HYDRATES_NUMBERS, hydratesNumbers } from './hydrated-numbers.ts'

describe('hydratesNumbers', () => {
  it('decision 116 is true when a matched route says its page shows formatted numbers as it hydrates', () => {
    expect(hydratesNumbers([undefined, HYDRATES_NUMBERS])).toBe(true)
    expect(hydratesNumbers([HYDRATES_NUMBERS, undefined, { other: true }])).toBe(true)
  })

  it('decision 116 is false for pages that keep their numbers as the server drew them', () => {
    expect(hydratesNumbers([])).toBe(false)
    expect(hydratesNumbers([undefined, null, 'hydratesNumbers', 1, { other: true }])).toBe(false)
  })
})
