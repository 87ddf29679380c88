import { describe, expect, it } from 'vitest'
import { ApiError } from '#app/domain/errors/api-error.ts'
import { MAX_TTL_MS } from './shared-state-core.server.ts'
import { memoryState } from './shared-state-memory.server.ts'

function manualClock(start = 1_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('the in-process shared state (decision 044)', () => {
  it('answers what was set, as a copy, until its TTL has passed', async () => {
    const clock = manualClock()
    const state = memoryState({ clock })
    const value = { order: { number: 'A1' }, lines: [1, 2] }
    await state.set('k', value, 1000)
    value.lines.push(3)
    expect(await state.get('k')).toEqual({ order: { number: 'A1' }, lines: [1, 2] })
    clock.advance(999)
    expect(await state.get('k')).toBeDefined()
    clock.advance(2)
    expect(await state.get('k')).toBeUndefined()
  })

  it('SET NX writes only when the key is free, and again once the holder expired', async () => {
    const clock = manualClock()
    const state = memoryState({ clock })
    expect(await state.setIfAbsent('lock', 'first', 500)).toBe(true)
    expect(await state.setIfAbsent('lock', 'second', 500)).toBe(false)
    expect(await state.get('lock')).toBe('first')
    clock.advance(501)
    expect(await state.setIfAbsent('lock', 'third', 500)).toBe(true)
    expect(await state.get('lock')).toBe('third')
  })

  it('delete frees a key for the next SET NX', async () => {
    const state = memoryState()
    await state.setIfAbsent('lock', 'a', 10_000)
    await state.delete('lock')
    expect(await state.get('lock')).toBeUndefined()
    expect(await state.setIfAbsent('lock', 'b', 10_000)).toBe(true)
  })

  it('is bounded in size: past the maximum the least recently used entries go', async () => {
    const state = memoryState({ max: 3 })
    for (const key of ['a', 'b', 'c']) await state.set(key, key, 60_000)
    await state.get('a')
    await state.set('d', 'd', 60_000)
    expect(state.size()).toBe(3)
    expect(await state.get('b')).toBeUndefined()
    expect(await state.get('a')).toBe('a')
  })

  it('is bounded in bytes too: large values push the least recently used out, whatever the count', async () => {
    const state = memoryState({ max: 100, maxChars: 1_000 })
    const big = 'x'.repeat(300)
    for (const key of ['a', 'b', 'c']) await state.set(key, big, 60_000)
    await state.get('a')
    await state.set('d', big, 60_000)
    expect(state.size()).toBe(3)
    expect(await state.get('b')).toBeUndefined()
    expect(await state.get('a')).toBe(big)
    // A value over the whole budget is not kept; what was there stays.
    await state.set('huge', 'y'.repeat(2_000), 60_000)
    expect(await state.get('huge')).toBeUndefined()
    expect(await state.get('a')).toBe(big)
  })

  it('is bounded in age: no entry outlives a day, whatever TTL was asked', async () => {
    const clock = manualClock()
    const state = memoryState({ clock })
    await state.set('forever', 1, Number.POSITIVE_INFINITY)
    await state.set('long', 1, 10 * MAX_TTL_MS)
    clock.advance(MAX_TTL_MS + 1)
    expect(await state.get('forever')).toBeUndefined()
    expect(await state.get('long')).toBeUndefined()
  })

  it('keeps an upstream error inside a value as an ApiError with its fields', async () => {
    const state = memoryState()
    const error = new ApiError({
      status: 402,
      errorId: 'PAY400',
      message: 'Not authorised',
      correlationId: 'c1',
    })
    await state.set('outcome', { kind: 'failed', error }, 60_000)
    const read = await state.get<{ kind: string; error: ApiError }>('outcome')
    expect(read?.error).toBeInstanceOf(ApiError)
    expect(read?.error).toMatchObject({
      status: 402,
      errorId: 'PAY400',
      message: 'Not authorised',
      correlationId: 'c1',
    })
  })
})
