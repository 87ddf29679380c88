import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ASSOCIATE_SESSION_MINUTES,
  inStoreSalesInfo,
  isConnectedAssociate,
  isShiftOver,
  isStoreIdFormat,
  liveInStoreContext,
} from './in-store.ts'

describe('INSTORE-003 an associate is connected when both ids are set', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ storeId: 'store-0101' }, false],
    [{ storeEmployeeId: 'E1001' }, false],
    [{ storeId: '', storeEmployeeId: 'E1001' }, false],
    [{ storeId: 'store-0101', storeEmployeeId: '' }, false],
    [{ storeId: 'store-0101', storeEmployeeId: 'E1001' }, true],
  ])('%o → %s', (store, connected) => {
    expect(isConnectedAssociate(store)).toBe(connected)
  })
})

describe('INSTORE-007 orders carry the store and the employee while connected', () => {
  it('gives both ids for a connected associate', () => {
    expect(
      inStoreSalesInfo({ storeId: 'store-0101', storeEmployeeId: 'E1001', storeName: 'Portland' } as never),
    ).toEqual({ storeId: 'store-0101', storeEmployeeId: 'E1001' })
  })

  it('gives nothing when not connected', () => {
    expect(inStoreSalesInfo({ storeId: 'store-0101' })).toBeUndefined()
    expect(inStoreSalesInfo(undefined)).toBeUndefined()
  })
})

describe('INSTORE-002 the in-store context lasts one shift from the associate login', () => {
  const connectedAt = Date.UTC(2026, 0, 5, 9, 0)
  const end = connectedAt + 120 * 60_000

  it.each([
    ['at the login', connectedAt, false],
    ['a millisecond before the end', end - 1, false],
    ['at the end', end, true],
    ['a millisecond after the end', end + 1, true],
    ['a month later', connectedAt + 30 * 24 * 60 * 60_000, true],
  ])('%s → over: %s', (_when, now, over) => {
    expect(isShiftOver(connectedAt, now, 120)).toBe(over)
  })

  it('follows the configured length: the same moment is within a longer shift', () => {
    expect(isShiftOver(connectedAt, end, 121)).toBe(false)
    expect(isShiftOver(connectedAt, connectedAt + 60_000, 1)).toBe(true)
  })

  it.each([
    ['no connect time (a context sealed before it had one)', undefined],
    ['a connect time that is not a number', '2026-01-05T09:00:00Z'],
    ['NaN', Number.NaN],
    ['an endless one', Number.POSITIVE_INFINITY],
  ])('%s → over', (_what, value) => {
    expect(isShiftOver(value, connectedAt, 120)).toBe(true)
  })

  it('believes a connect time a little ahead (another instance’s clock), not far ahead', () => {
    expect(isShiftOver(connectedAt + 30_000, connectedAt, 120)).toBe(false)
    expect(isShiftOver(connectedAt + 60_000, connectedAt, 120)).toBe(false)
    expect(isShiftOver(connectedAt + 60_001, connectedAt, 120)).toBe(true)
  })

  it('defaults to two hours', () => {
    expect(DEFAULT_ASSOCIATE_SESSION_MINUTES).toBe(120)
  })

  it('INSTORE-003 a live context is a connected one within its shift', () => {
    const store = { storeId: 'store-0101', storeEmployeeId: 'E1001', connectedAt }
    expect(liveInStoreContext(store, end - 1, 120)).toBe(store)
    expect(liveInStoreContext(store, end, 120)).toBeUndefined()
    expect(liveInStoreContext({ ...store, storeEmployeeId: '' }, connectedAt, 120)).toBeUndefined()
    expect(liveInStoreContext(undefined, connectedAt, 120)).toBeUndefined()
  })
})

describe('INSTORE-010 the employee list is asked for a store id only', () => {
  it.each(['store-0101', 'S1', 'store_12', 'A'.repeat(40)])('%s is a store id', (id) => {
    expect(isStoreIdFormat(id)).toBe(true)
  })

  it.each([
    '',
    ' ',
    '-store',
    'store 0101',
    '../store-0101',
    'store-0101/employees',
    '<b>',
    'é1',
    'A'.repeat(41),
  ])('%o is not', (id) => {
    expect(isStoreIdFormat(id)).toBe(false)
  })
})
