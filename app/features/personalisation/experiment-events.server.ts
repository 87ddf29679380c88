import { z } from 'zod'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import type { Shopper } from '#app/context.server.ts'
import { experiments, visitorAttributes } from './decisions.server.ts'
import { existingVisitorId } from './visitor-id.server.ts'

const ExperimentEventSchema = z.object({
  type: z.literal('experiment-event'),
  eventKey: z.string().regex(/^[\w.-]{1,64}$/),
  tags: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
})
export type ExperimentEvent = z.infer<typeof ExperimentEventSchema>

/**
 * `experiment-event`: a conversion the browser saw (e.g. a followed link of an experiment's variant),
 * tracked through the flag client for the visitor's id. Revenue and value come from the server only
 * (PERS-070 at order confirmation): a browser cannot claim them. A visitor without an id was never
 * bucketed, so there is nothing to convert; without consent nothing is sent (PERS-001).
 */
// Typed by its shape, not as BeaconHandler: beacon.server.ts lists it, and importing that type back would be a cycle.
export const experimentEventHandler = {
  type: 'experiment-event',
  schema: ExperimentEventSchema,
  async handle(shopper: Shopper, event: ExperimentEvent): Promise<void> {
    if (!personalisationAllowed(shopper)) return
    const id = existingVisitorId(shopper)
    if (!id) return
    const { revenue: _revenue, value: _value, ...tags } = event.tags ?? {}
    await experiments(shopper).track(id, await visitorAttributes(shopper), event.eventKey, tags)
  },
}
