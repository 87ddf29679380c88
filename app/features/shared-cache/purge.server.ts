import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { setTimeout } from 'node:timers/promises'
import { createClient } from 'redis'
import { request, type Dispatcher } from 'undici'
import { z } from 'zod'
import { getEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { SURROGATE_KEY } from '#app/platform/cache/surrogate-keys.ts'
import { purgePageCopies } from '#app/features/page-cache/index.server.ts'
import { purgeCachedHere, purgeCachedShared } from '#app/platform/cache/cache.server.ts'
import { KEY_PREFIX } from '#app/platform/state/shared-state-redis.server.ts'
import { warnStoreFailure } from '#app/platform/state/store-outage.server.ts'

/**
 * Purges by surrogate key (decision 069). The instance that hears of a change drops, in this order:
 * its own page copies and in-process cache entries, the Redis content cache (shared by every instance),
 * every other instance's copies and entries (a message on a Redis channel each one listens to), and
 * last the shared cache in front (one BAN per key), so that the page the shared cache fetches again is
 * built from what is in the upstreams now.
 */

/** The channel every instance listens to. */
export const PURGE_CHANNEL = `${KEY_PREFIX}purge`
/** Where each instance says it has purged what a message asked for. */
export const PURGE_DONE_CHANNEL = `${KEY_PREFIX}purge:done`
/** The longest a BAN may take: a slow shared cache delays the webhook's answer, never more. */
export const BAN_TIMEOUT_MS = 2000
/**
 * The longest the instance that heard of a change waits for the others to say they purged, before it
 * bans at the shared cache anyway: an instance that does not answer (gone, or its Redis connection
 * down) keeps its first-visit copies at most 10 s.
 */
export const PURGE_DONE_TIMEOUT_MS = 1000

/** This process, so it skips its own messages (it purged before sending). */
const INSTANCE = randomUUID()

const PurgeMessageSchema = z.object({
  from: z.string(),
  /** Set by instances that wait for the others' answers (absent: nobody waits). */
  id: z.string().max(64).optional(),
  keys: z.array(z.string().regex(SURROGATE_KEY)).min(1),
})

const PurgeDoneSchema = z.object({ id: z.string().max(64), from: z.string() })

/** What one purge did, for the webhook's answer and the log. */
export interface PurgeReport {
  pageCopies: number
  cacheEntries: number
  /** Instances listening on the channel (this one included); null without Redis or while it is down. */
  instances: number | null
  /** Other instances that said they purged before the shared cache was banned; null without Redis. */
  instancesPurged: number | null
  /** BANs the shared cache accepted; null when no SHARED_CACHE_PURGE_URL is set. */
  sharedCache: number | null
}

/** Drops this process's page copies and in-process cache entries built from any of `keys`. */
export function purgeHere(keys: readonly string[]): { pageCopies: number; cacheEntries: number } {
  return { pageCopies: purgePageCopies(keys), cacheEntries: purgeCachedHere(keys) }
}

/** The whole purge, from the instance that received the change. Never throws. */
export async function purgeEverywhere(keys: readonly string[]): Promise<PurgeReport> {
  const here = purgeHere(keys)
  const cacheEntries = here.cacheEntries + (await purgeCachedShared(keys))
  // The shared cache is banned only once the other instances have dropped their copies (or did not
  // answer in time): otherwise it could fetch the page again from an instance still holding the old one.
  const { instances, instancesPurged } = await tellOtherInstances(keys)
  const purgeUrl = getEnv().SHARED_CACHE_PURGE_URL
  const sharedCache = purgeUrl ? await banAtSharedCache(purgeUrl, keys) : null
  const report = { pageCopies: here.pageCopies, cacheEntries, instances, instancesPurged, sharedCache }
  logger.info({ keys, ...report }, 'purged')
  return report
}

/** Purges this process started and is waiting on: message id → the other instances' answers. */
const awaiting = new Map<string, { answered: number; expected: number; done: () => void }>()

async function tellOtherInstances(
  keys: readonly string[],
): Promise<{ instances: number | null; instancesPurged: number | null }> {
  if (!getEnv().REDIS_URL) return { instances: null, instancesPurged: null }
  const id = randomUUID()
  let resolve = () => {}
  const allAnswered = new Promise<void>((done) => (resolve = done))
  // Registered before publishing: an answer may arrive before `publish` resolves.
  const waiting = { answered: 0, expected: Number.POSITIVE_INFINITY, done: resolve }
  awaiting.set(id, waiting)
  try {
    const client = await subscriber().publisher()
    const instances = await client.publish(PURGE_CHANNEL, JSON.stringify({ from: INSTANCE, id, keys }))
    // Every listener got it, this process's own included once subscribed (it does not answer itself).
    waiting.expected = Math.max(0, instances - (listeningHere ? 1 : 0))
    if (waiting.answered >= waiting.expected) resolve()
    const timedOut = await Promise.race([
      allAnswered.then(() => false),
      setTimeout(PURGE_DONE_TIMEOUT_MS, true, { ref: false }),
    ])
    if (timedOut)
      logger.warn(
        { keys, instances, instancesPurged: waiting.answered },
        'not every instance said it purged in time; banning at the shared cache anyway',
      )
    return { instances, instancesPurged: waiting.answered }
  } catch (error) {
    // The other instances' copies then age out (10 s) and their entries come from Redis, purged above.
    warnStoreFailure('purge:publish', error)
    return { instances: null, instancesPurged: null }
  } finally {
    awaiting.delete(id)
  }
}

/**
 * `BAN <url>` with `X-Surrogate-Key: <key>`, once per key, all at once; each bounded by BAN_TIMEOUT_MS.
 * A failure is logged, never thrown: the pages then live their shared lifetime.
 */
export async function banAtSharedCache(url: string, keys: readonly string[]): Promise<number> {
  const answers = await Promise.allSettled(
    keys.map(async (key) => {
      const response = await request(url, {
        method: 'BAN' as Dispatcher.HttpMethod,
        headers: { 'X-Surrogate-Key': key },
        signal: AbortSignal.timeout(BAN_TIMEOUT_MS),
      })
      await response.body.dump()
      if (response.statusCode !== 200) throw new Error(`shared cache answered ${response.statusCode}`)
    }),
  )
  const failed = answers.flatMap((answer, at) =>
    answer.status === 'rejected' ? [{ key: keys[at], reason: String(answer.reason) }] : [],
  )
  if (failed.length) logger.warn({ failed }, 'shared cache purge failed')
  return answers.length - failed.length
}

type Client = ReturnType<typeof createClient>

interface Listener {
  /** The client that publishes (the subscribing one cannot). */
  publisher: () => Promise<Client>
  close: () => Promise<void>
}

let listener: Listener | undefined
/** Whether this process's own subscription to the purge channel is in place. */
let listeningHere = false

/**
 * Listens on the purge channel with a connection of its own (a subscribed connection does nothing
 * else), from this process's first request on; reconnects and subscribes again on its own. Without
 * REDIS_URL there is nothing to listen to.
 */
export function listenForPurges(): void {
  if (getEnv().REDIS_URL) subscriber()
}

function connection(url: string, role: string): Client {
  const client: Client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
  })
  client.on('error', (error: unknown) =>
    warnStoreFailure(`purge:${role}`, error, 'redis purge channel error'),
  )
  client.connect().catch((error: unknown) => warnStoreFailure(`purge:${role}`, error))
  return client
}

