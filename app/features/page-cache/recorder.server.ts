import type { Shopper } from '#app/context.server.ts'
import type { Decision } from '#app/models/page-cache.ts'

/**
 * What a page's render did besides the page (decision 065): the experiments it decided, and the work
 * to do again for every visitor given a copy of it (the decision engine's page view). The page cache
 * keeps them with the copy.
 */
export type Replay = (shopper: Shopper, request: Request) => void

interface Recording {
  decisions: Decision[]
  replays: Replay[]
}

const recordings = new WeakMap<Shopper, Recording>()

function recordingOf(shopper: Shopper): Recording {
  let recording = recordings.get(shopper)
  if (!recording) recordings.set(shopper, (recording = { decisions: [], replays: [] }))
  return recording
}

/** An experiment decided for this request's page, in the order decided (the first answer counts). */
export function recordDecision(shopper: Shopper, experienceId: string, variation: string | null): void {
  const { decisions } = recordingOf(shopper)
  if (!decisions.some(([id]) => id === experienceId)) decisions.push([experienceId, variation])
}

/** Work this page did for its visitor that a copy of it must do for each visitor it is given to. */
export function replayForCopies(shopper: Shopper, replay: Replay): void {
  recordingOf(shopper).replays.push(replay)
}

export function recording(shopper: Shopper): Readonly<Recording> {
  return recordingOf(shopper)
}
