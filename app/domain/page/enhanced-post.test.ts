import { describe, expect, it } from 'vitest'
import { answeredInPlace, revalidateUnlessAnsweredInPlace } from './enhanced-post.ts'

describe('answers in place', () => {
  it('a page stays as it is after an answer marked in place, whatever React Router would do', () => {
    const actionResult = answeredInPlace({ favorite: 'RS100001' })
    expect(actionResult.favorite).toBe('RS100001')
    expect(revalidateUnlessAnsweredInPlace({ actionResult, defaultShouldRevalidate: true })).toBe(false)
  })

  it('any other answer, a redirect (no result) and a navigation keep React Router’s choice', () => {
    for (const actionResult of [
      { favorite: 'RS100001' },
      { answeredInPlace: 'yes' },
      undefined,
      null,
      'text',
    ]) {
      expect(revalidateUnlessAnsweredInPlace({ actionResult, defaultShouldRevalidate: true })).toBe(true)
      expect(revalidateUnlessAnsweredInPlace({ actionResult, defaultShouldRevalidate: false })).toBe(false)
    }
  })
})
