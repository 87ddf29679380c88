import { parseTestContext, TEST_CONTEXT_COOKIE, type TestContext } from '#app/domain/tracking/segmentation.ts'
import type { ThresholdStatus } from '#app/domain/money/approaching-promotions.ts'
import type { BnplApproval } from '#app/domain/payments/bnpl.ts'
import type { InStoreSalesInfo, InStoreSession } from '#app/domain/stores/in-store.ts'
import type { PendingAuthentication } from '#app/domain/checkout/three-ds.ts'
import type { ExpressPay } from '#app/domain/payments/wallet.ts'
import type { PendingWishlistAction } from '#app/domain/cart/wishlists.ts'
import type { UpstreamCookie } from '#app/platform/api/upstream-cookies.ts'
import { parse, serialize, type SerializeOptions } from 'cookie'
import { createSession, type Session } from 'react-router'
import { seal, unseal } from './platform/security/crypto.server.ts'
import { getEnv } from './platform/env/env.server.ts'

/**
 * Every cookie of the storefront. The session cookie is encrypted and authenticated (AES-GCM), not
 * only signed: the shopper's tokens must not be readable from it. Toasts ride in a cookie of their
 * own so a flash never forces a rewrite of the session.
 */

/** An associate's buy-in-store context (INSTORE-002), with its connect time: it ends with the shift. */
export type StoreContext = InStoreSession

/** The shopper's favourite store (store locator, pick up in store): enough to search near it again. */
export interface FavoriteStore {
  id: string
  name: string
  postalCode: string
  country: string
}

export type CheckoutStep = 'shipping' | 'billing' | 'summary'

export interface LastOrder {
  orderNumber: string
  email?: string
  total?: number
  currency?: string
  storeContext?: string
  /** The place-order key that created it: a resubmitted summary form lands on this confirmation. */
  idempotencyKey?: string
  /** The shipping threshold status of the cart it came from (CHK-006). */
  shippingThresholdStatus?: ThresholdStatus
  /** INSTORE-007: the in-store sales info it carried, when an associate placed it. */
  inStoreSale?: InStoreSalesInfo
}

/** A message for the top of the checkout, shown once on the next checkout page (ERR-121, ERR-122). */
export interface CheckoutNotice {
  type: 'error' | 'info'
  message: string
}

/** The last help form sent (contact us, warranty claim), for its confirmation page: its reference and email. */
export interface HelpReceipt {
  form: 'contact-us' | 'warranty'
  reference: string
  email: string
}

/**
 * What the session holds. The keys PLAT-017 asks for (mock mode, login, access expiry, employee flags)
 * are named in `SESSION_KEYS` (`mock-mode.server.ts`, decision 074).
 */
