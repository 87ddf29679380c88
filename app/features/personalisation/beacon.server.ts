import type { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { recClickHandler, recImpressionHandler } from '#app/features/recommendations/index.server.ts'
import { thumbnailViewHandler, type ThumbnailView } from './decision-engine.server.ts'
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

// A handler takes the event its schema parsed: listed as handlers of unknown events (the endpoint parses first).
export const beaconHandlers: BeaconHandler[] = [
  recImpressionHandler as BeaconHandler,
  recClickHandler as BeaconHandler,
  // PERS-040: listing tiles seen in the browser, for the decision engine (decision 039).
  thumbnailViewHandler satisfies BeaconHandler<ThumbnailView> as BeaconHandler,
  experimentEventHandler as BeaconHandler,
]
