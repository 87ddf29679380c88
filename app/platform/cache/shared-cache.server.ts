import type { Cache } from '@epic-web/cachified'
import { redisCacheAdapter } from 'cachified-redis-adapter'
import { KEY_PREFIX, redisClient } from '../state/shared-state-redis.server.ts'
import { warnStoreFailure } from '../state/shared-state.server.ts'

/**
 * The content cache in Redis (cachified-redis-adapter), decision 044. Fails open: when Redis cannot be
 * reached a read is a miss and a write is skipped (logged at warn), so pages are built from upstream.
 */
export function sharedCache(): Cache {
  const adapter = redisCacheAdapter({
    name: 'storefront-redis',
    get: async (key) => (await redisClient()).get(`${KEY_PREFIX}cache:${key}`),
    set: async (key, value, options) =>
      (await redisClient()).set(
        `${KEY_PREFIX}cache:${key}`,
        value,
        options ? { EXAT: options.EXAT } : undefined,
      ),
    del: async (key) => (await redisClient()).del(`${KEY_PREFIX}cache:${key}`),
  })
  return {
    name: adapter.name,
    async get(key) {
      try {
        return await adapter.get(key)
      } catch (error) {
        warnStoreFailure('cache:get', error)
        return null
      }
    },
    async set(key, value) {
      try {
        await adapter.set(key, value)
      } catch (error) {
        warnStoreFailure('cache:set', error)
      }
    },
    async delete(key) {
      try {
        await adapter.delete(key)
      } catch (error) {
        warnStoreFailure('cache:delete', error)
      }
    },
  }
}

/** The set of cache keys built from one surrogate key (decision 069). */
const tagKey = (surrogateKey: string) => `${KEY_PREFIX}cachetag:${surrogateKey}`
const entryKey = (cacheKey: string) => `${KEY_PREFIX}cache:${cacheKey}`

/**
 * Notes that the entry `cacheKey` was built from `keys`, for as long as the entry can live: a purge of
 * any of them finds it. Fails open (the entry then only ages out).
 */
export async function tagSharedEntry(cacheKey: string, keys: readonly string[], lifetimeMs: number) {
  if (!keys.length) return
  try {
    const client = await redisClient()
    const seconds = Math.max(1, Math.ceil(lifetimeMs / 1000))
    const batch = client.multi()
    // A set lives as long as its newest entry: EXPIRE GT never shortens it.
    for (const each of keys) batch.sAdd(tagKey(each), cacheKey).expire(tagKey(each), seconds, 'GT')
    for (const each of keys) batch.expire(tagKey(each), seconds, 'NX')
    await batch.exec()
  } catch (error) {
    warnStoreFailure('cache:tag', error)
  }
}

/** Deletes the entries built from any of `keys` and their sets; how many entries went. */
export async function purgeSharedCache(keys: readonly string[]): Promise<number> {
  try {
    const client = await redisClient()
    const entries = new Set<string>()
    for (const each of keys) for (const cacheKey of await client.sMembers(tagKey(each))) entries.add(cacheKey)
    await client.del([...[...entries].map(entryKey), ...keys.map(tagKey)])
    return entries.size
  } catch (error) {
    warnStoreFailure('cache:purge', error)
    return 0
  }
}
