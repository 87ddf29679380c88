import { describe, expect, it } from 'vitest'
import { flashErrors, placeOrderFailure } from './place-order.ts'

describe('place order failures', () => {
  it('CHK-003 ERR-037 ERR-079 ORD516, ORD517, ORD518 and CHK380 go back to shipping', () => {
    for (const code of ['ORD516', 'ORD517', 'ORD518', 'CHK380']) {
      expect(placeOrderFailure(code), code).toBe('shipping')
    }
  })

  it('CHK-003 ERR-032 ERR-121 ORD430 reads the cart again, then goes back to shipping', () => {
    expect(placeOrderFailure('ORD430')).toBe('shipping-refetch')
    expect(placeOrderFailure('ITEM_NO_LONGER_AVAILABLE')).toBe('shipping-refetch')
  })

  it('ERR-122 the eight listed codes stay on the summary with a top notification', () => {
    for (const code of ['FE309', 'PYT404', 'PYT405', 'PAY400', 'PYT402', 'BSK404', 'SHP500', 'INV409']) {
      expect(placeOrderFailure(code), code).toBe('top')
    }
  })

  it('ERR-071 TAX310 reads the cart again on the summary; TAX309 is a persistent toast', () => {
    expect(placeOrderFailure('TAX310')).toBe('summary-refetch')
    expect(placeOrderFailure('TAX309')).toBe('toast-persistent')
  })

  it('ERR-124 any other code, or none, is a persistent toast', () => {
    for (const code of ['GEN500', 'CHK320', 'XYZ999', undefined]) {
      expect(placeOrderFailure(code), String(code)).toBe('toast-persistent')
    }
  })

  it('ERR-123 only error-level flash entries (not the 3DS request) mean the order was not placed', () => {
    expect(flashErrors(undefined)).toEqual([])
    expect(flashErrors([{ type: 'PromotionChanged', level: 'info', message: 'x' }])).toEqual([])
    expect(flashErrors([{ type: 'PaymentNotAuthorized', level: 'error' }])).toEqual([])
    expect(flashErrors([{ type: 'InventoryChanged', level: 'error', message: 'Gone' }])).toEqual([
      { type: 'InventoryChanged', level: 'error', message: 'Gone' },
    ])
  })
})
