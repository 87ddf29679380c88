import { cachified, type Cache } from '@epic-web/cachified'
import { LRUCache } from 'lru-cache'

/**
 * In-process cache for shared, slow-changing upstream data (menu, footer, CMS pages): served fresh
 * for `ttl`, then served stale while one refresh runs in the background.
 */
const lru = new LRUCache<
  string,
  NonNullable<Cache['get']> extends (k: string) => infer R ? NonNullable<R> : never
>({
  max: 500,
})

const cache: Cache = {
  name: 'storefront-lru',
  get: (key) => lru.get(key),
  set: (key, value) => {
    lru.set(key, value)
  },
  delete: (key) => {
    lru.delete(key)
  },
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
  return cachified({ key, cache, ttl, staleWhileRevalidate: swr, getFreshValue })
}

/** Empties the cache (tests, and an editor's publish hook later). */
export function clearCache() {
  lru.clear()
}
