import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import {
  BOT_PROTECTION_HEADER,
  DEFAULT_BOT_PROTECTION_TOKEN_PATH,
} from '#app/domain/identity/bot-protection.ts'
import { BOT_DEFENCE_APP_ID } from '#mocks/identity/bot-protection.ts'
import { server } from '#mocks/node.ts'
import { capturedRequests, injectFault, type Captured } from '#tests/helpers/emulator.ts'
import { postPlaceOrder, postSignIn, postSignUp } from '#tests/helpers/protected-posts.ts'

/**
 * PLAT-025 / A17 (decision 075): the bot-protection token call, at `BOT_PROTECTION_TOKEN_PATH`
 * (default `/bot-protection/v1/token`), right before each post bots abuse; its token goes with the
 * post in `x-bot-protection-token`.
 */

const SIGN_IN = '/consumers-v3/auth/signin'

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
})

const calls = async () => (await capturedRequests()).map((c) => `${c.method} ${c.path}`)
const find = async (method: string, path: string | RegExp) =>
  (await capturedRequests()).filter(
    (c: Captured) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
  )

describe('the bot-protection token call', () => {
  it('PLAT-025 sign-in asks for a token at the configured path first and sends it with its post', async () => {
    const { result } = await postSignIn()
    expect(result.response?.status).toBe(303)
    const log = await calls()
    const token = log.indexOf(`POST ${DEFAULT_BOT_PROTECTION_TOKEN_PATH}`)
    expect(token).toBeGreaterThanOrEqual(0)
    expect(log.indexOf(`POST ${SIGN_IN}`)).toBe(token + 1)
    const [signIn] = await find('POST', SIGN_IN)
    // The emulator issued it (an unknown one is refused as bot defence, below).
    expect(signIn!.headers[BOT_PROTECTION_HEADER]).toMatch(/^bpt_[0-9a-f]{32}$/)
    // Only the protected post carries it: not the token exchange that follows.
    const [exchange] = await find('POST', '/token/v2/auth/token')
    expect(exchange!.headers[BOT_PROTECTION_HEADER]).toBeUndefined()
  })

  it('PLAT-025 sign-up and place order each go with a token of their own', async () => {
    await postSignUp()
    const [signUp] = await find('POST', '/consumers-v3/auth/signup')
    expect(signUp!.headers[BOT_PROTECTION_HEADER]).toMatch(/^bpt_/)
    await postPlaceOrder()
    const [order] = await find('PUT', '/cart/v2/checkout/order')
    expect(order!.headers[BOT_PROTECTION_HEADER]).toMatch(/^bpt_/)
    expect(order!.headers[BOT_PROTECTION_HEADER]).not.toBe(signUp!.headers[BOT_PROTECTION_HEADER])
    // One token call per protected post: sign-up, the sign-in after it, place order.
    expect(await find('POST', DEFAULT_BOT_PROTECTION_TOKEN_PATH)).toHaveLength(3)
    // Reads and other posts go without.
    const others = (await capturedRequests()).filter(
      (c) => c.headers[BOT_PROTECTION_HEADER] !== undefined && !/signup|signin|checkout\/order$/.test(c.path),
    )
    expect(others).toEqual([])
  })

  it('PLAT-025 place order asks for its token while the earlier calls run: the token call and prepareOrder are in flight together', async () => {
    // The token's answer waits for prepareOrder to arrive. Asked for only after prepareOrder (in
    // series), the token call would not have arrived by then.
    let tokenAsked = false
    let prepareArrived: () => void = () => {}
    const prepared = new Promise<void>((resolve) => (prepareArrived = resolve))
    const tokenInFlight: boolean[] = []
    server.use(
      http.post(`*${DEFAULT_BOT_PROTECTION_TOKEN_PATH}`, async () => {
        tokenAsked = true
        await prepared
        // Nothing returned: the emulator issues the token.
      }),
      http.post('*/cart/v1/cart/prepareOrder', () => {
        tokenInFlight.push(tokenAsked)
        prepareArrived()
      }),
    )
    const { result } = await postPlaceOrder()
    expect(result.response?.status).toBe(303)
    expect(tokenInFlight).toEqual([true])
    const [order] = await find('PUT', '/cart/v2/checkout/order')
    expect(order!.headers[BOT_PROTECTION_HEADER]).toMatch(/^bpt_/)
  })

  it('PLAT-025 BOT_PROTECTION_TOKEN_PATH moves the call', async () => {
    vi.stubEnv('BOT_PROTECTION_TOKEN_PATH', '/security/v2/bot-token')
    resetEnvCache()
    // Handlers of a test come before the emulator's capture: they record what they see themselves.
    const moved: string[] = []
    const sentWith: (string | null)[] = []
    server.use(
      http.post('*/security/v2/bot-token', ({ request }) => {
        moved.push(new URL(request.url).pathname)
        return HttpResponse.json({ token: 'moved-token', expiresIn: 60 })
      }),
      // The emulator knows only its own tokens: this one stands for another service's.
      http.post(`*${SIGN_IN}`, ({ request }) => {
        sentWith.push(request.headers.get(BOT_PROTECTION_HEADER))
        return HttpResponse.json({ authorizationCode: 'not-a-code' })
      }),
    )
    await postSignIn()
    expect(moved).toEqual(['/security/v2/bot-token'])
    expect(sentWith).toEqual(['moved-token'])
    expect(await find('POST', DEFAULT_BOT_PROTECTION_TOKEN_PATH)).toEqual([])
  })

  it('PLAT-025 when the token call fails the post goes without one; the API decides', async () => {
    await injectFault({ path: `^${DEFAULT_BOT_PROTECTION_TOKEN_PATH}$`, status: 503 })
    const { result } = await postSignIn()
    expect(result.response?.status).toBe(303)
    const [signIn] = await find('POST', SIGN_IN)
    expect(signIn!.headers[BOT_PROTECTION_HEADER]).toBeUndefined()
  })

  it('PLAT-025 ERR-003 a token the defence did not issue is refused with its appId', async () => {
    server.use(
      http.post(`*${DEFAULT_BOT_PROTECTION_TOKEN_PATH}`, () =>
        HttpResponse.json({ token: 'forged-token', expiresIn: 60 }),
      ),
    )
    const { result } = await postSignIn()
    expect(result.status).toBe(400)
    const [signIn] = await find('POST', SIGN_IN)
    expect(signIn!.headers[BOT_PROTECTION_HEADER]).toBe('forged-token')
    const refusal = await fetch(`http://emulator.test${SIGN_IN}?locale=en_US`, {
      method: 'POST',
      headers: { 'x-api-key': 'test-access-key', [BOT_PROTECTION_HEADER]: 'forged-token' },
      body: '{}',
    })
    expect(refusal.status).toBe(403)
    expect(await refusal.json()).toMatchObject({ appId: BOT_DEFENCE_APP_ID })
  })
})
