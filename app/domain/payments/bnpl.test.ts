import { describe, expect, it } from 'vitest'
import { activeBnplApproval, bnplOutcome, bnplPaymentMethod, offersBnpl } from './bnpl.ts'

describe('buy-now-pay-later authorize outcome', () => {
  it('CHK-035 approved gives the authorization token', () => {
    expect(bnplOutcome({ result: 'approved', authorizationToken: 'auth-1' })).toEqual({
      kind: 'approved',
      authorizationToken: 'auth-1',
    })
  })

  it('CHK-035 show_form means nothing', () => {
    expect(bnplOutcome({ result: 'show_form' })).toEqual({ kind: 'none' })
    // A token beside show_form does not make it an approval.
    expect(bnplOutcome({ result: 'show_form', authorizationToken: 'auth-1' })).toEqual({ kind: 'none' })
  })

  it.each(['declined', 'error', 'pending', 'APPROVED', ''])(
    'CHK-035 any other result (%j) is an error',
    (result) => {
      expect(bnplOutcome({ result, authorizationToken: 'auth-1' })).toEqual({ kind: 'error' })
    },
  )

  it('CHK-035 an approval without a token is an error, not a payment', () => {
    expect(bnplOutcome({ result: 'approved' })).toEqual({ kind: 'error' })
    expect(bnplOutcome({ result: 'approved', authorizationToken: '' })).toEqual({ kind: 'error' })
  })
})

describe('when pay later is offered and used', () => {
  it('CHK-008 offered only for an amount left to pay and when the cart lists KLARNA', () => {
    const methods = [{ id: 'CREDIT_CARD' }, { id: 'KLARNA' }]
    expect(offersBnpl(methods, 12.5)).toBe(true)
    expect(offersBnpl(methods, 0)).toBe(false)
    expect(offersBnpl([{ id: 'CREDIT_CARD' }], 12.5)).toBe(false)
    expect(offersBnpl(null, 12.5)).toBe(false)
  })

  it('CHK-035 the approval pays only for its own cart and gives way to a card payment started later', () => {
    const approval = { basketId: 'bsk-1', authorizationToken: 'auth-1' }
    expect(activeBnplApproval(approval, 'bsk-1', undefined)).toBe(approval)
    expect(activeBnplApproval(approval, 'bsk-2', undefined)).toBeNull()
    expect(activeBnplApproval(approval, 'bsk-1', 'ps-1')).toBeNull()
    expect(activeBnplApproval(undefined, 'bsk-1', undefined)).toBeNull()
    expect(bnplPaymentMethod(approval)).toEqual({
      code: 'KLARNA',
      additionalData: { authorizationToken: 'auth-1' },
    })
  })
})
