import { randomUUID } from 'node:crypto'
import { type ApiError, isApiError } from '#app/domain/errors/api-error.ts'
import { sharedState, waitFor, warnStoreFailure, type SharedState } from './shared-state.server.ts'

/**
 * One call per key across every instance (decision 044): the first post with a key runs the call;
 * a post with the same key, on this instance or another, while it runs gets its outcome (value or
 * error) instead of calling again, and one after it succeeded gets the remembered value for a while.
 * A failed call is not remembered: the shopper may try again.
 *
 * How: a lease (`once:lock:<key>`, SET NX with a TTL) names the running attempt; the attempt writes
 * its outcome under its own name (`once:result:<key>:<attempt>`), the others poll for it. Within one
 * instance posts share the running promise and never touch the store.
 */

/** The store cannot be used, or another attempt holds the key too long: nothing was called. */
export class SharedStateUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SharedStateUnavailable'
  }
}

export interface OnceOptions<T> {
  /** How long a success answers later calls with the same key (0: only while it runs). */
  rememberMs: number
  /** Which successes are remembered (default: all). */
  remember?: (value: T) => boolean
  /** The longest one attempt may take: others wait this long, then may take the key over. */
  leaseMs: number
  /**
   * When the store fails: `open` calls anyway (duplicates then only stopped within this instance),
   * `closed` calls nothing and throws `SharedStateUnavailable`.
   */
  onStoreError: 'open' | 'closed'
}

type Published = { ok: true; value: unknown } | { ok: false; error: ApiError | { message: string } }

/** How long an attempt's outcome stays readable for the posts that waited for it. */
const RESULT_TTL_MS = 60_000
const ROUNDS = 3

export type RunOnce = <T>(key: string, options: OnceOptions<T>, call: () => Promise<T>) => Promise<T>

/**
 * `runOnce` over a given store: what one instance is. Two of them over one store behave as two
 * instances behind a load balancer.
 */
export function createRunOnce(state: () => SharedState): RunOnce {
  const running = new Map<string, Promise<unknown>>()
  return <T>(key: string, options: OnceOptions<T>, call: () => Promise<T>): Promise<T> => {
    const known = running.get(key)
    if (known) return known as Promise<T>
    const started = once(state(), key, options, call).finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}

/** Runs `call` once for `key` across every instance (see above); its value must survive JSON. */
export const runOnce: RunOnce = createRunOnce(sharedState)

/** Forgets the remembered success for `key` (the next call runs again); store failures are logged. */
export async function forgetOnce(key: string, state: SharedState = sharedState()): Promise<void> {
  try {
    await state.delete(doneKey(key))
  } catch (error) {
    warnStoreFailure('forget', error)
  }
}

const doneKey = (key: string) => `once:done:${key}`
const lockKey = (key: string) => `once:lock:${key}`
const resultKey = (key: string, attempt: string) => `once:result:${key}:${attempt}`
const lastKey = (key: string) => `once:last:${key}`

type Claim = { done: unknown } | { won: string } | { published: Published } | { busy: true }

/** Finds the remembered value, takes the lease, or waits for the attempt that holds it. */
async function claim(state: SharedState, key: string, leaseMs: number): Promise<Claim> {
  for (let round = 0; round < ROUNDS; round++) {
    const done = await state.get<{ value: unknown }>(doneKey(key))
    if (done) return { done: done.value }
    const attempt = randomUUID()
    if (await state.setIfAbsent(lockKey(key), attempt, leaseMs)) {
      // An attempt may have finished between the look above and this lease: its remembered value wins.
      const finished = await state.get<{ value: unknown }>(doneKey(key))
      if (!finished) return { won: attempt }
      await state.delete(lockKey(key))
      return { done: finished.value }
    }
    const holder = await state.get<string>(lockKey(key))
    if (holder === undefined) {
      // The attempt that held the lease a moment ago has just finished: this post ran alongside it.
      const last = await state.get<string>(lastKey(key))
      const published = last ? await state.get<Published>(resultKey(key, last)) : undefined
      if (published) return { published }
      continue
    }
    // Waits until the holder publishes, or its lease is gone without a word (it crashed, or took too long).
    const published = await waitFor<Published>(
      state,
      resultKey(key, holder),
      leaseMs,
      async () => (await state.get<string>(lockKey(key))) !== holder,
    )
    if (published) return { published }
  }
  return { busy: true }
}

async function once<T>(
  state: SharedState,
  key: string,
  options: OnceOptions<T>,
  call: () => Promise<T>,
): Promise<T> {
  let claimed: Claim
  try {
    claimed = await claim(state, key, options.leaseMs)
  } catch (error) {
    if (options.onStoreError === 'closed') {
      throw new SharedStateUnavailable('shared state unavailable', { cause: error })
    }
    warnStoreFailure(`once:${key.split(':')[0]}`, error)
    return call()
  }
  if ('done' in claimed) return claimed.done as T
  if ('published' in claimed) return unpack<T>(claimed.published)
  if ('busy' in claimed) {
    if (options.onStoreError === 'closed') throw new SharedStateUnavailable(`${key} is still held`)
    return call()
  }

  const attempt = claimed.won
  let published: Published
  try {
    published = { ok: true, value: await call() }
  } catch (error) {
    published = { ok: false, error: isApiError(error) ? error : { message: String(error) } }
    await publish(state, key, attempt, published, 0)
    throw error
  }
  const value = published.value as T
  await publish(state, key, attempt, published, (options.remember?.(value) ?? true) ? options.rememberMs : 0)
  return value
}

/** Writes the outcome for the waiting posts (and remembers a success), then gives the lease back. */
async function publish(
  state: SharedState,
  key: string,
  attempt: string,
  published: Published,
  rememberMs: number,
) {
  try {
    await state.set(resultKey(key, attempt), published, RESULT_TTL_MS)
    if (rememberMs > 0 && published.ok) await state.set(doneKey(key), { value: published.value }, rememberMs)
    await state.set(lastKey(key), attempt, RESULT_TTL_MS)
    if ((await state.get<string>(lockKey(key))) === attempt) await state.delete(lockKey(key))
  } catch (error) {
    // The call itself is done; the others find the lease expired and look again.
    warnStoreFailure('once:publish', error)
  }
}

function unpack<T>(published: Published): T {
  if (published.ok) return published.value as T
  throw isApiError(published.error) ? published.error : new Error(published.error.message)
}
