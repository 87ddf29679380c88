import { getResponse } from 'msw'
import { expect } from 'vitest'
import { TokenResponseSchema } from '#app/domain/identity/token.ts'
import { ErrorBodySchema } from '#app/domain/errors/error-body.ts'
import { handlers as authHandlers, s256 } from './identity/auth.ts'
import { handlers as cartAdjustmentHandlers } from './cart/cart-adjustments.ts'
import { handlers as cartHandlers } from './cart/cart.ts'
import { handlers as checkoutHandlers } from './checkout/checkout.ts'
import { handlers as consumerAddressHandlers } from './addresses/consumer-addresses.ts'
import { handlers as consumerProfileHandlers } from './customers/consumer-profile.ts'
import { handlers as signupHandlers } from './identity/auth-signup.ts'
import { controlHandlers } from './control.ts'
import { findProduct } from './catalog/seed/catalog.ts'
import { handlers as eventHandlers } from './events/events.ts'
import { handlers as paymentMethodHandlers } from './payments/payment-methods.ts'
import { handlers as providerHandlers } from './payments/provider.ts'
import { handlers as providerFieldHandlers } from './payments/provider-fields.ts'
import { handlers as savedCardHandlers } from './payments/saved-cards.ts'

/**
 * Test helpers for the emulator's own tests: requests answered in-process with `getResponse` over the
 * handlers under test (no network, no other service's handlers needed).
 */

export const BASE = 'http://emulator.test'
export const VERIFIER = 'verifier-0123456789-0123456789-0123456789-abcdef'

const handlers = [
  ...controlHandlers,
  ...authHandlers,
  ...consumerProfileHandlers,
  ...signupHandlers,
  ...cartHandlers,
  ...cartAdjustmentHandlers,
  ...checkoutHandlers,
  ...paymentMethodHandlers,
  ...savedCardHandlers,
  ...consumerAddressHandlers,
  ...providerHandlers,
  ...providerFieldHandlers,
  ...eventHandlers,
]

export interface CallOptions {
  body?: unknown
  token?: string
  /** API locale (`en_US`, `de_DE`): header and query, as the storefront sends it. */
  locale?: string
  headers?: Record<string, string>
  /** An HTML form post (urlencoded) instead of JSON. */
  form?: Record<string, string>
  /** Leave out the x-api-key header. */
  noKey?: boolean
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  json: unknown
}

/** One request through the handlers; fails the test when no handler answers. */
export async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, BASE)
  const locale = opts.locale ?? 'en_US'
  if (!url.searchParams.has('locale')) url.searchParams.set('locale', locale)
  const headers = new Headers({
    Accept: 'application/json',
    'x-locale': locale,
    'x-correlation-id': 'corr-test',
    'x-channel': 'ECOMM',
    ...opts.headers,
  })
  if (!opts.noKey) headers.set('x-api-key', 'test-key')
  if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`)
  let body: string | undefined
  if (opts.form) {
    body = new URLSearchParams(opts.form).toString()
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body)
    headers.set('Content-Type', 'application/json')
  }
  const response = await getResponse(handlers, new Request(url, { method, headers, body }))
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** Asserts the spec's error body with this status and errorId; answers the first error entry. */
export function expectError(result: CallResult, status: number, errorId: string) {
  expect({ status: result.status, body: result.json }).toMatchObject({
    status,
    body: { errorDetails: [{ errorId }] },
  })
  const parsed = ErrorBodySchema.parse(result.json)
  expect(parsed.correlationId).toBe('corr-test')
  return parsed.errorDetails[0]!
}

export async function guestToken(): Promise<string> {
  const result = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
  expect(result.status).toBe(200)
  return TokenResponseSchema.parse(result.json).accessToken
}

/** Signs in through the PKCE exchange: signin with the challenge, then the token call with the verifier. */
export async function signIn(email: string, guestObjects: Record<string, string> = {}) {
  const signin = await call('POST', '/consumers-v3/auth/signin', {
    body: {
      type: 'Registered',
      username: email,
      password: 'Passw0rd!',
      codeChallenge: s256(VERIFIER),
      recaptcha_response: 'captcha',
    },
  })
  expect(signin.status).toBe(200)
  const { authorizationCode } = signin.json as { authorizationCode: string }
  const token = await call('POST', '/token/v2/auth/token', {
    body: {
      type: 'Registered',
      authorizationCode,
      codeVerifier: VERIFIER,
      guestObjects,
      action: 'postLogin',
    },
  })
  expect(token.status).toBe(200)
  return TokenResponseSchema.parse(token.json)
}

/** The fixture product RS100001, colour 001: size 9 (stock 25), 10 (stock 2), 11 (stock 0). */
export function fixture() {
  const product = findProduct('RS100001')
  if (!product) throw new Error('fixture product RS100001 missing from the catalogue')
  const upc = (size: string) => {
    const variant = product.variants.find((v) => v.color === '001' && v.size === size)
    if (!variant) throw new Error(`RS100001 001 size ${size} missing`)
    return variant.upc
  }
  return { productId: product.id, size9: upc('9'), size10: upc('10'), size11: upc('11') }
}

export const US_ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  addressLine1: '101 Main Street',
  city: 'Portland',
  province: 'OR',
  postalCode: '97205',
  country: 'US',
  phone: '5035551001',
  email: 'sam@example.com',
}
