import { describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, reloadAllowed } from './reload-guard.ts'

describe('reload guard', () => {
  it('CONST-015 blocks a second reload 9999 ms after the first; allows it at 10000 and 10001 ms', () => {
    const first = 1_700_000_000_000
    expect(reloadAllowed(first, first + 9_999)).toBe(false)
    expect(reloadAllowed(first, first + 10_000)).toBe(true)
    expect(reloadAllowed(first, first + 10_001)).toBe(true)
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })

  it('CONST-015 without an earlier reload, or with a stored time that is not one, the reload is allowed', () => {
    expect(reloadAllowed(0, 1_700_000_000_000)).toBe(true)
    expect(reloadAllowed(Number.NaN, 1_700_000_000_000)).toBe(true)
  })
})
