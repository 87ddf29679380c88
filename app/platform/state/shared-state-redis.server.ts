import { createClient } from 'redis'
import { getEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { warnStoreFailure } from './store-outage.server.ts'
import { boundedTtl, decodeValue, encodeValue, type SharedState } from './shared-state-core.server.ts'

/**
 * The Redis store (`REDIS_URL`), decision 044: one client per process, connected on first use and
 * reconnecting on its own. While Redis is out of reach every operation rejects at once (no offline
 * queue, a command timeout), so a caller never hangs on it: each decides to fail open or closed.
 */

/** Every key the storefront writes starts with this, so one Redis can serve other things too. */
export const KEY_PREFIX = 'sf:'
/** How long the first use waits for the connection; how long a command may take. */
const CONNECT_WAIT_MS = 1000
const COMMAND_TIMEOUT_MS = 1000

type Client = ReturnType<typeof createClient>

let client: Client | undefined
/** Settles when the first connection attempt has ended, either way; later uses never wait. */
let firstAttempt: Promise<void> | undefined

function open(): Client {
  if (client) return client
  const url = getEnv().REDIS_URL
  if (!url) throw new Error('REDIS_URL is not set')
  const created: Client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      // Keeps trying, a little slower each time, never more than every two seconds.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  })
  let attempted!: () => void
  firstAttempt = new Promise((resolve) => {
    attempted = resolve
  })
  created.on('error', (error: unknown) => {
    attempted()
    // A dead Redis reports every reconnect attempt: the outage's one throttled line says it.
    warnStoreFailure('connection', error, 'redis connection error')
  })
  created.on('ready', () => {
    attempted()
    logger.info('redis connected')
  })
  created.connect().catch((error: unknown) => {
    attempted()
    warnStoreFailure('connect', error, 'redis connect failed')
  })
  client = created
  return created
}

/**
 * The connected client. Rejects when Redis cannot be reached: at once while it is down, after the
 * first connection attempt (at most CONNECT_WAIT_MS) on first use.
 */
export async function redisClient(): Promise<Client> {
  const current = open()
  if (current.isReady) return current
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    firstAttempt,
    new Promise((resolve) => {
      timer = setTimeout(resolve, CONNECT_WAIT_MS)
    }),
  ])
  clearTimeout(timer)
  if (!current.isReady) throw new Error('Redis is not reachable')
  return current
}

async function commands() {
  return (await redisClient()).withCommandOptions({ timeout: COMMAND_TIMEOUT_MS })
}

/** The store over Redis. */
export function redisState(): SharedState {
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const text = await (await commands()).get(KEY_PREFIX + key)
      return text === null || text === undefined ? undefined : decodeValue<T>(String(text))
    },
    async set(key, value, ttlMs) {
      await (await commands()).set(KEY_PREFIX + key, encodeValue(value), { PX: boundedTtl(ttlMs) })
    },
    async setIfAbsent(key, value, ttlMs) {
      const answer = await (
        await commands()
      ).set(KEY_PREFIX + key, encodeValue(value), { PX: boundedTtl(ttlMs), NX: true })
      return answer === 'OK'
    },
    async delete(key) {
      await (await commands()).del(KEY_PREFIX + key)
    },
  }
}

/** True when Redis answers a PING now. */
export async function redisReady(): Promise<boolean> {
  try {
    return (await (await commands()).ping()) === 'PONG'
  } catch {
    return false
  }
}

/** Closes the connection (graceful shutdown); the next use opens a new one. */
export async function closeRedis(): Promise<void> {
  const closing = client
  client = undefined
  firstAttempt = undefined
  if (!closing) return
  try {
    if (closing.isReady) await closing.close()
    else closing.destroy()
  } catch {
    // Already closed: nothing left to release.
  }
}
