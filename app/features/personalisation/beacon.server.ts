import type { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { experimentEventHandler } from './experiment-events.server.ts'

/**
 * How the beacon endpoint handles one type of browser event: the event is validated by `schema`, then
 * `handle` forwards it upstream. A feature exports its handlers from its own module; they are listed here.
 */
export interface BeaconHandler<T = unknown> {
  type: string
  schema: z.ZodType<T>
  handle: (shopper: Shopper, event: T) => Promise<void>
}

export const beaconHandlers: BeaconHandler[] = [experimentEventHandler as BeaconHandler]
