import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce, HEADER_SCROLL_MAX_WAIT_MS, HEADER_SCROLL_WAIT_MS } from './header-scroll.ts'

describe('header scroll debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('CONST-017 the header follows the scroll 200 ms after the last scroll event, with a max wait of 500 ms', () => {
    expect([HEADER_SCROLL_WAIT_MS, HEADER_SCROLL_MAX_WAIT_MS]).toEqual([200, 500])
  })

  it('CONST-017 scroll events coalesce: one update 200 ms after the last, none before', () => {
    const update = vi.fn()
    const onScroll = debounce(update, HEADER_SCROLL_WAIT_MS, HEADER_SCROLL_MAX_WAIT_MS)
    onScroll()
    vi.advanceTimersByTime(150)
    onScroll()
    vi.advanceTimersByTime(199)
    expect(update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('CONST-017 a scroll that never pauses still updates, forced at 500 ms, then every 500 ms', () => {
    const update = vi.fn()
    const onScroll = debounce(update, HEADER_SCROLL_WAIT_MS, HEADER_SCROLL_MAX_WAIT_MS)
    const times: number[] = []
    const start = Date.now()
    update.mockImplementation(() => times.push(Date.now() - start))
    for (let t = 0; t < 1_100; t += 50) {
      onScroll()
      vi.advanceTimersByTime(50)
    }
    expect(times).toEqual([500, 1_000])
  })
})
