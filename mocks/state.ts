import type { Address } from '#app/domain/cart/cart.ts'
import { ACCOUNTS, type Account } from './customers/seed/accounts.ts'
import {
  seedSavedCards,
  type OrderAuthentication,
  type SavedCardRecord,
} from './payments/seed/saved-cards.ts'
import { GIFT_CARDS } from './payments/seed/gift-cards.ts'
import { resetNewsletter } from './newsletter/newsletter-store.ts'
import { resetReviews } from './reviews/review-store.ts'
import { resetHelpForms } from './help/help-store.ts'
import { resetStock } from './catalog/stock.ts'
import { resetContent } from './content/content-store.ts'
import { resetPrices } from './catalog/seed/price-changes.ts'
import { resetSocialMedia } from './ugc/social-media.ts'
import { pastOrdersOf } from './orders/seed/past-orders.ts'
import { resetExperimentation } from './personalisation/experimentation.ts'

/**
 * The emulator's in-memory store. Everything a test or a shopper can change lives here, so
 * `resetState()` (POST /__emulator/reset) gives every test the same starting point. Ids come from
 * counters so two runs of the same journey see the same basket and order numbers.
 */

export type PrincipalType = 'Guest' | 'Registered'

export interface TokenRecord {
  accessToken: string
  type: PrincipalType
  /** Guest id (`gst-…`) or consumerNo: whose carts this token may touch. */
  subject: string
  consumerNo?: string
  expiresAt: number
  refreshToken: string
}

export interface RefreshRecord {
  refreshToken: string
  type: PrincipalType
  subject: string
  consumerNo?: string
}

export interface ConsumerRecord {
  account: Account
  failedSignins: number
  locked: boolean
}

export interface CartLine {
  id: string
  productId: string
  upc: string
  qty: number
  storeId?: string
  /**
   * How the line is fulfilled when not delivered home: picked up from stock or shipped to the store
   * (`storeId`), or sent to a collection point (`collectionPointId`).
   */
  deliveryCode?: 'pickup' | 'sts' | 'pudo'
  collectionPointId?: string
  pdpUrl?: string
  productImageURL?: string
  customAmount?: number
  giftOptions?: Record<string, unknown>
}

export interface AppliedGiftCard {
  instrumentId: string
  cardNumber: string
}

export interface AppliedCard {
  instrumentId: string
  sessionId: string
  token: string
  cardType: string
  lastFour: string
  bin: string
  expiryMonth: string
  expiryYear: string
}

export type ShippingCode = 'standard' | 'express'

/** Declared beside its seed (`payments/seed/saved-cards.ts`), as `Account` is: seed data stays below the store. */
export type { SavedCardRecord }