function subscriber(): Listener {
  if (listener) return listener
  const url = getEnv().REDIS_URL!
  const listening = connection(url, 'subscribe')
  let subscribed = false
  const subscribe = () => {
    if (subscribed) return
    subscribed = true
    listening
      .subscribe([PURGE_CHANNEL, PURGE_DONE_CHANNEL], (message, channel) =>
        channel === PURGE_DONE_CHANNEL ? onDone(message) : onMessage(message),
      )
      .then(() => (listeningHere = true))
      .catch((error: unknown) => {
        subscribed = false
        warnStoreFailure('purge:subscribe', error)
      })
  }
  // node-redis subscribes again by itself after a reconnect; the first time is ours.
  listening.on('ready', subscribe)
  const publishing = connection(url, 'publish')
  listener = {
    async publisher() {
      // The first purge may come before the connection is up: it waits as long as a first use does.
      if (!publishing.isReady) await once(publishing, 'ready', { signal: AbortSignal.timeout(1000) })
      return publishing
    },
    async close() {
      await Promise.allSettled([listening, publishing].map((client) => client.close()))
    },
  }
  return listener
}

function onMessage(message: string) {
  let parsed: z.infer<typeof PurgeMessageSchema>
  try {
    parsed = PurgeMessageSchema.parse(JSON.parse(message))
  } catch (error) {
    logger.warn({ err: error }, 'unreadable purge message ignored')
    return
  }
  if (parsed.from === INSTANCE) return
  const report = purgeHere(parsed.keys)
  logger.info({ keys: parsed.keys, ...report }, 'purged for another instance')
  if (parsed.id) {
    const done = JSON.stringify({ id: parsed.id, from: INSTANCE })
    subscriber()
      .publisher()
      .then((client) => client.publish(PURGE_DONE_CHANNEL, done))
      .catch((error: unknown) => warnStoreFailure('purge:done', error))
  }
}

/** Another instance has purged what this one asked for. */
function onDone(message: string) {
  const parsed = PurgeDoneSchema.safeParse(safeJson(message))
  if (!parsed.success) return
  const waiting = awaiting.get(parsed.data.id)
  if (!waiting) return
  waiting.answered += 1
  if (waiting.answered >= waiting.expected) waiting.done()
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Stops listening (shutdown, tests); the next request starts again. */
export async function stopListeningForPurges(): Promise<void> {
  const closing = listener
  listener = undefined
  listeningHere = false
  await closing?.close()
}
