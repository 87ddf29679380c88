import { describe, expect, it } from 'vitest'
import { ApiError } from '../../domain/errors/api-error.ts'
import { countingFailures, createServerTiming, serverTimingHeader, unionLength } from './server-timing.ts'

describe('Server-Timing of a document', () => {
  it('upstream time is the critical path: parallel calls count once, calls one after another add up', () => {
    expect(
      unionLength([
        [0, 100],
        [10, 90],
        [50, 150],
      ]),
    ).toBe(150)
    expect(
      unionLength([
        [0, 100],
        [200, 250],
      ]),
    ).toBe(150)
    expect(unionLength([])).toBe(0)
  })

  it('a call still in flight counts up to the moment the header is written', () => {
    const timing = createServerTiming(0)
    const done = timing.upstreamStarted(10)
    timing.upstreamStarted(20)
    done(60)
    expect(timing.upstreamCalls).toBe(2)
    expect(timing.upstreamMs(100)).toBe(90)
  })

  it('the header names total, upstream and render with durations in ms', () => {
    expect(serverTimingHeader({ totalMs: 12.345, upstreamMs: 8, upstreamCalls: 3, renderMs: 2.26 })).toBe(
      'total;dur=12.3, upstream;dur=8;desc="3 calls, critical path", render;dur=2.3',
    )
  })

  it('a call that failed on the upstream’s side is counted; an answer such as a 404 is not, and the error still reaches the caller', async () => {
    const timing = createServerTiming(0)
    const fails = (status: number) =>
      countingFailures(timing, () => Promise.reject(new ApiError({ status, message: 'x' })))
    await expect(fails(504)()).rejects.toMatchObject({ status: 504 })
    await expect(fails(404)()).rejects.toMatchObject({ status: 404 })
    await expect(countingFailures(timing, () => Promise.resolve('ok'))()).resolves.toBe('ok')
    expect(timing.upstreamFailures).toBe(1)
  })
})
