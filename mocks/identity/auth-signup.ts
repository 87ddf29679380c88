import { http, HttpResponse } from 'msw'
import { HAS_LOWER, HAS_NUMBER, HAS_UPPER, PASSWORD_MIN_LENGTH } from '#app/validation/password-rules.ts'
import { EMAIL_PATTERN, NAME_PATTERN } from '#app/validation/validators.ts'
import { requirePrincipal } from './auth.ts'
import {
  accountOf,
  findConsumerByEmail,
  findConsumerByPhone,
  hashPassword,
  type ConsumerAccount,
  type Subscription,
  updateAccount,
} from '../customers/consumers.ts'
import { apiError, readJson } from '../errors.ts'
import { localeFromRequest } from '../locale.ts'
import { db, nextNumber, type ConsumerRecord } from '../state.ts'

/**
 * Sign-up and the consumer profile (000 §4 Sign-up, §7 Authentication and Consumer): server time,
 * POST /consumers-v3/auth/signup, the lookup behind the enrolment steps, profile read and update, and the
 * loyalty token call that enrols a consumer in Loyalty (with an optional referral code).
 */

/** Countries where the emulated service insists on a birth date (answers PRO411 without one). */
const BIRTH_DATE_COUNTRIES = new Set(['DE', 'FR'])
const MINIMAL_AGE = 16

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function countryOf(request: Request): string {
  return localeFromRequest(request)?.split('_')[1] ?? 'US'
}

/** YYYY-MM-DD of today minus `years` (UTC). */
function latestBirthDate(years: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10)
}

function validPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    HAS_NUMBER.test(password) &&
    HAS_UPPER.test(password) &&
    HAS_LOWER.test(password)
  )
}

/** The profile as GET /consumers-v3/consumer answers it (ACCT-008 fields). */
export function profileJson(account: ConsumerAccount) {
  return {
    consumerNo: account.consumerNo,
    consumerType: account.consumerType,
    consumerProfile: {
      consumerDetails: {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone || undefined,
        phoneCode: account.phoneCode || undefined,
        postalCode: account.postalCode || undefined,
        birthDate: account.birthDate || undefined,
        gender: account.gender,
        address: account.addresses,
        athlete: account.athlete,
        employee: account.employee,
        prosumer: account.prosumer,
        identity: account.identity,
      },
      isLoyaltyMember: account.isLoyaltyMember,
      memberId: account.memberId,
      loyaltyOptInDate: account.loyaltyOptInDate,
      loyaltySummary: account.loyalty
        ? { points: { balance: account.loyalty.currentLoyaltyPoints } }
        : undefined,
      preferences: { interests: account.interests ?? '', preferredShoeSize: account.preferredShoeSize },
      subscriptions: account.subscriptions ?? [],
      isEmployeeDiscountTCAccepted:
        account.consumerType === 'EMPLOYEE' ? (account.isEmployeeDiscountTCAccepted ?? false) : undefined,
    },
  }
}

function subscriptionsFrom(value: unknown): Subscription[] {
  if (!Array.isArray(value)) return []
  const today = new Date().toISOString()
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const { type, channel, optin } = item as Record<string, unknown>
    if (type !== 'Newsletter' && type !== 'LoyaltyNewsletter' && type !== 'Loyalty') return []
    if (channel !== 'email' && channel !== 'sms') return []
    return [
      { type, channel, optin: optin === true, doubleOptin: false, optinDate: optin ? today : undefined },
    ]
  })
}

function signup(request: Request, body: Record<string, unknown>): Response {
  if (!str(body.recaptcha_response)) return apiError(request, 400, 'AUT403', 'Captcha failed')
  const email = (str(body.email) ?? '').toLowerCase()
  if (!EMAIL_PATTERN.test(email)) return apiError(request, 400, 'AUT453', 'Invalid email format')
  const password = typeof body.password === 'string' ? body.password : ''
  if (!validPassword(password)) return apiError(request, 400, 'FE872', 'Password does not meet the rules')
  const firstName = str(body.firstName) ?? ''
  const lastName = str(body.lastName) ?? ''
  for (const name of [firstName, lastName]) {
    if (name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name))
      return apiError(request, 400, 'PRO412', 'Profile update failed: a name is not valid')
  }
  const birthDate = str(body.birthDate)
  if (!birthDate && BIRTH_DATE_COUNTRIES.has(countryOf(request)))
    return apiError(request, 400, 'PRO411', 'Missing birthdate')
  if (birthDate && birthDate > latestBirthDate(MINIMAL_AGE))
    return apiError(request, 400, 'PRO410', 'Invalid age')
  if (findConsumerByEmail(email)) return apiError(request, 409, 'AUT439', 'Login already in use')
  const phone = (str(body.phone) ?? '').replace(/\D/g, '')
  if (phone && findConsumerByPhone(phone))
    return apiError(request, 409, 'AUT444', 'Phone number already in use')

  const n = nextNumber('consumer', 100)
  const consumerNo = `C${String(n).padStart(9, '0')}`
  const account: ConsumerAccount = {
    consumerNo,
    email,
    password: '',
    passwordHash: hashPassword(password),
    firstName,
    lastName,
    phone,
    phoneCode: phone ? (str(body.phoneCode) ?? '') : '',
    postalCode: str(body.postalCode) ?? '',
    birthDate: birthDate ?? '',
    gender: str(body.gender),
    consumerType: 'REGULAR',
    isLoyaltyMember: false,
    favoriteId: `fav-${consumerNo}`,
    saveForLaterId: `sfl-${consumerNo}`,
    addresses: [],
    identity: [],
    subscriptions: subscriptionsFrom(body.subscriptions),
    source: str(body.source),
  }
  const record: ConsumerRecord = { account, failedSignins: 0, locked: false }
  db.consumers.set(consumerNo, record)
  return HttpResponse.json({ consumerNo, email }, { status: 201 })
}

