import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified'
import { LRUCache } from 'lru-cache'
import { getEnv } from '#app/env.server.ts'
import { sharedCache } from './shared-cache.server.ts'

/**
 * Cache for shared, slow-changing upstream data (menu, footer, CMS pages): served fresh for `ttl`,
 * then served stale while one refresh runs in the background. In-process by default; in Redis, shared
 * by every instance, when `REDIS_URL` is set (decision 044).
 */
/**
 * At most 500 entries and about 16 M characters of JSON together (decision 053): a CMS page can be
 * large, so a count alone does not bound the memory. Sizes are measured once, when an entry is set
 * (on a miss or a refresh).
 */
export const CACHE_MAX_ENTRIES = 500
export const CACHE_MAX_CHARS = 16 * 1024 * 1024

const lru = new LRUCache<string, CacheEntry>({
  max: CACHE_MAX_ENTRIES,
  maxSize: CACHE_MAX_CHARS,
  sizeCalculation: (entry, key) => key.length + jsonChars(entry.value),
})

function jsonChars(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 0)
  } catch {
    // Not JSON (upstream data always is): counted at the smallest size.
    return 1
  }
}

const lruCache: Cache = {
  name: 'storefront-lru',
  get: (key) => lru.get(key),
  set: (key, value) => {
    lru.set(key, value)
  },
  delete: (key) => {
    lru.delete(key)
  },
}

let cache: Cache | undefined
function currentCache(): Cache {
  cache ??= getEnv().REDIS_URL ? sharedCache() : lruCache
  return cache
}

export interface CachedOptions<T> {
  key: string
  /** Fresh for this long (ms). */
  ttl: number
  /** Then served stale for this long while refreshing (ms). */
  swr: number
  /** Preview and bypassAllCache read through. */
  bypass?: boolean
  getFreshValue: () => Promise<T>
}

export function cached<T>({ key, ttl, swr, bypass, getFreshValue }: CachedOptions<T>): Promise<T> {
  if (bypass) return getFreshValue()
  return cachified({ key, cache: currentCache(), ttl, staleWhileRevalidate: swr, getFreshValue })
}

/** Empties the cache (tests, and an editor's publish hook later). */
export function clearCache() {
  lru.clear()
  // The next read picks the cache for the environment then (tests set REDIS_URL).
  cache = undefined
}
