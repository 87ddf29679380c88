import { createHash, randomBytes } from 'node:crypto'
import { commitSession, getSession } from '#app/sessions.server.ts'
import type { CookieJar } from './route.ts'

const EMULATOR = 'http://emulator.test'

async function call(path: string, body: unknown, emulator = EMULATOR) {
  const response = await fetch(`${emulator}${path}?locale=en_US`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'x-api-key': process.env.API_ACCESS_KEY ?? '',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/**
 * Puts a registered shopper's session in `jar`, signed in through the emulator's PKCE sign-in and
 * token calls: a fixture for tests of pages that need a signed-in shopper, not a test of sign-in.
 */
export async function signInJar(
  jar: Pick<CookieJar, 'header' | 'store'>,
  email = 'shopper@example.com',
  password = 'Passw0rd!',
  emulator = EMULATOR,
) {
  const verifier = randomBytes(32).toString('base64url')
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
  const { authorizationCode } = await call(
    '/consumers-v3/auth/signin',
    {
      username: email,
      password,
      codeChallenge,
      type: 'Registered',
    },
    emulator,
  )
  const token = await call(
    '/token/v2/auth/token',
    {
      type: 'Registered',
      authorizationCode,
      codeVerifier: verifier,
      guestObjects: {},
    },
    emulator,
  )
  const session = getSession(new Request('http://localhost', { headers: { Cookie: jar.header() } }))
  session.set('sid', session.get('sid') ?? randomBytes(8).toString('hex'))
  session.set('accessToken', String(token.accessToken))
  session.set('accessExpiresAt', Date.now() + Number(token.expiresIn ?? 1800) * 1000)
  session.set('refreshToken', String(token.refreshToken))
  session.set('tokenType', 'Registered')
  session.set('consumerNo', String(token.consumerNo))
  session.set('favoriteId', String((token.favorites as { favoriteId?: string } | undefined)?.favoriteId))
  session.set('saveForLaterId', String(token.saveForLaterId))
  jar.store([commitSession(session)])
}
