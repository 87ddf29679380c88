import { afterEach, describe, expect, it, vi } from 'vitest'
import { INVALID_CUSTOMER_RELOAD_MS, RELOAD_GUARD_MS, reloadAllowed, scheduleReload } from './reload-guard.ts'

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

describe('invalid-customer reload', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('CONST-012 CART-056 reloads 4000 ms after the notice: nothing at 3999 ms, once at 4000 ms', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const reload = vi.fn()
    scheduleReload(INVALID_CUSTOMER_RELOAD_MS, 0, reload)
    vi.advanceTimersByTime(3_999)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(INVALID_CUSTOMER_RELOAD_MS).toBe(4_000)
  })

  it('CONST-012 CONST-015 no reload is scheduled within the guard of the last one, and cancel stops it', () => {
    const now = 1_700_000_000_000
    vi.useFakeTimers({ now })
    const reload = vi.fn()
    scheduleReload(INVALID_CUSTOMER_RELOAD_MS, now - 5_000, reload)
    const cancel = scheduleReload(INVALID_CUSTOMER_RELOAD_MS, now - RELOAD_GUARD_MS, reload)
    cancel()
    vi.advanceTimersByTime(20_000)
    expect(reload).not.toHaveBeenCalled()
  })
})
