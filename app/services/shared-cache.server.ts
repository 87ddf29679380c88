import type { Cache } from '@epic-web/cachified'
import { redisCacheAdapter } from 'cachified-redis-adapter'
import { KEY_PREFIX, redisClient } from './shared-state-redis.server.ts'
import { warnStoreFailure } from './shared-state.server.ts'

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
