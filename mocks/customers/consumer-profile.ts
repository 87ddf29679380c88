import { http, HttpResponse } from 'msw'
import { EMAIL_PATTERN, NAME_PATTERN } from '#app/validation/validators.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { profileJson } from '../identity/auth-signup.ts'
import {
  accountOf,
  findConsumerByEmail,
  passwordMatches,
  type ConsumerAccount,
  type Subscription,
  updateAccount,
} from './consumers.ts'
import { apiError, readJson } from '../errors.ts'
import { db, type ConsumerRecord } from '../state.ts'

/**
 * The account's profile calls beyond read and update (000 §7 Consumer; decision 031): create the profile
 * (POST /consumers-v3/consumer, ACCT-003), a consumer without one answers PRO404 (ERR-086), the email
 * change (PUT with currentPassword), the SMS subscription (GET/PUT/POST …/subscription, ACCT-010…012;
 * pending until the shopper confirms the text message), notification settings (PUT …/notification,
 * ACCT-034) and the data request (POST …/retrieveUserData, ACCT-033). Every call acts on the token's
 * consumer only.
 */

export interface ProfileExtras {
  /** The consumer has no profile yet: reads and updates answer PRO404 until POST creates it. */
  profileMissing?: boolean
  notificationSettings?: { orderUpdatesByEmail: boolean; orderUpdatesBySms: boolean }
  /** When the consumer asked for their data (ISO date-times), newest last. */
  dataRequests?: { consumerId: string; email: string; at: string }[]
  /** The phone the SMS subscription texts. */
  smsRecipient?: string
}

type ProfileAccount = ConsumerAccount & ProfileExtras

const DEFAULT_NOTIFICATIONS = { orderUpdatesByEmail: true, orderUpdatesBySms: false }

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** The signed-in consumer's record; a guest or unknown token answers AUT404. */
function registeredRecord(request: Request): ConsumerRecord {
  const principal = requirePrincipal(request)
  const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
  if (principal.type !== 'Registered' || !record)
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  return record
}

const account = (record: ConsumerRecord) => accountOf(record) as ProfileAccount

function profileNotFound(request: Request) {
  return apiError(request, 404, 'PRO404', 'Profile not found')
}

/** The profile answer, with the emulator's notification settings beside it (decision 031). */
export function profileAnswer(record: ConsumerRecord, withLoyaltySummary: boolean) {
  const json = profileJson(account(record))
  const { loyaltySummary, ...rest } = json.consumerProfile
  return {
    ...json,
    consumerProfile: {
      ...rest,
      ...(withLoyaltySummary ? { loyaltySummary } : {}),
      notificationSettings: account(record).notificationSettings ?? DEFAULT_NOTIFICATIONS,
    },
  }
}

function createProfile(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const profile = (body.consumerProfile ?? {}) as Record<string, unknown>
  const details = (profile.consumerDetails ?? {}) as Record<string, unknown>
  const firstName = str(details.firstName)
  const lastName = str(details.lastName)
  for (const name of [firstName, lastName]) {
    if (!name || name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name))
      return apiError(request, 400, 'PRO412', 'Profile create failed: a name is missing or not valid')
  }
  const changes: Partial<ProfileAccount> = { firstName, lastName, profileMissing: false }
  for (const key of ['phoneCode', 'postalCode', 'birthDate', 'gender'] as const) {
    const value = str(details[key])
    if (value) changes[key] = value
  }
  const phone = (str(details.phone) ?? '').replace(/\D/g, '')
  if (phone) changes.phone = phone
  updateAccount(record, changes)
  return HttpResponse.json(profileAnswer(record, false), { status: 201 })
}

/** The email change: PUT with consumerDetails.email and the current password. */
function changeEmail(request: Request, record: ConsumerRecord, body: Record<string, unknown>) {
  const profile = (body.consumerProfile ?? {}) as Record<string, unknown>
  const details = (profile.consumerDetails ?? {}) as Record<string, unknown>
  if (!passwordMatches(record.account, str(body.currentPassword) ?? ''))
    return apiError(request, 400, 'AUT450', 'Wrong current password')
  const email = (str(details.email) ?? '').toLowerCase()
  if (!EMAIL_PATTERN.test(email)) return apiError(request, 400, 'AUT453', 'Invalid email format')
  const owner = findConsumerByEmail(email)
  if (owner && owner !== record) return apiError(request, 409, 'AUT439', 'Login already in use')
  updateAccount(record, { email })
  return HttpResponse.json(profileAnswer(record, false))
}

function smsSubscription(record: ConsumerRecord) {
  const sms = (account(record).subscriptions ?? []).find((s) => s.channel === 'sms')
  return sms ? { ...sms, recipient: account(record).smsRecipient } : null
}

function setSms(record: ConsumerRecord, sms: Subscription, recipient?: string) {
  const others = (account(record).subscriptions ?? []).filter((s) => s.channel !== 'sms')
  updateAccount(record, {
    subscriptions: [...others, sms],
    ...(recipient ? { smsRecipient: recipient } : {}),
  } as Partial<ProfileAccount>)
}

