import { describe, expect, it } from 'vitest'
import { IDLE, loadReducer, type LoadEvent, type LoadState } from './load-state.ts'

const run = (events: LoadEvent<string>[], from: LoadState<string> = IDLE) =>
  events.reduce(loadReducer<string>, from)

describe('load state', () => {
  it('PLAT-019 a load goes idle → pending → success with its data', () => {
    const pending = loadReducer<string>(IDLE, { type: 'start' })
    expect(pending).toEqual({ status: 'pending' })
    expect(loadReducer(pending, { type: 'succeed', data: 'chart' })).toEqual({
      status: 'success',
      data: 'chart',
    })
  })

  it('PLAT-019 a pending load can fail: pending → error', () => {
    expect(run([{ type: 'start' }, { type: 'fail' }])).toEqual({ status: 'error' })
  })

  it('PLAT-019 a finished load starts again (retry) and reset returns to idle', () => {
    expect(run([{ type: 'start' }, { type: 'fail' }, { type: 'start' }])).toEqual({ status: 'pending' })
    expect(run([{ type: 'start' }, { type: 'succeed', data: 'a' }, { type: 'reset' }])).toEqual(IDLE)
  })

  it('PLAT-019 refuses transitions the states do not allow, leaving the state unchanged', () => {
    const success: LoadState<string> = { status: 'success', data: 'a' }
    const error: LoadState<string> = { status: 'error' }
    const pending: LoadState<string> = { status: 'pending' }
    expect(loadReducer(IDLE, { type: 'succeed', data: 'x' })).toBe(IDLE)
    expect(loadReducer(IDLE, { type: 'fail' })).toBe(IDLE)
    expect(loadReducer(success, { type: 'fail' })).toBe(success)
    expect(loadReducer(success, { type: 'succeed', data: 'b' })).toBe(success)
    expect(loadReducer(error, { type: 'succeed', data: 'late' })).toBe(error)
    expect(loadReducer(pending, { type: 'start' })).toBe(pending)
    expect(loadReducer(IDLE, { type: 'reset' })).toBe(IDLE)
  })
})
