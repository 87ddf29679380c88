import { describe, expect, it } from 'vitest'
import { isConnectedAssociate } from './price-adjustments.ts'

describe('price adjustment rules', () => {
  it('CART-027 INSTORE an associate is connected only with both the store id and the employee id', () => {
    expect(isConnectedAssociate({ storeId: 'store-0101', storeEmployeeId: 'E1001' })).toBe(true)
    expect(isConnectedAssociate({ storeId: 'store-0101', storeEmployeeId: '' })).toBe(false)
    expect(isConnectedAssociate({ storeId: '', storeEmployeeId: 'E1001' })).toBe(false)
    expect(isConnectedAssociate(undefined)).toBe(false)
  })
})
