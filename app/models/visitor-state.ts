import { profileKinds } from './athlete-rewards.ts'
import type { ConsumerProfile } from './consumer-profile.ts'
import { isEmployee } from './sign-in.ts'

/**
 * The visitor as personalisation sees them (PERS-041, INSTORE-011): signed in or not, the kinds of
 * their profile, whether an associate is buying on their behalf, and the cart's size. Segmentation
 * (CMS-132…138) reads it; the decisions of experiments will too.
 */
export interface VisitorState {
  loggedIn: boolean
  loyaltyMember: boolean
  /** consumerType EMPLOYEE or an employee section (A15): terms do not matter for segmentation. */
  employee: boolean
  athlete: boolean
  wranx: boolean
  ipa: boolean
  /** An in-store associate is connected and buys for this shopper. */
  associate: boolean
  cartItemCount: number
}

/** What the session knows without an upstream call. */
export interface VisitorSession {
  tokenType?: string
  consumerType?: string
  cartCount?: number
  associate: boolean
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
  return {
    loggedIn,
    loyaltyMember: loggedIn && profile?.isLoyaltyMember === true,
    employee: loggedIn && (isEmployee(session.consumerType) || kinds.employee),
    athlete: kinds.athlete,
    wranx: kinds.wranx,
    ipa: kinds.ipa,
    associate: session.associate,
    cartItemCount: Math.max(0, session.cartCount ?? 0),
  }
}
