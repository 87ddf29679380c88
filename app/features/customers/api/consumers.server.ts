import { z } from 'zod'
import {
  LookupResponseSchema,
  ProfileResponseSchema,
  type ConsumerProfile,
  type LookupResult,
  type Subscription,
} from '#app/domain/account/consumer-profile.ts'
import {
  compactProfileUpdate,
  hasProfileChanges,
  type ProfileUpdate,
} from '#app/domain/account/profile-rules.ts'
import { API_CONTRACTS } from '#app/platform/api/api-contracts.ts'
import type { ApiClient } from '#app/platform/api/api.server.ts'

export { hasProfileChanges, type ProfileUpdate }

/**
 * Sign-up and enrolment calls (000 §4 Sign-up, §7 Authentication and Consumer). The sign-in that
 * follows a sign-up is the sign-in page's own exchange (`signin.server.ts`).
 */

const ServerTimeSchema = z.looseObject({ timestamp: z.union([z.number(), z.string()]) })

/** PLAT-021: GET /fapi/server/time, field `timestamp` (epoch milliseconds or an ISO date-time). */
export async function getServerTime(api: ApiClient): Promise<Date> {
  const { timestamp } = await api.request({
    path: '/fapi/server/time',
    schema: ServerTimeSchema,
    auth: false,
    contract: API_CONTRACTS.serverTime,
  })
  const date = new Date(typeof timestamp === 'number' ? timestamp : Date.parse(timestamp))
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable server time ${String(timestamp)}`)
  return date
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

/**
 * AUTH-017: POST /consumers-v3/auth/signup. `botToken`: the bot-protection token the caller started
 * before its earlier work (`api.botProtectionToken()`); without it, one is asked for now.
 */
export function signUp(api: ApiClient, body: SignUpBody, botToken?: Promise<string | undefined>) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/auth/signup',
    body,
    schema: SignUpResponseSchema,
    // PLAT-025: fake accounts are a bot's work; the post goes with a bot-protection token.
    botProtected: botToken ?? true,
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

/**
 * ACCT-001: GET /consumers-v3/consumer; `includeLoyaltySummary` adds that query (the caller decides by
 * the loyalty and milestone-bar flags, `includeLoyaltySummary` of app/domain/account/profile-rules.ts).
 */
export async function getProfile(
  api: ApiClient,
  options: { includeLoyaltySummary?: boolean } = {},
): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request({
    path: '/consumers-v3/consumer',
    ...(options.includeLoyaltySummary ? { query: { includeLoyaltySummary: 'true' } } : {}),
    schema: ProfileResponseSchema,
    contract: API_CONTRACTS.consumerProfile,
  })
  return consumerProfile
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
    body: { consumerProfile: compactProfileUpdate(update) },
    schema: ProfileResponseSchema,
  })
  return consumerProfile
}

/**
 * AUTH-009 / AUTH-035: records that an employee accepted the employee discount terms. The spec names no
 * call for it; the profile update (PUT /consumers-v3/consumer, ACCT-002) carries the flag the token
 * response reports, `consumerProfile.isEmployeeDiscountTCAccepted`.
 */
export async function acceptEmployeeTerms(api: ApiClient): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request({
    method: 'PUT',
    path: '/consumers-v3/consumer',
    body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
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
