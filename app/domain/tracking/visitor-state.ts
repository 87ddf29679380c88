import { profileKinds } from '../payments/athlete-rewards.ts'
import type { ConsumerProfile } from '../account/consumer-profile.ts'
import { isConnectedAssociate } from '../stores/in-store.ts'
import { isEmployee } from '../identity/sign-in.ts'

/**
 * The visitor as personalisation sees them (PERS-041, INSTORE-011): signed in or not, the kinds of
 * their profile, whether an associate is buying on their behalf, and the cart's size. Segmentation
 * (CMS-132…138) reads it; so does the decision engine's context (PERS-030, decision 039).
 */
export interface VisitorState {
  loggedIn: boolean
  loyaltyMember: boolean
  /** consumerType EMPLOYEE or an employee section (A15): terms do not matter for segmentation. */
  employee: boolean
  /** An employee who accepted the employee discount terms: the associate-discount banner shows (A15). */
  employeeBanner: boolean
  athlete: boolean
  wranx: boolean
  ipa: boolean
  /** An in-store associate is connected (store id and employee id both set) and buys for this shopper. */
  associate: boolean
  cartItemCount: number
  cartEmpty: boolean
}

/** What the session knows without an upstream call. */
export interface VisitorSession {
  tokenType?: string
  consumerType?: string
  cartCount?: number
  /** The buy-in-store context, if an associate started one (INSTORE-011 needs both of its ids). */
  store?: { storeId?: string; storeEmployeeId?: string }
  /** isEmployeeDiscountTCAccepted from the sign-in token, set again when the terms are accepted. */
  employeeTermsAccepted?: boolean
}

/**
 * The visitor's state from the session and, for a signed-in shopper, the profile (null when it could
 * not be read: the profile's kinds are then unknown and count as absent).
 */
export function visitorState(session: VisitorSession, profile: ConsumerProfile | null): VisitorState {
  const loggedIn = session.tokenType === 'Registered'
  const kinds = loggedIn
    ? profileKinds(profile)
    : { athlete: false, employee: false, wranx: false, ipa: false }
  const employee = loggedIn && (isEmployee(session.consumerType) || kinds.employee)
  const cartItemCount = Math.max(0, session.cartCount ?? 0)
  return {
    loggedIn,
    loyaltyMember: loggedIn && profile?.isLoyaltyMember === true,
    employee,
    // The session's flag or the profile's: either says the terms were accepted (AUTH-009, ACCT-049).
    employeeBanner:
      employee && (session.employeeTermsAccepted === true || profile?.isEmployeeDiscountTCAccepted === true),
    athlete: kinds.athlete,
    wranx: kinds.wranx,
    ipa: kinds.ipa,
    associate: isConnectedAssociate(session.store),
    cartItemCount,
    cartEmpty: cartItemCount === 0,
  }
}
