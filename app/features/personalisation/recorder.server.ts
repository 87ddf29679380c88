import type { Shopper } from '#app/context.server.ts'
import type { Decision } from '#app/platform/cache/page-cache.ts'

/**
 * What a page's render did besides the page (decision 065): the experiments it decided, and the work
 * to do again for every visitor given a copy of it (the decision engine's page view). Only a request
 * the page cache may keep is recorded; for every other, recording costs nothing. Both are
 * personalisation's work, so the record is kept here; the page cache, above, starts and reads it.
 */
export type Replay = (shopper: Shopper, request: Request) => void

interface Recording {
  decisions: Decision[]
  replays: Replay[]
}

const recordings = new WeakMap<Shopper, Recording>()

/** Called by the page cache for a request whose page it may keep. */
export function startRecording(shopper: Shopper): Readonly<Recording> {
  const recording: Recording = { decisions: [], replays: [] }
  recordings.set(shopper, recording)
  return recording
}

/** An experiment decided for this request's page, in the order decided. */
export function recordDecision(shopper: Shopper, experienceId: string, variation: string | null): void {
  recordings.get(shopper)?.decisions.push([experienceId, variation])
}

/** Work this page did for its visitor that a copy of it must do for each visitor it is given to. */
export function replayForCopies(shopper: Shopper, replay: Replay): void {
  recordings.get(shopper)?.replays.push(replay)
}
