import { describe, expect, it } from 'vitest'
import {
  allowsSimplifiedEnrollment,
  afterSignInPath,
  cartGrewAtSignIn,
  hasOutOfStockItems,
  isEmployee,
  needsEmployeeTerms,
  signInCartNotice,
} from './sign-in.ts'

describe('sign-in rules', () => {
  it('AUTH-035 an employee is a consumer whose consumerType is EMPLOYEE', () => {
    expect(isEmployee('EMPLOYEE')).toBe(true)
    expect(isEmployee('REGULAR')).toBe(false)
    expect(isEmployee('employee')).toBe(false)
    expect(isEmployee(undefined)).toBe(false)
  })

  it('AUTH-009 only an employee who has not accepted the terms is asked to', () => {
    expect(needsEmployeeTerms({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false })).toBe(true)
    expect(needsEmployeeTerms({ consumerType: 'EMPLOYEE' })).toBe(true)
    expect(needsEmployeeTerms({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })).toBe(false)
    expect(needsEmployeeTerms({ consumerType: 'REGULAR', isEmployeeDiscountTCAccepted: false })).toBe(false)
  })

  it('CART-059 the notice shows only when the item count increased', () => {
    expect(cartGrewAtSignIn(1, 3)).toBe(true)
    expect(cartGrewAtSignIn(0, 1)).toBe(true)
    expect(cartGrewAtSignIn(2, 2)).toBe(false)
    expect(cartGrewAtSignIn(2, 1)).toBe(false)
    expect(cartGrewAtSignIn(0, undefined)).toBe(false)
  })

  it('CART-059 a grown cart with out-of-stock items gets the out-of-stock notification instead of the merged notice', () => {
    expect(signInCartNotice(1, { count: 3, outOfStock: false })).toBe('merged')
    expect(signInCartNotice(1, { count: 3, outOfStock: true })).toBe('out-of-stock')
    expect(signInCartNotice(2, { count: 2, outOfStock: true })).toBeNull()
    expect(signInCartNotice(0, { count: undefined, outOfStock: false })).toBeNull()
  })

  it('CART-059 ERR-133 a line with a partial or full out-of-stock notification makes the cart out of stock', () => {
    const cart = (...types: string[]) => ({
      items: [{ customerNotifications: [] }, { customerNotifications: types.map((type) => ({ type })) }],
    })
    expect(hasOutOfStockItems(cart('ProductLineItemInventoryMissing'))).toBe(true)
    expect(hasOutOfStockItems(cart('ProductLineItemFullInventoryMissing'))).toBe(true)
    expect(hasOutOfStockItems(cart('ProductItemNotAvailable'))).toBe(true)
    expect(hasOutOfStockItems(cart('StsToSthTransition'))).toBe(false)
    expect(hasOutOfStockItems(cart())).toBe(false)
  })

  it('AUTH-010 the destination is redirectTo, else the account, never a sign-in page', () => {
    expect(afterSignInPath(undefined, 'en-us')).toBe('/en-us/account')
    expect(afterSignInPath('/en-us/p/tempo-RS100001?color=001', 'en-us')).toBe(
      '/en-us/p/tempo-RS100001?color=001',
    )
    expect(afterSignInPath('/en-us/sign-in?redirectTo=%2F', 'en-us')).toBe('/en-us/account')
    expect(afterSignInPath('/en-us/sign-out', 'en-us')).toBe('/en-us/account')
    expect(afterSignInPath('/en-us', 'en-us')).toBe('/en-us')
    expect(afterSignInPath('/fr-ca/cart', 'en-us')).toBe('/fr-ca/cart')
  })
})

describe('AUTH-012 simplified enrollment', () => {
  it('is a per-site setting: on for the Canadian site in both its languages, off elsewhere', () => {
    expect(allowsSimplifiedEnrollment('en-ca')).toBe(true)
    expect(allowsSimplifiedEnrollment('fr-ca')).toBe(true)
    for (const locale of ['en-us', 'en-gb', 'de-de', 'fr-fr']) {
      expect(allowsSimplifiedEnrollment(locale)).toBe(false)
    }
  })
})