export interface SessionData {
  /** User-session id sent upstream as x-usid (PLAT-010). */
  sid: string
  accessToken: string
  /** Epoch milliseconds. */
  accessExpiresAt: number
  refreshToken: string
  tokenType: 'Guest' | 'Registered'
  consumerNo: string
  consumerType: string
  memberId: string
  basketId: string
  /** The site the cart was made on: a request on another site is served that site's cart (decision 048). */
  cartSite: string
  /** Items in the cart, for the header badge without a cart call. */
  cartCount: number
  /** The cart's lines as `productId|upc|qty`, kept to rebuild the cart when it is lost (CART-057, CART-060). */
  cartLines: string[]
  /** Approaching promotions the shopper dismissed (CART-068). */
  dismissedPromotions: string[]
  /** Item notices kept per item id across cart reads: ChangedStoreId, StsToSthTransition (CART-050). */
  itemNotices: Record<string, string[]>
  favoriteId: string
  saveForLaterId: string
  isEmployeeDiscountTCAccepted: boolean
  store: StoreContext
  webview: boolean
  /** The app's version from its webview's user agent, when the flag client can compare it (VAL-055). */
  appVersion: string
  checkoutStep: CheckoutStep
  pkceVerifier: string
  paymentSessionId: string
  /** The pay-later provider's approval for a cart (CHK-035): its token pays at place order, never shown. */
  bnplApproval: BnplApproval
  /** The provider session this shopper opened to add a card from the account (decision 036). */
  addCardSession: string
  /** The saved card (its paymentInstrumentId) the shopper chose to pay with. */
  savedCardId: string
  /** Minted when the summary renders and posted back with "Place order": one key, one order. */
  placeOrderKey: string
  checkoutNotice: CheckoutNotice
  lastOrder: LastOrder
  /** The order whose purchase the decision engine was told of (PERS-039: once per order). */
  decidedPurchase: string
  /** The order whose purchase the next confirmation reports to analytics, once (flash; decision 042). */
  purchaseToTrack: string
  /** CHK-033: the issuer's challenge for an order placed but not yet authenticated. */
  threeDS: PendingAuthentication
  /** CHK-006: the shipping threshold status of the last order's cart, kept after the order. */
  shippingThresholdStatus: ThresholdStatus
  /** A favorites or save-for-later post a guest made: done right after they sign in (CART-044). */
  pendingWishlistAction: PendingWishlistAction
  /** The favourite store the shopper chose (CAT-037); its availability shows on product pages. */
  favoriteStore: FavoriteStore
  /** The provider wallet session the shopper was sent to approve (PAYPAL, CHK-008). */
  walletSessionId: string
  /** Express pay from a product page under way (CHK-039): its wallet session and confirmation marker. */
  expressPay: ExpressPay
  /** The last contact-us message or warranty claim sent, for its confirmation page. */
  helpReceipt: HelpReceipt
  /** The carts of the other sites this shopper left, by site id (decision 048). */
  siteCarts: Record<string, SiteCart>
  /**
   * Mock mode chosen with `?mock=true|false` (PLAT-014, decision 074): the API client answers from the
   * emulator's handlers in-process. Outside production only: in production it is never read (PLAT-016).
   * `rememberMockMode` (`mock-mode.server.ts`) keeps it.
   */
  mockMode: boolean
  /**
   * PLAT-005: the cookies the API set on its answers, sent back on this shopper's calls (decision 075),
   * through `apiCookieJar` (`platform/api/upstream-cookies.server.ts`).
   */
  apiCookies: UpstreamCookie[]
}

/** A cart left on another site: what the session keeps of the current one (basket id, badge, lines). */
export interface SiteCart {
  basketId?: string
  cartCount?: number
  cartLines?: string[]
}

export type ShopperSession = Session<Partial<SessionData>, Partial<SessionData>>

export const SESSION_COOKIE = '__session'
/** Browsers drop cookies over 4096 bytes: fail loudly in development instead of losing the session. */
export const MAX_COOKIE_BYTES = 4096

/** The attributes of every cookie of ours: httpOnly, SameSite=Lax, Secure where cookies are. */
export function cookieOptions(maxAge?: number): SerializeOptions {
  const env = getEnv()
  return { httpOnly: true, sameSite: 'lax', secure: env.cookieSecure, path: '/', maxAge }
}

/** Reads the shopper's session from the request; a missing or foreign cookie gives an empty one. */
export function getSession(request: Request): ShopperSession {
  const raw = parse(request.headers.get('Cookie') ?? '')[SESSION_COOKIE]
  let data: Partial<SessionData> = {}
  if (raw) {
    const json = unseal(raw, getEnv().sessionSecrets, 'session')
    if (json) {
      try {
        data = JSON.parse(json) as Partial<SessionData>
      } catch {
        data = {}
      }
    }
  }
  return createSession<Partial<SessionData>, Partial<SessionData>>(data)
}

const SESSION_MAX_AGE = 60 * 60 * 24 * 30

/** Serialises the session into a Set-Cookie header value. */
export function commitSession(session: ShopperSession): string {
  const value = seal(JSON.stringify(session.data), getEnv().sessionSecrets, 'session')
  const header = serialize(SESSION_COOKIE, value, cookieOptions(SESSION_MAX_AGE))
  if (header.length > MAX_COOKIE_BYTES) {
    throw new Error(`Session cookie is ${header.length} bytes, over the ${MAX_COOKIE_BYTES} byte limit`)
  }
  return header
}

/** A Set-Cookie header value that removes the session cookie. */
export function destroySession(): string {
  return serialize(SESSION_COOKIE, '', { ...cookieOptions(0), expires: new Date(0) })
}

