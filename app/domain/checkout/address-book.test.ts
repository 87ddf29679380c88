import { describe, expect, it } from 'vitest'
import {
  addressBook,
  addressFromApi,
  addressToApi,
  typeFromAddressId,
  withAddedAddress,
  withMainAddress,
  withoutAddress,
} from './saved-addresses.ts'

const base = {
  firstName: 'Sam',
  lastName: 'Lee',
  addressLine1: '101 Main Street',
  city: 'Portland',
  postalCode: '97205',
  country: 'US',
}

describe('the address book rules', () => {
  it('ACCT-013 an address maps from the API and back with every field, incl. newsletterConsent and recipientContactPhone', () => {
    const api = {
      addressId: 'S-000001',
      shippingId: 'me',
      firstName: 'Sam',
      lastName: 'Lee',
      addressLine1: '101 Main Street',
      addressLine2: 'Apt 4',
      city: 'Portland',
      postalCode: '97205',
      province: 'OR',
      country: 'US',
      countryCode: 'US',
      email: 'sam@example.com',
      phone: '5035551001',
      phoneCode: '+1',
      approachType: 'S',
      main: true,
      subscriptions: { newsletterConsent: true },
      recipientContactPhone: '5035559999',
    }
    const mapped = addressFromApi(api)
    expect(mapped).toMatchObject({ id: 'S-000001', type: 'S', main: true, newsletterConsent: true })
    expect(mapped?.recipientContactPhone).toBe('5035559999')
    expect(addressToApi(mapped!)).toEqual(api)
  })

  it('ACCT-013 country comes from countryCode when both are sent; an address without an id is not the book’s', () => {
    expect(
      addressFromApi({ ...base, addressId: 'B1', country: 'United States', countryCode: 'US' })?.country,
    ).toBe('US')
    expect(addressFromApi({ ...base })).toBeUndefined()
  })

  it('ACCT-014 approachType is S for a shipping address and B for a billing one', () => {
    const shipping = addressToApi({ ...base, type: 'S', main: false })
    const billing = addressToApi({ ...base, type: 'B', main: false })
    expect(shipping.approachType).toBe('S')
    expect(billing.approachType).toBe('B')
  })

  it("ACCT-015 typeFromAddressId('S…') is shipping and ('B…') billing, whatever approachType says", () => {
    expect(typeFromAddressId('S-000003')).toBe('S')
    expect(typeFromAddressId('B7')).toBe('B')
    expect(typeFromAddressId('X1')).toBeUndefined()
    expect(addressFromApi({ ...base, addressId: 'B2', approachType: 'S' })?.type).toBe('B')
    const book = addressBook([
      { ...base, addressId: 'S1' },
      { ...base, addressId: 'B1', main: true },
    ])
    expect(book.shipping.map((a) => a.id)).toEqual(['S1'])
    expect(book.billing.map((a) => a.id)).toEqual(['B1'])
  })

  it('ACCT-016 the first address of its type becomes main; a second one does not', () => {
    const one = withAddedAddress([{ addressId: 'B1', main: true }], { addressId: 'S1' })
    expect(one).toEqual([
      { addressId: 'B1', main: true },
      { addressId: 'S1', main: true },
    ])
    const two = withAddedAddress(one, { addressId: 'S2' })
    expect(two.find((a) => a.addressId === 'S2')?.main).toBe(false)
    expect(two.find((a) => a.addressId === 'S1')?.main).toBe(true)
  })

  it('ACCT-017 making a shipping address main clears main on the other shipping addresses only', () => {
    const book = [
      { addressId: 'S1', main: true },
      { addressId: 'S2', main: false },
      { addressId: 'B1', main: true },
    ]
    expect(withMainAddress(book, 'S2')).toEqual([
      { addressId: 'S1', main: false },
      { addressId: 'S2', main: true },
      { addressId: 'B1', main: true },
    ])
    const added = withAddedAddress(book, { addressId: 'B2', main: true })
    expect(added.filter((a) => a.main).map((a) => a.addressId)).toEqual(['S1', 'B2'])
    expect(withMainAddress(book, 'unknown')).toEqual(book)
  })

  it('ACCT-006 removing an address leaves the others as they were', () => {
    const book = [
      { addressId: 'S1', main: true },
      { addressId: 'S2', main: false },
    ]
    expect(withoutAddress(book, 'S2')).toEqual([{ addressId: 'S1', main: true }])
  })
})
