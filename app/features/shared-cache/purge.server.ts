import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createClient } from 'redis'
import { request, type Dispatcher } from 'undici'
import { z } from 'zod'
import { getEnv } from '#app/env.server.ts'
import { logger } from '#app/logger.server.ts'
import { SURROGATE_KEY } from '#app/models/surrogate-keys.ts'
import { purgePageCopies } from '#app/features/page-cache/index.server.ts'
import { purgeCachedHere, purgeCachedShared } from '#app/services/cache.server.ts'
import { KEY_PREFIX } from '#app/services/shared-state-redis.server.ts'
import { warnStoreFailure } from '#app/services/store-outage.server.ts'

/**
 * Purges by surrogate key (decision 069). The instance that hears of a change drops, in this order:
 * its own page copies and in-process cache entries, the Redis content cache (shared by every instance),
 * every other instance's copies and entries (a message on a Redis channel each one listens to), and
 * last the shared cache in front (one BAN per key), so that the page the shared cache fetches again is
 * built from what is in the upstreams now.
 */

/** The channel every instance listens to. */
export const PURGE_CHANNEL = `${KEY_PREFIX}purge`
/** The longest a BAN may take: a slow shared cache delays the webhook's answer, never more. */
export const BAN_TIMEOUT_MS = 2000

/** This process, so it skips its own messages (it purged before sending). */
const INSTANCE = randomUUID()

const PurgeMessageSchema = z.object({
  from: z.string(),
  keys: z.array(z.string().regex(SURROGATE_KEY)).min(1),
})

/** What one purge did, for the webhook's answer and the log. */
export interface PurgeReport {
  pageCopies: number
  cacheEntries: number
  /** Instances listening on the channel (this one included); null without Redis or while it is down. */
  instances: number | null
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
  const instances = await tellOtherInstances(keys)
  const purgeUrl = getEnv().SHARED_CACHE_PURGE_URL
  const sharedCache = purgeUrl ? await banAtSharedCache(purgeUrl, keys) : null
  const report = { pageCopies: here.pageCopies, cacheEntries, instances, sharedCache }
  logger.info({ keys, ...report }, 'purged')
  return report
}

async function tellOtherInstances(keys: readonly string[]): Promise<number | null> {
  if (!getEnv().REDIS_URL) return null
  try {
    const client = await subscriber().publisher()
    return await client.publish(PURGE_CHANNEL, JSON.stringify({ from: INSTANCE, keys }))
  } catch (error) {
    // The other instances' copies then age out (10 s) and their entries come from Redis, purged above.
    warnStoreFailure('purge:publish', error)
    return null
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
    listening.subscribe(PURGE_CHANNEL, onMessage).catch((error: unknown) => {
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
}

/** Stops listening (shutdown, tests); the next request starts again. */
export async function stopListeningForPurges(): Promise<void> {
  const closing = listener
  listener = undefined
  await closing?.close()
}
