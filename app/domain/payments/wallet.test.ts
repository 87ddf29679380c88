import { describe, expect, it } from 'vitest'
import type { Cart } from '../cart/cart.ts'
import {
  expressStoreContext,
  parseStoreContext,
  storeContextQuery,
  walletInstrument,
  walletOutcome,
  walletPayer,
} from './wallet.ts'

const ADDRESS = {
  firstName: 'Robin',
  lastName: 'Lee',
  addressLine1: '48 Harbor Street',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '2065550123',
}

describe('CHK-039 storeContext on the confirmation', () => {
  it('keeps the two express markers and ignores anything else', () => {
    expect(parseStoreContext('applePayPdp')).toBe('applePayPdp')
    expect(parseStoreContext('paypalPdp')).toBe('paypalPdp')
    for (const other of ['', 'ApplePayPdp', 'klarnaPdp', 'paypalPdp ', null, undefined]) {
      expect(parseStoreContext(other)).toBeNull()
    }
  })

  it('marks the confirmation query only for an express pay', () => {
    expect(storeContextQuery('paypalPdp')).toBe('?storeContext=paypalPdp')
    expect(storeContextQuery(null)).toBe('')
  })

  it('only the wallet session the express pay started marks the order', () => {
    const express = { sessionId: 'ps-1', storeContext: 'paypalPdp' as const }
    expect(expressStoreContext(express, 'ps-1')).toBe('paypalPdp')
    expect(expressStoreContext(express, 'ps-2')).toBeNull()
    expect(expressStoreContext(express, undefined)).toBeNull()
    expect(expressStoreContext(undefined, 'ps-1')).toBeNull()
  })
})

describe('CHK-008 wallet session result mapping', () => {
  const approved = {
    sessionId: 'ps-1',
    status: 'authorised' as const,
    token: 'wlt_1',
    payer: { payerId: 'P1', email: 'robin@example.com' },
    shippingAddress: ADDRESS,
  }

  it('an approved session gives the token, the payer and the address with the payer email', () => {
    expect(walletOutcome(approved)).toEqual({
      kind: 'approved',
      token: 'wlt_1',
      payerEmail: 'robin@example.com',
      address: { ...ADDRESS, email: 'robin@example.com', shippingId: 'me' },
    })
  })

  it('an address missing a required field is not used', () => {
    const outcome = walletOutcome({ ...approved, shippingAddress: { ...ADDRESS, postalCode: '' } })
    expect(outcome).toMatchObject({ kind: 'approved', address: null })
  })

  it('cancelled, pending and refused sessions, or approved ones without token or payer, do not pay', () => {
    expect(walletOutcome({ sessionId: 'ps-1', status: 'cancelled' })).toEqual({ kind: 'cancelled' })
    expect(walletOutcome({ sessionId: 'ps-1', status: 'pending' })).toEqual({ kind: 'pending' })
    expect(walletOutcome({ sessionId: 'ps-1', status: 'refused' })).toEqual({ kind: 'refused' })
    expect(walletOutcome({ ...approved, token: undefined })).toEqual({ kind: 'refused' })
    expect(walletOutcome({ ...approved, payer: undefined })).toEqual({ kind: 'refused' })
  })

  it('the cart is paid by the wallet only through the PAYPAL instrument of the current session', () => {
    const cart = {
      paymentInstruments: [
        {
          payment_instrument_id: 'pi-1',
          payment_method_id: 'PAYPAL',
          sessionId: 'ps-1',
          payerEmail: 'r@x.com',
        },
      ],
    } as unknown as Cart
    expect(walletInstrument(cart, 'ps-1')?.payment_instrument_id).toBe('pi-1')
    expect(walletInstrument(cart, 'ps-2')).toBeUndefined()
    expect(walletPayer(cart, 'ps-1')).toBe('r@x.com')
    expect(walletPayer(cart, 'ps-2')).toBeNull()
  })
})
