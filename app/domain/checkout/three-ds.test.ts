import { describe, expect, it } from 'vitest'
import {
  authenticationPatch,
  authenticationRefused,
  authenticationResult,
  challengeRequest,
  issuerUrl,
  paymentChanged,
  resumesChallenge,
  type PendingAuthentication,
} from './three-ds.ts'

const PROVIDER = 'https://pay.example.com'
const BACK = 'https://shop.example.com/en-us/checkout/authenticate'

describe('CHK-033 reading the place-order flash', () => {
  it('no PaymentNotAuthorized entry: no challenge', () => {
    expect(challengeRequest(undefined)).toEqual({ kind: 'none' })
    expect(challengeRequest([{ type: 'ItemsOOS', level: 'error' }])).toEqual({ kind: 'none' })
  })

  it('message challenge (or none) is a challenge with the opaque action', () => {
    expect(challengeRequest([{ type: 'PaymentNotAuthorized', message: 'challenge', action: 'abc' }])).toEqual(
      {
        kind: 'challenge',
        mode: 'challenge',
        action: 'abc',
      },
    )
    expect(challengeRequest([{ type: 'PaymentNotAuthorized', action: 'abc' }])).toMatchObject({
      mode: 'challenge',
    })
  })

  it('message redirect is a redirect to the action', () => {
    const flash = [{ type: 'PaymentNotAuthorized', message: 'redirect', action: `${PROVIDER}/bank/1` }]
    expect(challengeRequest(flash)).toEqual({
      kind: 'challenge',
      mode: 'redirect',
      action: `${PROVIDER}/bank/1`,
    })
  })

  it('a PaymentNotAuthorized without an action cannot be finished', () => {
    expect(challengeRequest([{ type: 'PaymentNotAuthorized', message: 'challenge' }])).toEqual({
      kind: 'unusable',
    })
    expect(challengeRequest([{ type: 'PaymentNotAuthorized', action: ' ' }])).toEqual({ kind: 'unusable' })
    expect(challengeRequest([{ type: 'PaymentNotAuthorized', action: 42 }])).toEqual({ kind: 'unusable' })
  })
})

describe('CHK-033 where the shopper authenticates', () => {
  it('a challenge opens the provider challenge page with the action and the return address', () => {
    const url = new URL(issuerUrl({ mode: 'challenge', action: 'a b&c' }, PROVIDER, BACK)!)
    expect(url.origin).toBe(PROVIDER)
    expect(url.searchParams.get('action')).toBe('a b&c')
    expect(url.searchParams.get('returnUrl')).toBe(BACK)
  })

  it('a redirect goes to the action when it is on the provider origin', () => {
    const url = new URL(issuerUrl({ mode: 'redirect', action: `${PROVIDER}/bank/1?x=1` }, PROVIDER, BACK)!)
    expect(url.pathname).toBe('/bank/1')
    expect(url.searchParams.get('x')).toBe('1')
    expect(url.searchParams.get('returnUrl')).toBe(BACK)
  })

  it('never a redirect off the configured provider, nor one that is not a URL', () => {
    expect(
      issuerUrl({ mode: 'redirect', action: 'https://evil.example.com/bank' }, PROVIDER, BACK),
    ).toBeNull()
    expect(issuerUrl({ mode: 'redirect', action: 'javascript:alert(1)' }, PROVIDER, BACK)).toBeNull()
    expect(issuerUrl({ mode: 'redirect', action: '/bank/1' }, PROVIDER, BACK)).toBeNull()
    expect(
      issuerUrl({ mode: 'redirect', action: 'https://pay.example.com.evil.io/x' }, PROVIDER, BACK),
    ).toBeNull()
  })
})

describe('CHK-034 CHK-028 finishing the order', () => {
  it('the result is read by mode', () => {
    const query = new URLSearchParams({ threeDSResult: 'r1', redirectResult: 'r2' })
    expect(authenticationResult('challenge', query)).toBe('r1')
    expect(authenticationResult('redirect', query)).toBe('r2')
    expect(authenticationResult('challenge', new URLSearchParams({ redirectResult: 'r2' }))).toBeNull()
    expect(
      authenticationResult('challenge', new URLSearchParams({ threeDSResult: 'x'.repeat(513) })),
    ).toBeNull()
  })

  it('a challenge patches threeDS2Result, a redirect redirectResult, with the card instrument', () => {
    expect(authenticationPatch({ mode: 'challenge', paymentInstrumentId: 'pi-1' }, 'r1')).toEqual({
      code: 'CREDIT_CARD',
      additionalData: { threeDS2Result: 'r1', paymentInstrumentId: 'pi-1' },
    })
    expect(authenticationPatch({ mode: 'redirect' }, 'r2')).toEqual({
      code: 'CREDIT_CARD',
      additionalData: { redirectResult: 'r2' },
    })
  })

  it('CHK-004 ERR-126 a refused authentication starts the payment again; other errors do not', () => {
    expect(authenticationRefused('PAYMENT_AUTHENTICATION_ERROR')).toBe(true)
    expect(authenticationRefused('ORD430')).toBe(false)
    expect(authenticationRefused(undefined)).toBe(false)
  })

  it('only the key that started the challenge resumes it', () => {
    const pending: PendingAuthentication = {
      orderNumber: '1',
      action: 'a',
      mode: 'challenge',
      idempotencyKey: 'k1',
    }
    expect(resumesChallenge(pending, 'k1')).toBe(true)
    expect(resumesChallenge(pending, 'k2')).toBe(false)
    expect(resumesChallenge(pending, '')).toBe(false)
    expect(resumesChallenge(undefined, 'k1')).toBe(false)
  })

  it('another card session (or none, gift cards) since the challenge means the payment changed', () => {
    const pending: PendingAuthentication = {
      orderNumber: '1',
      action: 'a',
      mode: 'challenge',
      idempotencyKey: 'k1',
      paymentSessionId: 's1',
    }
    expect(paymentChanged(pending, 's1')).toBe(false)
    expect(paymentChanged(pending, 's2')).toBe(true)
    expect(paymentChanged(pending, undefined)).toBe(true)
    expect(paymentChanged({ ...pending, paymentSessionId: undefined }, undefined)).toBe(false)
  })
})
