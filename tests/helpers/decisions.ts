import { vi } from 'vitest'
import type { DecisionBody, DecisionEvent } from '#app/domain/tracking/decision-events.ts'
import { capturedRequests, type Captured } from './emulator.ts'

/** The decide calls the emulator received, oldest first. */
export async function decideCalls(): Promise<Captured[]> {
  return (await capturedRequests()).filter((c) => /\/api\/engine\/v1\/decide\/[^/]+$/.test(c.path))
}

/**
 * The decide bodies once `count` have arrived: a page sends its call in the background, so the test
 * polls for it instead of waiting a fixed time.
 */
export async function decideBodies(count = 1): Promise<DecisionBody[]> {
  return vi.waitFor(
    async () => {
      const calls = await decideCalls()
      if (calls.length < count) throw new Error(`${calls.length} of ${count} decide calls so far`)
      return calls.map((c) => c.body as DecisionBody)
    },
    { timeout: 5000, interval: 20 },
  )
}

/** The events of one type in a body. */
export function eventsOf<T extends DecisionEvent['type']>(body: DecisionBody, type: T) {
  return body.events.filter((e): e is Extract<DecisionEvent, { type: T }> => e.type === type)
}
