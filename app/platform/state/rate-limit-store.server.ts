import type { Options, Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import { getEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { KEY_PREFIX, redisClient } from './shared-state-redis.server.ts'
import { warnStoreFailure } from './store-outage.server.ts'

/**
 * The rate limits' counters in Redis when `REDIS_URL` is set, so every instance counts the same
 * client's posts together (decision 044); undefined otherwise (express-rate-limit's in-process store).
 *
 * rate-limit-redis loads its scripts once, at start: a Redis that was down then would leave it failing
 * for good. This wrapper loads them on first use and again after a failure, so the limits come back
 * with Redis. Each failure rejects; the limiter lets the post through (fails open, logged at warn).
 */
export function sharedRateLimitStore(prefix = 'rl:'): Store | undefined {
  if (!getEnv().REDIS_URL) return undefined
  const inner = new RedisStore({
    prefix: `${KEY_PREFIX}${prefix}`,
    sendCommand: async (...args: string[]) =>
      (await redisClient()).sendCommand(args) as Promise<boolean | number | string>,
  })
  let options: Options | undefined
  let loaded: Promise<void> | undefined
  const ready = () => {
    if (!options) throw new Error('rate limit store used before init')
    loaded ??= inner.init(options).catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  const afterLoad = async <T>(run: () => Promise<T>): Promise<T> => {
    await ready()
    try {
      return await run()
    } catch (error) {
      // Redis may have restarted without the scripts: load them again next time.
      loaded = undefined
      throw error
    }
  }
  return {
    prefix: inner.prefix,
    localKeys: false,
    init(given) {
      options = given
      // Loads now when Redis is there; otherwise the first post tries again.
      ready().catch(() => undefined)
    },
    get: (key) => afterLoad(() => inner.get(key)),
    increment: (key) => afterLoad(() => inner.increment(key)),
    decrement: (key) => afterLoad(() => inner.decrement(key)),
    resetKey: (key) => afterLoad(() => inner.resetKey(key)),
  }
}

/**
 * express-rate-limit's logger: a store failure (the post goes through) is the shared store's throttled
 * warning, as every other Redis failure is; the rest are errors of ours.
 */
export const rateLimitLogger = {
  warn: (error: unknown, message?: string) => logger.warn({ err: error }, message ?? 'rate limit'),
  error: (error: unknown, message?: string) =>
    /store/i.test(message ?? '')
      ? warnStoreFailure('rate-limit', error, message)
      : logger.error({ err: error }, message ?? 'rate limit'),
}
