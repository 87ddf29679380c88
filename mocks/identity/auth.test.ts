import { beforeEach, describe, expect, test } from 'vitest'
import { TokenResponseSchema } from '#app/domain/identity/token.ts'
import { CartSchema } from '#app/domain/cart/cart.ts'
import { s256 } from './auth.ts'
import { db, resetState } from '../state.ts'
import { call, expectError, fixture, guestToken, signIn, VERIFIER } from '../test-client.ts'

beforeEach(() => resetState())

async function signinCode(email: string, password = 'Passw0rd!') {
  return call('POST', '/consumers-v3/auth/signin', {
    body: {
      type: 'Registered',
      username: email,
      password,
      codeChallenge: s256(VERIFIER),
      recaptcha_response: 'x',
    },
  })
}

describe('guest token', () => {
  test('a Guest token call answers a short access token, 1800 s and a refresh token', async () => {
    const result = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
    const token = TokenResponseSchema.parse(result.json)
    expect(token.expiresIn).toBe(1800)
    expect(token.accessToken.length).toBeLessThan(60)
    expect(token.refreshToken).toBeTruthy()
  })

  test('an unknown token type is refused', async () => {
    expectError(await call('POST', '/token/v2/auth/token', { body: { type: 'Nope' } }), 400, 'AUT404')
  })
})

describe('PKCE sign-in', () => {
  test('signin then token exchange with the matching verifier gives the registered session', async () => {
    const session = await signIn('shopper@example.com')
    expect(session).toMatchObject({
      consumerType: 'REGULAR',
      consumerNo: expect.stringMatching(/^C\d+$/),
      favorites: { favoriteId: expect.any(String) },
      isEmployeeDiscountTCAccepted: false,
      expiresIn: 1800,
    })
    expect(session.refreshToken).toBeTruthy()
  })

  test('a verifier that does not match the challenge answers AUT432 and leaves the code usable', async () => {
    const { authorizationCode } = (await signinCode('shopper@example.com')).json as {
      authorizationCode: string
    }
    const bad = await call('POST', '/token/v2/auth/token', {
      body: { type: 'Registered', authorizationCode, codeVerifier: `${VERIFIER}-wrong`, guestObjects: {} },
    })
    expectError(bad, 400, 'AUT432')
    const good = await call('POST', '/token/v2/auth/token', {
      body: { type: 'Registered', authorizationCode, codeVerifier: VERIFIER, guestObjects: {} },
    })
    expect(good.status).toBe(200)
    const again = await call('POST', '/token/v2/auth/token', {
      body: { type: 'Registered', authorizationCode, codeVerifier: VERIFIER, guestObjects: {} },
    })
    expectError(again, 400, 'AUT432')
  })

  test('the employee account needs the discount terms; the loyalty member has a memberId', async () => {
    expect(await signIn('employee@example.com')).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
    })
    expect((await signIn('loyalty@example.com')).memberId).toBeTruthy()
  })

  test('wrong passwords: AUT401 three times, AUT426 on the 4th, AUT423 from the 5th, even with the right one', async () => {
    for (let i = 0; i < 3; i++) expectError(await signinCode('athlete@example.com', 'nope'), 401, 'AUT401')
    expectError(await signinCode('athlete@example.com', 'nope'), 401, 'AUT426')
    expectError(await signinCode('athlete@example.com', 'nope'), 401, 'AUT423')
    expectError(await signinCode('athlete@example.com'), 401, 'AUT423')
    expectError(await signinCode('nobody@example.com'), 401, 'AUT401')
  })

  test('a success resets the failure count', async () => {
    for (let i = 0; i < 3; i++) await signinCode('ipa@example.com', 'nope')
    expect((await signinCode('ipa@example.com')).status).toBe(200)
    expectError(await signinCode('ipa@example.com', 'nope'), 401, 'AUT401')
  })

  test('the guest cart is adopted at sign-in and no longer answers the guest token', async () => {
    const guest = await guestToken()
    const { productId, size9 } = fixture()
    const created = await call('POST', '/cart/v1/cart', {
      token: guest,
      body: { items: [{ productId, upc: size9, qty: 1 }] },
    })
    const basketId = CartSchema.parse(created.json).id
    const session = await signIn('shopper@example.com', { basketId })
    expect(session.basketId).toBe(basketId)
    const mine = await call('GET', `/cart/v1/cart/${basketId}`, { token: session.accessToken })
    expect(CartSchema.parse(mine.json).totalItems).toBe(1)
    expectError(await call('GET', `/cart/v1/cart/${basketId}`, { token: guest }), 404, 'BSK404')
  })

  test('a second guest cart merges into the shopper cart, adding quantities', async () => {
    const { productId, size9 } = fixture()
    const first = await guestToken()
    const a = await call('POST', '/cart/v1/cart', {
      token: first,
      body: { items: [{ productId, upc: size9, qty: 1 }] },
    })
    const basketId = CartSchema.parse(a.json).id
    await signIn('shopper@example.com', { basketId })
    const second = await guestToken()
    const b = await call('POST', '/cart/v1/cart', {
      token: second,
      body: { items: [{ productId, upc: size9, qty: 2 }] },
    })
    const session = await signIn('shopper@example.com', { basketId: CartSchema.parse(b.json).id })
    expect(session.basketId).toBe(basketId)
    const merged = CartSchema.parse(
      (await call('GET', `/cart/v1/cart/${basketId}`, { token: session.accessToken })).json,
    )
    expect(merged.items).toHaveLength(1)
    expect(merged.totalItems).toBe(3)
  })
})

describe('refresh, sign-out and bearer checks', () => {
  test('a refresh token gives a new access token; an unknown one AUT498', async () => {
    const session = await signIn('shopper@example.com')
    const refreshed = await call('POST', '/token/v2/auth/token', {
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    })
    const token = TokenResponseSchema.parse(refreshed.json)
    expect(token.accessToken).not.toBe(session.accessToken)
    expect(token.consumerNo).toBe(session.consumerNo)
    expectError(
      await call('POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: 'rt_x' } }),
      401,
      'AUT498',
    )
  })

  test('sign-out revokes the refresh token and its access tokens', async () => {
    const session = await signIn('shopper@example.com')
    const out = await call('POST', '/consumers-v3/consumer/auth/signout', {
      body: { refreshToken: session.refreshToken },
    })
    expect(out.status).toBe(200)
    expectError(
      await call('POST', '/token/v2/auth/token', {
        body: { type: 'Refresh', refreshToken: session.refreshToken },
      }),
      401,
      'AUT498',
    )
    expectError(await call('POST', '/cart/v1/cart', { token: session.accessToken }), 401, 'AUT404')
  })

  test('no token AUT404, an expired token AUT432', async () => {
    expectError(await call('POST', '/cart/v1/cart'), 401, 'AUT404')
    const token = await guestToken()
    db.tokens.get(token)!.expiresAt = Date.now() - 1
    expectError(await call('POST', '/cart/v1/cart', { token }), 401, 'AUT432')
  })

  test('a token of a consumer the store no longer knows answers AUT498', async () => {
    const session = await signIn('wranx@example.com')
    db.consumers.delete(session.consumerNo!)
    expectError(await call('POST', '/cart/v1/cart', { token: session.accessToken }), 401, 'AUT498')
  })
})
