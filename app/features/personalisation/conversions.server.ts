import type { Shopper } from '#app/context.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import { PURCHASE_EVENT_KEY, purchaseTags } from '#app/domain/tracking/experimentation.ts'
import { experiments, visitorAttributes } from './decisions.server.ts'
import { existingVisitorId } from './visitor-id.server.ts'

/**
 * PERS-070: a placed order is the experiments' purchase conversion, with its total in cents as the
 * `revenue` tag. Called once, where the order is recorded as placed (a resubmitted or reloaded
 * confirmation does not place it again). Only a visitor with an id can have been in an experiment;
 * without consent nothing is sent (PERS-001). The attributes come from the session alone: the
 * response does not wait for the event, and no upstream call outlives the request.
 */
export function trackPurchase(shopper: Shopper, order: { orderNumber: string; total?: number }): void {
  if (order.total === undefined || !personalisationAllowed(shopper)) return
  const id = existingVisitorId(shopper)
  if (!id) return
  void visitorAttributes(shopper, { withProfile: false })
    .then((attributes) =>
      experiments(shopper).track(
        id,
        attributes,
        PURCHASE_EVENT_KEY,
        purchaseTags(order.total!, order.orderNumber),
      ),
    )
    .catch((error: unknown) => shopper.logger.warn({ err: error }, 'purchase conversion not tracked'))
}