function createSms(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const recipient = (str(body.recipient) ?? account(record).phone ?? '').replace(/\D/g, '')
  if (recipient.length < 7) return apiError(request, 400, 'PRO412', 'Subscription failed: no phone number')
  const current = smsSubscription(record)
  // Already subscribed (or waiting for the confirmation): the same subscription again.
  if (current?.optin) return HttpResponse.json({ subscription: current })
  const now = new Date().toISOString()
  setSms(
    record,
    { type: 'Newsletter', channel: 'sms', optin: true, doubleOptin: false, optinDate: now },
    recipient,
  )
  return HttpResponse.json({ subscription: smsSubscription(record) }, { status: 201 })
}

function updateSms(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const current = smsSubscription(record)
  if (!current) return apiError(request, 404, 'PRO404', 'No SMS subscription')
  if (typeof body.optin !== 'boolean') return apiError(request, 400, 'PRO412', 'Subscription failed: optin')
  const now = new Date().toISOString()
  const next: Subscription & { optoutDate?: string } = body.optin
    ? { ...current, optin: true, doubleOptin: current.optin ? current.doubleOptin : false, optinDate: now }
    : { ...current, optin: false, doubleOptin: false, optoutDate: now }
  setSms(record, next)
  return HttpResponse.json({ subscription: smsSubscription(record) })
}

function updateNotifications(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const { orderUpdatesByEmail, orderUpdatesBySms } = body
  if (typeof orderUpdatesByEmail !== 'boolean' || typeof orderUpdatesBySms !== 'boolean')
    return apiError(
      request,
      400,
      'PRO412',
      'Notification settings need orderUpdatesByEmail and orderUpdatesBySms',
    )
  const notificationSettings = { orderUpdatesByEmail, orderUpdatesBySms }
  updateAccount(record, { notificationSettings } as Partial<ProfileAccount>)
  return HttpResponse.json({ notificationSettings })
}

function retrieveUserData(request: Request, body: Record<string, unknown>): Response {
  const record = registeredRecord(request)
  const consumerId = str(body.consumerId)
  const email = str(body.email)?.toLowerCase()
  if (!consumerId || !email) return apiError(request, 400, 'PRO412', 'consumerId and email are required')
  // Only the token's own consumer: another consumer's id or email is refused.
  if (consumerId !== record.account.consumerNo || email !== record.account.email.toLowerCase())
    return apiError(request, 403, 'AUT404', 'Not this consumer')
  const requests = [
    ...(account(record).dataRequests ?? []),
    { consumerId, email, at: new Date().toISOString() },
  ]
  updateAccount(record, { dataRequests: requests } as Partial<ProfileAccount>)
  return HttpResponse.json({ success: true }, { status: 202 })
}

/** A consumer without a profile (tests, and ERR-086 demos): reads and updates answer PRO404. */
export function removeProfile(email: string) {
  const record = findConsumerByEmail(email)
  if (record) updateAccount(record, { profileMissing: true } as Partial<ProfileAccount>)
}

export const handlers = [
  // ERR-086 first; otherwise ACCT-001's read, honouring includeLoyaltySummary.
  http.get('*/consumers-v3/consumer', ({ request }) => {
    const record = registeredRecord(request)
    if (account(record).profileMissing) return profileNotFound(request)
    const withSummary = new URL(request.url).searchParams.get('includeLoyaltySummary') === 'true'
    return HttpResponse.json(profileAnswer(record, withSummary))
  }),
  // PRO404 without a profile, the email change; other updates pass on to the profile update.
  http.put('*/consumers-v3/consumer', async ({ request }) => {
    const record = registeredRecord(request)
    if (account(record).profileMissing) return profileNotFound(request)
    const body = (await readJson(request.clone())) ?? {}
    if ('currentPassword' in body) return changeEmail(request, record, body)
    return undefined
  }),
  http.post('*/consumers-v3/consumer', async ({ request }) =>
    createProfile(request, (await readJson(request)) ?? {}),
  ),
  http.get('*/consumers-v3/consumer/subscription', ({ request }) =>
    HttpResponse.json({ subscription: smsSubscription(registeredRecord(request)) }),
  ),
  http.post('*/consumers-v3/consumer/subscription', async ({ request }) =>
    createSms(request, (await readJson(request)) ?? {}),
  ),
  http.put('*/consumers-v3/consumer/subscription', async ({ request }) =>
    updateSms(request, (await readJson(request)) ?? {}),
  ),
  http.put('*/consumers-v3/consumer/notification', async ({ request }) =>
    updateNotifications(request, (await readJson(request)) ?? {}),
  ),
  http.post('*/consumers-v3/consumer/retrieveUserData', async ({ request }) =>
    retrieveUserData(request, (await readJson(request)) ?? {}),
  ),
  // The shopper answers the confirmation text (the double opt-in): only the emulator can do that.
  http.post('*/__emulator/sms-confirm', async ({ request }) => {
    const body = (await readJson<{ email?: string }>(request)) ?? {}
    const record = findConsumerByEmail(body.email ?? '')
    const sms = record && smsSubscription(record)
    if (!record || !sms?.optin) return apiError(request, 404, 'EMU404', 'No pending SMS subscription')
    setSms(record, { ...sms, doubleOptin: true })
    return HttpResponse.json({ subscription: smsSubscription(record) })
  }),
]
