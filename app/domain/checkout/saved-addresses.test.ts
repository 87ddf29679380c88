import { describe, expect, it } from 'vitest'
import { chosenSavedAddress, savedShippingAddresses } from './saved-addresses.ts'

const base = {
  firstName: 'Sam',
  lastName: 'Lee',
  addressLine1: '101 Main Street',
  city: 'Portland',
  postalCode: '97205',
  country: 'US',
}

describe('saved addresses on the shipping step', () => {
  it('keeps shipping addresses of the site country (type from the id or approachType), main first', () => {
    const saved = savedShippingAddresses(
      [
        { ...base, addressId: 'S1' },
        { ...base, addressId: 'B1' },
        { ...base, addressId: 'S2', main: true },
        { ...base, addressId: 'S3', country: 'CA' },
        { ...base, addressId: 'X9', approachType: 'S' },
        { addressId: 'S4' },
        { ...base },
      ],
      'US',
    )
    expect(saved.map((s) => s.id)).toEqual(['S2', 'S1', 'X9'])
  })

  it('starts from the address the URL names, none for new, else the main one when the cart has none', () => {
    const saved = savedShippingAddresses(
      [
        { ...base, addressId: 'S1', main: true },
        { ...base, addressId: 'S2' },
      ],
      'US',
    )
    expect(chosenSavedAddress(saved, 'S2', true)?.id).toBe('S2')
    expect(chosenSavedAddress(saved, 'new', false)).toBeUndefined()
    expect(chosenSavedAddress(saved, null, false)?.id).toBe('S1')
    expect(chosenSavedAddress(saved, null, true)).toBeUndefined()
    expect(chosenSavedAddress(saved, 'S9', false)).toBeUndefined()
  })
})
