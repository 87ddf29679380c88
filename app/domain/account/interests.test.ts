import { describe, expect, it } from 'vitest'
import { parseInterests, serializeInterests } from '#app/domain/account/interests.ts'

describe('interests', () => {
  it("VAL-042 CONST-042 'run||hike|' → ['run','hike'] → 'run|hike'", () => {
    expect(parseInterests('run||hike|')).toEqual(['run', 'hike'])
    expect(serializeInterests(parseInterests('run||hike|'))).toBe('run|hike')
  })

  it('VAL-042 drops empty items when building the value too', () => {
    expect(serializeInterests(['', 'trail', ' ', 'ski'])).toBe('trail|ski')
    expect(parseInterests(undefined)).toEqual([])
    expect(parseInterests('')).toEqual([])
  })
})
