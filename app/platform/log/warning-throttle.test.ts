import { describe, expect, it } from 'vitest'
import { isKnownOutage, WarningThrottle } from './warning-throttle.ts'

describe('WarningThrottle', () => {
  it('lets one warning per key and window through and reports how many it held back', () => {
    let now = 0
    const throttle = new WarningThrottle(30_000, () => now)
    expect(throttle.take('redis')).toEqual({ log: true, suppressed: 0 })
    for (let n = 0; n < 5; n += 1) expect(throttle.take('redis')).toEqual({ log: false })
    // Another key has a window of its own.
    expect(throttle.take('readiness')).toEqual({ log: true, suppressed: 0 })
    now = 29_999
    expect(throttle.take('redis')).toEqual({ log: false })
    now = 30_000
    expect(throttle.take('redis')).toEqual({ log: true, suppressed: 6 })
    now = 60_000
    expect(throttle.take('redis')).toEqual({ log: true, suppressed: 0 })
  })

  it('remembers a bounded number of keys, forgetting the oldest first', () => {
    const throttle = new WarningThrottle(30_000, () => 0, 2)
    throttle.take('a')
    throttle.take('b')
    throttle.take('c')
    expect(throttle.take('a')).toEqual({ log: true, suppressed: 0 })
    expect(throttle.take('c')).toEqual({ log: false })
  })
})

describe('isKnownOutage', () => {
  it('knows a refused, reset, closed or timed-out connection, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })
    expect(isKnownOutage(refused)).toBe(true)
    expect(isKnownOutage(new AggregateError([refused], ''))).toBe(true)
    expect(isKnownOutage(new Error('Redis is not reachable'))).toBe(true)
    expect(isKnownOutage(new Error('The client is closed'))).toBe(true)
    expect(
      isKnownOutage(new Error('WRONGTYPE Operation against a key holding the wrong kind of value')),
    ).toBe(false)
    expect(isKnownOutage('ECONNREFUSED')).toBe(false)
  })
})
