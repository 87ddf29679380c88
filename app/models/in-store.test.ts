import { describe, expect, it } from 'vitest'
import { inStoreSalesInfo, isConnectedAssociate } from './in-store.ts'

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
