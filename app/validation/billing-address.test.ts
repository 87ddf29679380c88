import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { billingAddressFormSchema } from './billing-address.ts'

const schema = billingAddressFormSchema({ country: 'US', region: 'NA' })

function parse(fields: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return parseWithZod(form, { schema })
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields)
  return submission.status === 'error' ? (submission.error ?? {}) : undefined
}

const OTHER = {
  billingChoice: 'other',
  firstName: 'Robin',
  lastName: 'Payer',
  addressLine1: '7 Bridge Street',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  phone: '2065550123',
}

describe('billing address form', () => {
  it('"same" needs no address fields', () => {
    expect(parse({ billingChoice: 'same', firstName: '' })).toMatchObject({
      status: 'success',
      value: { billingChoice: 'same' },
    })
  })

  it('"other" takes the site country rules (VAL-038): province from the list, postal code shape', () => {
    expect(parse(OTHER)).toMatchObject({ status: 'success', value: { city: 'Seattle', postalCode: '98101' } })
    const bad = errorsOf({ ...OTHER, province: 'XX', postalCode: 'ABC', addressLine1: '' })
    expect(Object.keys(bad ?? {}).sort()).toEqual(['addressLine1', 'postalCode', 'province'])
  })

  it('ERR-069 an empty phone is left for the cart to answer BILL410; a typed one must be valid', () => {
    expect(parse({ ...OTHER, phone: '' })).toMatchObject({ status: 'success' })
    expect(errorsOf({ ...OTHER, phone: '12' })?.phone).toBeTruthy()
  })

  it('an unknown choice is refused', () => {
    expect(parse({ ...OTHER, billingChoice: 'neither' }).status).toBe('error')
  })
})
