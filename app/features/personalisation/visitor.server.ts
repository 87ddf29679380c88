import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { ConsumerProfile } from '#app/domain/account/consumer-profile.ts'
import { visitorState, type VisitorState } from '#app/domain/tracking/visitor-state.ts'
import { profileOfRequest } from '#app/features/customers/index.server.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { oncePerRequest } from '#app/once-per-request.server.ts'

const states = new WeakMap<Shopper, Promise<VisitorState>>()
const sessionOnly = new WeakMap<Shopper, VisitorState>()

function sessionOf(shopper: Shopper) {
  return {
    tokenType: shopper.session.get('tokenType'),
    consumerType: shopper.session.get('consumerType'),
    cartCount: shopper.session.get('cartCount'),
    store: connectedAssociate(shopper),
    employeeTermsAccepted: shopper.session.get('isEmployeeDiscountTCAccepted'),
  }
}

/**
 * The visitor's state for this request (PERS-041), once per request. `withProfile` reads the profile of
 * a signed-in shopper (membership and kinds); a failed read leaves those unknown, never the page.
 */
export function getVisitorState(shopper: Shopper, { withProfile = true } = {}): Promise<VisitorState> {
  if (!withProfile || shopper.session.get('tokenType') !== 'Registered') {
    let state = sessionOnly.get(shopper)
    if (!state) {
      state = visitorState(sessionOf(shopper), null)
      sessionOnly.set(shopper, state)
    }
    return Promise.resolve(state)
  }
  let state = states.get(shopper)
  if (!state) {
    state = getPersonalisationProfile(shopper).then((profile) => visitorState(sessionOf(shopper), profile))
    states.set(shopper, state)
  }
  return state
}

/**
 * The signed-in shopper's profile for personalisation, read once per request (segments, the decision
 * engine's userInterest); null for a guest or when it cannot be read.
 */
export function getPersonalisationProfile(shopper: Shopper): Promise<ConsumerProfile | null> {
  if (shopper.session.get('tokenType') !== 'Registered') return Promise.resolve(null)
  return profileOf(shopper)
}

const profileOf = oncePerRequest((shopper: Shopper) =>
  profileOfRequest(shopper).catch((error: unknown): ConsumerProfile | null => {
    if (!isApiError(error)) throw error
    shopper.logger.info({ err: error }, 'no profile for personalisation')
    return null
  }),
)
