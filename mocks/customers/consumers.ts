import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Account } from './seed/accounts.ts'
import { db, type ConsumerRecord } from '../state.ts'

/**
 * Consumers as the emulator keeps them at runtime: the seeded accounts plus those created by sign-up,
 * with hashed passwords once a password is set here (sign-up, reset, change). Seeded accounts keep their
 * plain seed password until it is changed, so the seed stays readable.
 */

export interface Subscription {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty'
  channel: 'email' | 'sms'
  optin: boolean
  doubleOptin: boolean
  optinDate?: string
}

/** The fields a runtime account has beyond the seed's. */
export interface ConsumerExtras {
  /** `scrypt$salt$hash`; when set, the plain `password` is empty. */
  passwordHash?: string
  /** Hashes of earlier passwords, newest first (AUT452). */
  passwordHistory?: string[]
  gender?: string
  interests?: string
  preferredShoeSize?: string
  subscriptions?: Subscription[]
  loyaltyOptInDate?: string
  referralCode?: string
  source?: string
}

export type ConsumerAccount = Account & ConsumerExtras

/** How many earlier passwords a new one may not repeat. */
const PASSWORD_HISTORY = 5

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url')
  // A small work factor: this is an emulator, and tests hash often.
  const hash = scryptSync(password, salt, 32, { N: 1024 }).toString('base64url')
  return `scrypt$${salt}$${hash}`
}

function matchesHash(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = scryptSync(password, salt, 32, { N: 1024 })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The account of a consumer record with its runtime extras. */
export function accountOf(record: ConsumerRecord): ConsumerAccount {
  return record.account as ConsumerAccount
}

/** True when `password` is this account's current password (hashed or seeded plain). */
export function passwordMatches(account: Account, password: string): boolean {
  const { passwordHash } = account as ConsumerAccount
  if (passwordHash) return matchesHash(password, passwordHash)
  return password !== '' && password === account.password
}

/** True when `password` was one of the account's earlier passwords. */
export function usedBefore(account: Account, password: string): boolean {
  return ((account as ConsumerAccount).passwordHistory ?? []).some((hash) => matchesHash(password, hash))
}

/**
 * Sets a new password. The account object is replaced, never changed in place: seeded objects are
 * shared by every reset of the emulator.
 */
export function setPassword(record: ConsumerRecord, password: string) {
  const account = accountOf(record)
  const previous = account.passwordHash ?? (account.password ? hashPassword(account.password) : undefined)
  const history = [...(previous ? [previous] : []), ...(account.passwordHistory ?? [])]
  record.account = {
    ...account,
    password: '',
    passwordHash: hashPassword(password),
    passwordHistory: history.slice(0, PASSWORD_HISTORY),
  } as ConsumerAccount
  record.failedSignins = 0
  record.locked = false
}

/** Replaces the account with an updated copy (see `setPassword` on why not in place). */
export function updateAccount(record: ConsumerRecord, changes: Partial<ConsumerAccount>) {
  record.account = { ...accountOf(record), ...changes } as ConsumerAccount
}

/** The consumer with this email (case-insensitive), seeded or created at runtime. */
export function findConsumerByEmail(email: string): ConsumerRecord | undefined {
  const wanted = email.trim().toLowerCase()
  if (!wanted) return undefined
  for (const record of db.consumers.values()) {
    if (record.account.email.toLowerCase() === wanted) return record
  }
  return undefined
}

/** The consumer whose phone (national digits) is this one, other than `exceptConsumerNo`. */
export function findConsumerByPhone(phone: string, exceptConsumerNo?: string): ConsumerRecord | undefined {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return undefined
  for (const record of db.consumers.values()) {
    if (record.account.consumerNo === exceptConsumerNo) continue
    if (record.account.phone.replace(/\D/g, '') === digits) return record
  }
  return undefined
}
