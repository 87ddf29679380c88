import { createHash, randomBytes } from 'node:crypto'
import { redirect } from 'react-router'
import { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { TokenResponseSchema, type TokenResponse } from '#app/models/cart.ts'
import {
  LookupResponseSchema,
  ProfileResponseSchema,
  type ConsumerProfile,
  type LookupResult,
  type Subscription,
} from '#app/models/consumer-profile.ts'
import { replaceSessionData } from '#app/sessions.server.ts'
import { createApiClient, type ApiClient } from './api.server.ts'

/**
 * Sign-up and enrolment calls (000 §4 Sign-up, §7 Authentication and Consumer), and the sign-in that
 * follows a sign-up. That sign-in is the spec's PKCE exchange (AUTH-004/005): signin with the challenge,
 * then the token call with the verifier and the guest's objects (AUTH-002, AUTH-007).
 */

const ServerTimeSchema = z.looseObject({ timestamp: z.union([z.number(), z.string()]) })

/** PLAT-021: GET /fapi/server/time, field `timestamp` (epoch milliseconds or an ISO date-time). */
export async function getServerTime(api: ApiClient): Promise<Date> {
  const { timestamp } = await api.request({
    path: '/fapi/server/time',
    schema: ServerTimeSchema,
    auth: false,
  })
  const date = new Date(typeof timestamp === 'number' ? timestamp : Date.parse(timestamp))
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable server time ${String(timestamp)}`)
  return date
}

/** The server time, or our own clock when the time service fails (the form must still open). */
export async function serverNow(shopper: Shopper): Promise<Date> {
  try {
    return await getServerTime(shopper.api)
  } catch (error) {
    shopper.logger.warn({ err: error }, 'server time unavailable; using the local clock')
    return new Date()
  }
}

export interface SignUpBody {
  firstName: string
  lastName: string
  email: string
  password: string
  birthDate?: string
  phone?: string
  phoneCode?: string
  postalCode?: string
  gender?: string
  isTermsConfirmed: boolean
  isTemporaryPassword: boolean
  termsConditionsAndPolicy: boolean
  subscriptions: Pick<Subscription, 'type' | 'channel' | 'optin'>[]
  source: string
  recaptcha_response: string
}

const SignUpResponseSchema = z.looseObject({ consumerNo: z.string().optional() })

/** AUTH-017: POST /consumers-v3/auth/signup. */
export function signUp(api: ApiClient, body: SignUpBody) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/auth/signup',
    body,
    schema: SignUpResponseSchema,
  })
}

/** ACCT-035: GET /consumers-v3/consumer/lookup with the email in the query. */
export function lookupConsumer(api: ApiClient, email: string): Promise<LookupResult> {
  return api.request({
    path: '/consumers-v3/consumer/lookup',
    query: { email },
    schema: LookupResponseSchema,
  })
}

/** ACCT-001: GET /consumers-v3/consumer. */
export async function getProfile(api: ApiClient): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request({
    path: '/consumers-v3/consumer',
    schema: ProfileResponseSchema,
  })
  return consumerProfile
}

export interface ProfileUpdate {
  consumerDetails?: Record<string, string | undefined>
  preferences?: { interests?: string; preferredShoeSize?: string }
}

/** ACCT-004: true when at least one field of the update is truthy. */
export function hasProfileChanges(update: ProfileUpdate): boolean {
  return [...Object.values(update.consumerDetails ?? {}), ...Object.values(update.preferences ?? {})].some(
    Boolean,
  )
}

/**
 * ACCT-002: PUT /consumers-v3/consumer with body consumerProfile. Sent only when a field is truthy
 * (ACCT-004); otherwise nothing is sent and the answer is null.
 */
export async function updateProfile(api: ApiClient, update: ProfileUpdate): Promise<ConsumerProfile | null> {
  if (!hasProfileChanges(update)) return null
  const { consumerProfile } = await api.request({
    method: 'PUT',
    path: '/consumers-v3/consumer',
    body: { consumerProfile: update },
    schema: ProfileResponseSchema,
  })
  return consumerProfile
}

const LoyaltyTokenSchema = z.looseObject({ memberId: z.string().optional() })

/**
 * ACCT-036 / AUTH-024 (A27): POST /consumers-v3/consumer/loyalty/token with usid and an optional
 * referral code; the source header is the client's x-source. It enrols the consumer in Loyalty.
 */
export function enrolInLoyalty(
  api: ApiClient,
  { usid, referralCode }: { usid: string; referralCode?: string },
) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/loyalty/token',
    body: { usid, ...(referralCode ? { referralCode } : {}) },
    schema: LoyaltyTokenSchema,
  })
}

// ---- Signed-in state -------------------------------------------------------------------------------

/** A registered (signed-in) shopper holds a Registered token. */
export function isSignedIn(shopper: Shopper): boolean {
  return shopper.session.get('tokenType') === 'Registered' && Boolean(shopper.session.get('consumerNo'))
}

/** Sends a signed-out shopper to sign in, coming back here afterwards. */
export function requireSignedIn(shopper: Shopper, request: Request) {
  if (isSignedIn(shopper)) return
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  throw redirect(`/${shopper.locale.locale}/sign-in?redirectTo=${encodeURIComponent(back)}`)
}

/** An API client for this request that carries a token just obtained (the request's own is the guest's). */
export function clientWithToken(shopper: Shopper, accessToken: string): ApiClient {
  return createApiClient({
    env: shopper.env,
    logger: shopper.logger,
    locale: shopper.locale.locale,
    channel: shopper.session.get('webview') ? 'MOBILE_APP' : 'ECOMM',
    getToken: async () => accessToken,
    sessionId: shopper.session.get('sid'),
    preview: shopper.preview,
  })
}

const SigninResponseSchema = z.looseObject({ authorizationCode: z.string() })

/** A26: a 43-character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

const TOKEN_RETRY_MS = 2000

/** AUTH-006: the login token exchange retries once, after 2000 ms, on status 409. */
async function exchangeCode(api: ApiClient, body: Record<string, unknown>): Promise<TokenResponse> {
  const call = () =>
    api.request({
      method: 'POST',
      path: '/token/v2/auth/token',
      body,
      schema: TokenResponseSchema,
      auth: false,
    })
  try {
    return await call()
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error
    await new Promise((resolve) => setTimeout(resolve, TOKEN_RETRY_MS))
    return call()
  }
}

/**
 * Signs the new account in: PKCE signin, then the Registered token exchange handing over the guest's
 * cart and lists. The session is rotated to the registered one (only the usid, webview flag and store
 * context survive). Returns an API client carrying the new token for the rest of this request.
 */
export async function signInAfterSignUp(
  shopper: Shopper,
  { email, password, captcha }: { email: string; password: string; captcha: string },
): Promise<ApiClient> {
  const { session } = shopper
  const { verifier, challenge } = pkcePair()
  const { authorizationCode } = await shopper.api.request({
    method: 'POST',
    path: '/consumers-v3/auth/signin',
    body: {
      type: 'Registered',
      username: email,
      password,
      codeChallenge: challenge,
      recaptcha_response: captcha,
    },
    schema: SigninResponseSchema,
  })
  const token = await exchangeCode(shopper.api, {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
    guestObjects: {
      basketId: session.get('basketId'),
      favoriteId: session.get('favoriteId'),
      saveForLaterId: session.get('saveForLaterId'),
    },
    action: 'postLogin',
  })
  replaceSessionData(session, {
    sid: session.get('sid'),
    webview: session.get('webview'),
    store: session.get('store'),
    // A new account has no cart of its own: the merged cart is the guest's.
    cartCount: token.basketId ? session.get('cartCount') : undefined,
    tokenType: 'Registered',
    accessToken: token.accessToken,
    accessExpiresAt: Date.now() + token.expiresIn * 1000,
    refreshToken: token.refreshToken,
    consumerNo: token.consumerNo,
    consumerType: token.consumerType,
    memberId: token.memberId,
    basketId: token.basketId,
    favoriteId: token.favorites?.favoriteId,
    saveForLaterId: token.saveForLaterId,
    isEmployeeDiscountTCAccepted: token.isEmployeeDiscountTCAccepted,
  })
  return clientWithToken(shopper, token.accessToken)
}
