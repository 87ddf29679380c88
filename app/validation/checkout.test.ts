import { describe, expect, it } from 'vitest'
import { accountAddressSchema } from '../features/addresses/schemas/account-address.ts'
import { shippingFormSchema } from './checkout.ts'

describe('shipping form by delivery (CHK-007)', () => {
  const ADDRESS = {
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Walker',
    addressLine1: '12 Trail Road',
    city: 'Portland',
    province: 'OR',
    postalCode: '97201',
    phone: '5035550100',
  }

  it('VAL-020 VAL-021 the address phone follows the address country (no phone code), at checkout and in the book', () => {
    const FR = { ...ADDRESS, city: 'Lyon', province: '', postalCode: '69002' }
    for (const schema of [
      shippingFormSchema({ country: 'FR', region: 'EMEA' }),
      accountAddressSchema('S', { country: 'FR', region: 'EMEA' }),
    ]) {
      expect(schema.safeParse({ ...FR, phone: '6 12 34 56 78' }).success).toBe(true)
      const us = schema.safeParse({ ...FR, phone: '5035550100' })
      expect(us.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['phone', 'A valid phone number is required'],
        ['phone', 'Enter a French number, for example 06 12 34 56 78'],
      ])
    }
    expect(
      shippingFormSchema({ country: 'US', region: 'NA' }).safeParse({ ...ADDRESS, phone: '612345678' })
        .success,
    ).toBe(false)
  })

  it('asks nothing more for home lines only', () => {
    const schema = shippingFormSchema({ country: 'US', region: 'NA' })
    expect(schema.safeParse(ADDRESS).success).toBe(true)
  })

  it('VAL-001 VAL-002 VAL-009 VAL-022 a pickup contact with the spec messages', () => {
    const schema = shippingFormSchema({
      country: 'US',
      region: 'NA',
      needs: { pickupContact: true, recipients: [] },
    })
    const result = schema.safeParse({
      ...ADDRESS,
      pickup: { firstName: '', lastName: 'J0hn', email: 'a@b', phone: '123' },
    })
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({
      'pickup.firstName': 'This field is required',
      'pickup.lastName': 'Name is not valid.',
      'pickup.email': 'Email is not valid',
      'pickup.phone': 'A valid phone number is required',
    })
    expect(
      schema.safeParse({
        ...ADDRESS,
        pickup: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '5035550101' },
      }).success,
    ).toBe(true)
  })

  it('VAL-002 a recipient email per digital line', () => {
    const schema = shippingFormSchema({
      country: 'US',
      region: 'NA',
      needs: { pickupContact: false, recipients: ['d1'] },
    })
    const bad = schema.safeParse({ ...ADDRESS, recipients: [{ itemId: 'd1', email: 'nope' }] })
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['recipients.0.email', 'Email is not valid'],
    ])
    expect(schema.safeParse({ ...ADDRESS }).success).toBe(false)
    expect(
      schema.safeParse({ ...ADDRESS, recipients: [{ itemId: 'd1', email: 'kim@example.com' }] }).success,
    ).toBe(true)
  })
})
