import { getEnv } from '#app/platform/env/env.server.ts'
import type { SharedState } from './shared-state-core.server.ts'
import { memoryState } from './shared-state-memory.server.ts'
import { closeRedis, redisReady, redisState } from './shared-state-redis.server.ts'

/**
 * State that must be the same for every instance of the storefront behind a load balancer: idempotency
 * records, locks, the outcome one instance publishes for the others (decision 044). In-process by
 * default (one instance, nothing to install); Redis when `REDIS_URL` is set.
 *
 * Values are JSON (an `ApiError` inside survives the trip, see `encodeValue`); keys are plain strings,
 * namespaced by their user ("once:…", "rl:…"). Every operation may reject when the store is out of
 * reach; each user decides whether that fails open or closed.
 */
export type { SharedState } from './shared-state-core.server.ts'

/** Polling pace while waiting for another instance's result. */
export const WAIT_INTERVAL_MS = 50

/**
 * Reads `key` until it holds a value or `timeoutMs` has passed (undefined then): how one instance
 * waits for the result another one writes once.
 */
export async function waitFor<T>(
  state: SharedState,
  key: string,
  timeoutMs: number,
  until?: () => Promise<boolean>,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await state.get<T>(key)
    if (value !== undefined) return value
    if (Date.now() >= deadline) return undefined
    if (until && (await until())) return state.get<T>(key)
    await new Promise((resolve) => setTimeout(resolve, WAIT_INTERVAL_MS))
  }
}

let current: SharedState | undefined

/** This process's store: Redis when REDIS_URL is set, else in-process. */
export function sharedState(): SharedState {
  current ??= getEnv().REDIS_URL ? redisState() : memoryState()
  return current
}

/**
 * Readiness: true when the store answers (always for the in-process one). For a readiness probe;
 * it never throws.
 */
export async function sharedStateReady(): Promise<boolean> {
  if (!getEnv().REDIS_URL) return true
  return redisReady()
}

/** Closes the Redis connection, if one was opened (graceful shutdown; tests). */
export async function closeSharedState(): Promise<void> {
  current = undefined
  await closeRedis()
}

// A store failure this caller survives (fail open) is logged in one place, throttled.
export { warnStoreFailure } from './store-outage.server.ts'
