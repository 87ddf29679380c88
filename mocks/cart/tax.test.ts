import { describe, expect, it } from 'vitest'
import { taxRuleOf } from './cart-pricing.ts'
import type { CartRecord } from '../state.ts'

const address = (province: string) => ({ province }) as NonNullable<CartRecord['shippingAddress']>

describe('the emulator prices tax per country, and US sales tax per delivery state', () => {
  it('a US cart pays its delivery state rate; a state without sales tax pays none', () => {
    expect(taxRuleOf({ country: 'US', shippingAddress: address('CA') })).toEqual({
      rate: 0.0725,
      included: false,
    })
    expect(taxRuleOf({ country: 'US', shippingAddress: address('wa') }).rate).toBe(0.1025)
    expect(taxRuleOf({ country: 'US', shippingAddress: address('NH') }).rate).toBe(0)
  })

  it('before a delivery address, or in a state not listed, the country rate applies', () => {
    expect(taxRuleOf({ country: 'US' })).toEqual({ rate: 0.08, included: false })
    expect(taxRuleOf({ country: 'US', shippingAddress: address('OR') }).rate).toBe(0.08)
  })

  it('EMEA prices include VAT; a province elsewhere does not change the rate', () => {
    expect(taxRuleOf({ country: 'DE', shippingAddress: address('BE') })).toEqual({
      rate: 0.19,
      included: true,
    })
    expect(taxRuleOf({ country: 'GB' })).toEqual({ rate: 0.2, included: true })
    expect(taxRuleOf({ country: 'CA', shippingAddress: address('WA') }).rate).toBe(0.13)
  })
})