/** Replaces the session's whole data set (used at sign-in to rotate the session, no fixation). */
export function replaceSessionData(session: ShopperSession, data: Partial<SessionData>) {
  for (const key of Object.keys(session.data) as (keyof SessionData)[]) session.unset(key)
  for (const [key, value] of Object.entries(data) as [keyof SessionData, SessionData[keyof SessionData]][]) {
    if (value !== undefined) session.set(key, value)
  }
}

// Session keys kept when the shopper's identity goes: the session id, the app channel, the in-store
// context, the store the shopper picks up from and mock mode are not the shopper's identity. The in-store
// context survives a registered session that ends by itself (a refused token, an invalid customer), as the
// associate is still at the till; the sign-out button and the associate's own end remove it
// (features/in-store/in-store-session.server.ts), and the shift bounds it in every case.
const KEPT_ON_SIGN_OUT = new Set<string>([
  'sid',
  'webview',
  'appVersion',
  'store',
  'favoriteStore',
  'mockMode',
])

/**
 * Removes the shopper's identity from the session, as sign-out does (AUTH-015): tokens, cart,
 * favorites, profile keys. `keep` names further keys to leave for the rest of this request.
 */
export function clearSignedInData(session: ShopperSession, keep: readonly (keyof SessionData)[] = []) {
  for (const key of Object.keys(session.data) as (keyof SessionData)[]) {
    if (!KEPT_ON_SIGN_OUT.has(key) && !keep.includes(key)) session.unset(key)
  }
}

// --- Toasts ----------------------------------------------------------------------------------------

export const TOAST_COOKIE = '__toast'

export interface Toast {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
  /** A link shown with the toast, e.g. to the cart after an add. */
  link?: { href: string; label: string }
  /** Stays until dismissed (ERR-124). */
  persistent?: boolean
  /** With JavaScript, a dialog the shopper continues from instead of a toast (AUTH-013). */
  confirm?: boolean
  /** With JavaScript, a dialog that opens with the toast: employee terms (AUTH-009), interests (AUTH-025). */
  dialog?: 'employee-terms' | 'interests'
}

/** A Set-Cookie value carrying a toast to the next page the shopper sees. */
export function toastCookie(toast: Toast): string {
  const value = seal(JSON.stringify(toast), getEnv().sessionSecrets, 'toast')
  return serialize(TOAST_COOKIE, value, cookieOptions(60))
}

/** Reads the pending toast, if any, and the Set-Cookie value that clears it. */
export function readToast(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = parse(request.headers.get('Cookie') ?? '')[TOAST_COOKIE]
  if (!raw) return { toast: null, clear: null }
  const clear = serialize(TOAST_COOKIE, '', { ...cookieOptions(0), expires: new Date(0) })
  const json = unseal(raw, getEnv().sessionSecrets, 'toast')
  if (!json) return { toast: null, clear }
  try {
    return { toast: JSON.parse(json) as Toast, clear }
  } catch {
    return { toast: null, clear }
  }
}

// --- Locale preference -------------------------------------------------------------------------------

export const LOCALE_COOKIE = 'locale'

/** The shopper's last locale: only the server reads it, so scripts cannot (decision 043). */
export function localeCookie(locale: string): string {
  return serialize(LOCALE_COOKIE, locale, cookieOptions(60 * 60 * 24 * 365))
}

/**
 * A cookie a script also writes (a closed bar or pop-up), as the server sets it: HttpOnly and, where
 * cookies are secure, Secure — every Set-Cookie of ours carries both (decision 043).
 */
export function serverSideCookie(browserCookie: string): string {
  return `${browserCookie}; HttpOnly${getEnv().cookieSecure ? '; Secure' : ''}`
}

export function readLocaleCookie(request: Request): string | undefined {
  return parse(request.headers.get('Cookie') ?? '')[LOCALE_COOKIE]
}

/** The test context a tester's cookie forces on personalised content (CMS-080, CMS-131), if any. */
export function readTestContext(request: Request): TestContext | undefined {
  return parseTestContext(parse(request.headers.get('Cookie') ?? '')[TEST_CONTEXT_COOKIE])
}
