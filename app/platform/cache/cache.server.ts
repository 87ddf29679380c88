import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified'
import { LRUCache } from 'lru-cache'
import { getEnv } from '#app/platform/env/env.server.ts'
import { purgeSharedCache, sharedCache, tagSharedEntry } from './shared-cache.server.ts'
import { addSurrogateKeys, collectingKeys } from './surrogate-keys.server.ts'

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

/**
 * An entry as kept: the value and the surrogate keys of what it was built from (decision 069), so a
 * page served from the cache still names them and a purge of any of them drops the entry.
 */
interface Tagged<T> {
  value: T
  keys: string[]
}

function isTagged(value: unknown): value is Tagged<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'keys' in value &&
    Array.isArray(value.keys) &&
    'value' in value
  )
}

/** Surrogate key → the in-process entries built from it; an entry leaves it when it leaves the LRU. */
const byKey = new Map<string, Set<string>>()

const lru = new LRUCache<string, CacheEntry>({
  max: CACHE_MAX_ENTRIES,
  maxSize: CACHE_MAX_CHARS,
  sizeCalculation: (entry, key) => key.length + jsonChars(entry.value),
  dispose: (entry, cacheKey) => {
    if (!isTagged(entry.value)) return
    for (const each of entry.value.keys) {
      const entries = byKey.get(each)
      entries?.delete(cacheKey)
      if (entries?.size === 0) byKey.delete(each)
    }
  },
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
    if (isTagged(value.value))
      for (const each of value.value.keys) byKey.set(each, (byKey.get(each) ?? new Set()).add(key))
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
  /** Preview, bypassAllCache and mock mode (decision 074) read through: nothing is read from or kept in the cache. */
  bypass?: boolean
  getFreshValue: () => Promise<T>
}

/**
 * The value for `key`, from the cache or built now. The keys of what it was built from are kept with
 * it and added to the request's (decision 069) either way; an entry from before keys were kept is
 * read as a miss.
 */
export async function cached<T>({ key, ttl, swr, bypass, getFreshValue }: CachedOptions<T>): Promise<T> {
  if (bypass) return getFreshValue()
  const cache = currentCache()
  const entry = await cachified<Tagged<T>>({
    key,
    cache,
    ttl,
    staleWhileRevalidate: swr,
    checkValue: (value: unknown) => isTagged(value),
    async getFreshValue() {
      const keys = new Set<string>()
      const value = await collectingKeys(keys, getFreshValue)
      const tagged = { value, keys: [...keys] }
      if (cache !== lruCache) await tagSharedEntry(key, tagged.keys, ttl + swr)
      return tagged
    },
  })
  addSurrogateKeys(...entry.keys)
  return entry.value
}

/** Drops this process's entries built from any of `keys` (a purge, decision 069); how many went. */
export function purgeCachedHere(keys: readonly string[]): number {
  const purged = new Set(keys)
  const entries = new Set<string>()
  for (const each of purged) for (const cacheKey of byKey.get(each) ?? []) entries.add(cacheKey)
  for (const cacheKey of entries) lru.delete(cacheKey)
  return entries.size
}

/**
 * Drops the Redis entries built from any of `keys`, for every instance at once (REDIS_URL set; else
 * nothing to do). Never throws: Redis fails open, the entries then age out.
 */
export function purgeCachedShared(keys: readonly string[]): Promise<number> {
  return getEnv().REDIS_URL ? purgeSharedCache(keys) : Promise.resolve(0)
}

/** Empties the cache (tests). */
export function clearCache() {
  lru.clear()
  byKey.clear()
  // The next read picks the cache for the environment then (tests set REDIS_URL).
  cache = undefined
}
