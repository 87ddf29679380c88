import { describe, expect, it } from 'vitest'
import { billingChoice, sameAddress } from './billing-address.ts'
import type { Address } from '../cart/cart.ts'

const home: Address = {
  firstName: 'Pat',
  lastName: 'Walker',
  addressLine1: '12 Trail Road',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  country: 'US',
  phone: '5035550100',
  shippingId: 'me',
  approachType: 'S',
}

describe('CHK-019 billing address choice', () => {
  it('the same person and place is the same address, whatever its ids, type or letter case', () => {
    expect(sameAddress(home, { ...home, shippingId: undefined, approachType: 'B', city: ' portland ' })).toBe(
      true,
    )
    expect(sameAddress(home, { ...home, addressLine1: '7 Bridge Street' })).toBe(false)
    expect(sameAddress(home, { ...home, phone: '2065550123' })).toBe(false)
  })

  it('"same" while billing is the shipping address or not set; "other" otherwise or with nothing delivered home', () => {
    expect(billingChoice({ shippingAddress: home })).toBe('same')
    expect(billingChoice({ shippingAddress: home, billingAddress: { ...home, approachType: 'B' } })).toBe(
      'same',
    )
    expect(billingChoice({ shippingAddress: home, billingAddress: { ...home, city: 'Seattle' } })).toBe(
      'other',
    )
    expect(billingChoice({ billingAddress: home })).toBe('other')
  })
})