export interface PickupContact {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface CartRecord {
  id: string
  /** `guest:{id}` or `consumer:{consumerNo}` (see `ownerKey`). */
  owner: string
  currency: 'USD' | 'CAD' | 'GBP' | 'EUR'
  /** The site's country at creation: decides tax and where the cart may ship. */
  country: string
  lines: CartLine[]
  coupons: string[]
  shippingMethod: ShippingCode
  shopperAppliedSM: boolean
  shippingAddress?: Address
  /** Who collects store-pickup and collection-point lines (shippingId `pickup` in the addresses). */
  pickupContact?: PickupContact
  /** The recipient email of each digital line, by item id (shippingId `digital` in the addresses). */
  digitalRecipients?: Record<string, string>
  billingAddress?: Address
  email?: string
  giftCards: AppliedGiftCard[]
  /** The device fingerprint sent before payment (POST /cart/v1/deviceFingerPrint). */
  deviceFingerprint?: string
  /** The loyalty voucher paying part of the cart (PUT …/reward): its id and amount in cents. */
  loyaltyVoucher?: { id: string; amount: number }
  card?: AppliedCard
  /** The pay-later instrument (KLARNA) and its provider session (`bnpl.ts`). */
  bnpl?: { instrumentId: string; sessionId: string }
  /** The provider wallet's approved session, when the shopper pays with it (PAYPAL). */
  wallet?: AppliedWallet
  /** The athlete payment on the cart (ATHLETES_PAYMENT): the athlete's budget pays what it can. */
  athletePayment?: { instrumentId: string }
  /** The member's saved reward codes and cards paying part of the cart (REWARD_CODE, REWARD_CARD). */
  rewardPayments?: { instrumentId: string; rewardId: string }[]
  /** The member's loyalty points paying part of the cart (LOYALTY_POINTS): as many as are due. */
  loyaltyPoints?: { instrumentId: string }
  favStoreId?: string
  /** Price adjustments an associate made (000 §7 Cart price_adjustments). */
  priceAdjustments?: PriceAdjustmentRecord[]
  /** Set on a cart made by reserveWithItem: the item is held at the store until `expiresAt`. */
  reservation?: { storeId: string; expiresAt: string }
  /** Epoch ms after which the cart is gone (BSK404); pushed forward on every use. */
  expiresAt?: number
  /** Notifications scripted through the control endpoint (delivery changes, notices). */
  notices?: { type: string; message?: string; itemId?: string }[]
  createdAt: string
  /** A counter, not a clock: the latest cart of an owner is well defined even within one millisecond. */
  updatedAt: number
}

/** A manual price change on one line: a percentage or an amount off, with the associate's reason. */
export interface PriceAdjustmentRecord {
  id: string
  itemId: string
  type: 'percent' | 'amount'
  value: number
  reason: string
  storeEmployeeId: string
}

export interface OrderRecord {
  orderNumber: string
  owner: string
  [key: string]: unknown
}

export type SessionStatus = 'pending' | 'authorised' | 'refused' | 'cancelled' | 'challenge'

export interface PaymentSessionRecord {
  id: string
  owner: string
  referer: string
  paymentMethodId: string
  basketId?: string
  amount?: number
  currency?: string
  locale?: string
  status: SessionStatus
  token?: string
  cardType?: string
  lastFour?: string
  bin?: string
  expiryMonth?: string
  expiryYear?: string
  /** The issuer challenge's outcome (3DS): Y authenticated, N failed; absent when none was asked. */
  threeDSResult?: 'Y' | 'N'
  /** Set once an order used the token: a token pays for one order only. */
  usedBy?: string
  /** The issuer asks for authentication when the order is placed (3DS at order time, CHK-033). */
  orderAuthentication?: OrderAuthentication
  /** A provider-wallet session (PAYPAL): who approved it and where they want the order sent. */
  wallet?: WalletApproval
  /** A card session paid from the device's wallet instead of the hosted page. */
  walletType?: 'device'
}

/** Declared beside the saved cards' seed, which keeps it (3DS at order time, `three-ds.ts`). */
export type { OrderAuthentication }

/** An order waiting for the issuer's authentication (CHK-033), by its challenge reference. */
export interface PendingAuthenticationRecord {
  reference: string
  orderNumber: string
  owner: string
  /** The place-order idempotency key (owner|key): a repeated PUT answers this same challenge. */
  key?: string
  mode: OrderAuthentication
  sessionId: string
  /** The PUT body, placed as it was once the authentication succeeds. */
  body: Record<string, unknown>
  status: 'awaiting' | 'authenticated' | 'failed' | 'placed'
  /** What the issuer page handed back to the shop, checked by the PATCH. */
  result?: string
}

export interface WalletApproval {
  payerId: string
  payerEmail: string
  shippingAddress: Address
}

/** The provider wallet paying a cart (payment_method_id PAYPAL). */
export interface AppliedWallet {
  instrumentId: string
  sessionId: string
  token: string
  payerEmail: string
}

export interface AuthCodeRecord {
  code: string
  consumerNo: string
  codeChallenge: string
  expiresAt: number
  used: boolean
}

export interface CapturedRequest {
  method: string
  path: string
  query: Record<string, string | string[]>
  headers: Record<string, string>
  body: unknown
  at: string
}

/** An event registration as the emulator stores it (POST /consumers-v3/consumer/event-registration). */
export interface EventRegistrationRecord {
  registrationId: string
  eventId: string
  email: string
  attendingDays: string
  plusOne: string
  registrationTimestamp: string
}

/** A product notification registration (PUT /products/v1/notifications). */
export interface NotificationRecord {
  id: string
  type: string
  productId: string
  upc: string
  email: string
  locale?: string
  createdAt: string
}

export interface Fault {
  id: string
  path: string
  pattern: RegExp
  method?: string
  status?: number
  errorId?: string
  /** The server's message with `errorId` (default: a note that the fault was injected). */
  message?: string
  /** A scripted answer body (JSON), e.g. a place-order answer carrying flash messages. */
  body?: unknown
  latencyMs?: number
  timeout?: boolean
  /** Answer 200 with a body that is not JSON (a proxy's error page, a truncated answer). */
  malformed?: boolean
  /** Drop the connection without an answer (a reset). */
  reset?: boolean
  times?: number
}

/** A shopper's favorites or saved-for-later list (000 §3; 001 §7 Wishlists). */
export interface WishlistItemRecord {
  itemId: string
  productId: string
  upc?: string
  qty: number
  pdpUrl?: string
}

export interface WishlistRecord {
  id: string
  owner: string
  items: WishlistItemRecord[]
  /** Share links handed out for a favorites list (CART-040/041). */
  shares: { email: string; message?: string; at: string }[]
}

/** A password reset link (forgot password): single use, and it expires. */
export interface ResetTokenRecord {
  token: string
  consumerNo: string
  expiresAt: number
  used: boolean
}

/** A message the emulator "sent" (reset links), readable at GET /__emulator/emails. */
export interface EmailRecord {
  to: string
  subject: string
  link?: string
  at: string
}

interface Store {
  /** Favorites and saved-for-later lists by their id (favoriteId / saveForLaterId). */
  wishlists: Map<string, WishlistRecord>
  tokens: Map<string, TokenRecord>
  refreshTokens: Map<string, RefreshRecord>
  consumers: Map<string, ConsumerRecord>
  carts: Map<string, CartRecord>
  orders: OrderRecord[]
  /** Orders from before the emulator started (`orders/seed/past-orders.ts`): the account pages' history. */
  pastOrders: OrderRecord[]
  /** Place-order idempotency keys (owner|key) and the order each one created. */
  orderKeys: Map<string, string>
  paymentSessions: Map<string, PaymentSessionRecord>
  /** Orders waiting for the issuer's authentication, by their challenge reference (CHK-033). */
  pendingAuthentications: Map<string, PendingAuthenticationRecord>
  authCodes: Map<string, AuthCodeRecord>
  giftCardBalances: Map<string, number>
  /** Cards a registered shopper saved, by consumerNo (GET/POST /consumers-v3/consumer/payment_instruments). */
  savedCards: Map<string, SavedCardRecord[]>
  requests: CapturedRequest[]
  faults: Fault[]
  notifications: NotificationRecord[]
  /** Event registrations by consumerNo. */
  eventRegistrations: Map<string, EventRegistrationRecord[]>
  counters: Map<string, number>
  resetTokens: Map<string, ResetTokenRecord>
  emails: EmailRecord[]
  /** Bot-protection tokens issued (PLAT-025), with the time each one expires. */
  botTokens: Map<string, number>
}

function seed(): Store {
  return {
    wishlists: new Map(),
    tokens: new Map(),
    refreshTokens: new Map(),
    consumers: new Map(
      ACCOUNTS.map((account) => [account.consumerNo, { account, failedSignins: 0, locked: false }]),
    ),
    carts: new Map(),
    orders: [],
    pastOrders: ACCOUNTS.flatMap((account, i) => pastOrdersOf(account, i + 1, Date.now())),
    orderKeys: new Map(),
    paymentSessions: new Map(),
    pendingAuthentications: new Map(),
    authCodes: new Map(),
    giftCardBalances: new Map(GIFT_CARDS.map((card) => [card.cardNumber, card.balance])),
    savedCards: seedSavedCards(),
    requests: [],
    faults: [],
    notifications: [],
    eventRegistrations: new Map(),
    counters: new Map(),
    resetTokens: new Map(),
    emails: [],
    botTokens: new Map(),
  }
}

/** The store. Its fields are replaced on reset, so read them through `db`, never keep a copy. */
export const db: Store = seed()

/** Back to the seed: no tokens, carts, orders or faults; seeded stock, balances and accounts. */
export function resetState() {
  Object.assign(db, seed())
  resetStock()
  resetPrices()
  resetContent()
  resetReviews()
  resetNewsletter()
  resetHelpForms()
  resetSocialMedia()
  resetExperimentation()
}

/** The next value of a named counter, starting at `start`. */
export function nextNumber(name: string, start = 1): number {
  const value = (db.counters.get(name) ?? start - 1) + 1
  db.counters.set(name, value)
  return value
}

/** A deterministic id such as `bsk-000001`. */
export function nextId(prefix: string): string {
  return `${prefix}-${String(nextNumber(prefix)).padStart(6, '0')}`
}

/** Order numbers like `A00001001`. */
export function nextOrderNumber(): string {
  return `A${String(nextNumber('order', 1001)).padStart(8, '0')}`
}

/** Opaque, short tokens: a prefix and 32 hex characters. */
export function newToken(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`
}

/** The owner key of a cart for a token's principal. */
export function ownerKey(principal: { type: PrincipalType; subject: string }): string {
  return principal.type === 'Guest' ? `guest:${principal.subject}` : `consumer:${principal.subject}`
}

/** Marks a cart as changed now. */
export function touch(cart: CartRecord) {
  cart.updatedAt = nextNumber('touch')
}

/** The most recently touched cart of an owner, if any. */
export function latestCartOf(owner: string): CartRecord | undefined {
  let latest: CartRecord | undefined
  for (const cart of db.carts.values()) {
    if (cart.owner === owner && (!latest || cart.updatedAt >= latest.updatedAt)) latest = cart
  }
  return latest
}