/** The signed-in consumer's record, or the error response to answer. */
function registeredRecord(request: Request): ConsumerRecord {
  const principal = requirePrincipal(request)
  const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
  if (principal.type !== 'Registered' || !record)
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  return record
}

function updateProfile(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const profile = (body.consumerProfile ?? {}) as Record<string, unknown>
  const details = (profile.consumerDetails ?? {}) as Record<string, unknown>
  const preferences = (profile.preferences ?? undefined) as Record<string, unknown> | undefined
  const changes: Partial<ConsumerAccount> = {}
  for (const key of ['firstName', 'lastName', 'phoneCode', 'postalCode', 'birthDate', 'gender'] as const) {
    const value = str(details[key])
    if (value) changes[key] = value
  }
  const phone = (str(details.phone) ?? '').replace(/\D/g, '')
  if (phone) {
    if (findConsumerByPhone(phone, record.account.consumerNo))
      return apiError(request, 409, 'AUT444', 'Phone number already in use')
    changes.phone = phone
  }
  for (const name of [changes.firstName, changes.lastName]) {
    if (name !== undefined && (name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name)))
      return apiError(request, 400, 'PRO412', 'Profile update failed: a name is not valid')
  }
  if (changes.birthDate && changes.birthDate > latestBirthDate(MINIMAL_AGE))
    return apiError(request, 400, 'PRO410', 'Invalid age')
  if (profile.isEmployeeDiscountTCAccepted === true) {
    // AUTH-009: only an employee has discount terms to accept; the token calls report it from now on.
    if (record.account.consumerType !== 'EMPLOYEE')
      return apiError(request, 400, 'PRO412', 'Profile update failed: not an employee')
    changes.isEmployeeDiscountTCAccepted = true
  }
  if (preferences && typeof preferences.interests === 'string') changes.interests = preferences.interests
  if (preferences && typeof preferences.preferredShoeSize === 'string')
    changes.preferredShoeSize = preferences.preferredShoeSize
  if (!Object.keys(changes).length)
    return apiError(request, 400, 'PRO412', 'Profile update failed: nothing to update')
  updateAccount(record, changes)
  return HttpResponse.json(profileJson(accountOf(record)))
}

function enrolInLoyalty(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  if (!str(body.usid)) return apiError(request, 400, 'PRO412', 'Loyalty enrolment failed: usid is required')
  const account = accountOf(record)
  const referralCode = str(body.referralCode)
  if (!account.isLoyaltyMember) {
    const today = new Date().toISOString()
    updateAccount(record, {
      isLoyaltyMember: true,
      memberId: account.memberId ?? `M${account.consumerNo.slice(1)}`,
      loyaltyOptInDate: today.slice(0, 10),
      loyalty: account.loyalty ?? { currentLoyaltyPoints: 0, applicableLoyaltyVouchers: [] },
      subscriptions: [
        ...(account.subscriptions ?? []).filter((s) => s.type !== 'Loyalty'),
        { type: 'Loyalty', channel: 'email', optin: true, doubleOptin: false, optinDate: today },
      ],
    })
  }
  if (referralCode) updateAccount(record, { referralCode })
  const updated = accountOf(record)
  return HttpResponse.json({ memberId: updated.memberId, isLoyaltyMember: true })
}

export const handlers = [
  // PLAT-021: the server's clock, for the sign-up form's birth-date bounds.
  http.get('*/fapi/server/time', () => HttpResponse.json({ timestamp: Date.now() })),

  http.post('*/consumers-v3/auth/signup', async ({ request }) => {
    requirePrincipal(request)
    return signup(request, (await readJson(request)) ?? {})
  }),

  // ACCT-035: is there an account for this email, and may it join Loyalty (A39)?
  http.get('*/consumers-v3/consumer/lookup', ({ request }) => {
    requirePrincipal(request)
    const email = new URL(request.url).searchParams.get('email') ?? ''
    const record = findConsumerByEmail(email)
    const account = record && accountOf(record)
    return HttpResponse.json({
      exists: Boolean(account),
      isLoyaltyMember: account?.isLoyaltyMember ?? false,
      loyaltyEligible: Boolean(account && !account.isLoyaltyMember),
    })
  }),

  // GET /consumers-v3/consumer (ACCT-001) is answered in consumer-profile.ts (includeLoyaltySummary, PRO404).
  http.put('*/consumers-v3/consumer', async ({ request }) =>
    updateProfile(request, (await readJson(request)) ?? {}),
  ),

  http.post('*/consumers-v3/consumer/loyalty/token', async ({ request }) =>
    enrolInLoyalty(request, (await readJson(request)) ?? {}),
  ),
]
