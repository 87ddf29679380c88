import { LRUCache } from 'lru-cache'
import { boundedTtl, decodeValue, encodeValue, type SharedState } from './shared-state-core.server.ts'

/** The most entries the in-process store holds; the least recently used go first past it. */
export const MEMORY_MAX_ENTRIES = 20_000
/**
 * The most the in-process store's keys and values may hold together, in UTF-16 code units (about
 * twice as many bytes): a remembered outcome can carry a whole order, so a count alone does not bound
 * the memory (decision 053).
 */
export const MEMORY_MAX_CHARS = 16 * 1024 * 1024

/**
 * The in-process store: one instance, nothing to install. Bounded in count (MEMORY_MAX_ENTRIES), size
 * (MEMORY_MAX_CHARS) and age (every entry has a TTL of at most a day). A value larger than the whole
 * budget is not kept (as if it had expired at once). Values are kept as JSON text, so a reader gets its own copy
 * and both stores behave alike.
 */
export function memoryState({
  max = MEMORY_MAX_ENTRIES,
  maxChars = MEMORY_MAX_CHARS,
  clock = performance,
}: { max?: number; maxChars?: number; clock?: { now(): number } } = {}): SharedState & {
  clear(): void
  size(): number
} {
  // ttlResolution 0: an entry's age is read from the clock on every access, never from a cached now.
  const entries = new LRUCache<string, string>({
    max,
    maxSize: maxChars,
    sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
    perf: clock,
    ttlResolution: 0,
  })
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const text = entries.get(key)
      return text === undefined ? undefined : decodeValue<T>(text)
    },
    async set(key, value, ttlMs) {
      entries.set(key, encodeValue(value), { ttl: boundedTtl(ttlMs) })
    },
    async setIfAbsent(key, value, ttlMs) {
      // One process, one thread: the check and the write cannot be interleaved.
      if (entries.has(key)) return false
      entries.set(key, encodeValue(value), { ttl: boundedTtl(ttlMs) })
      return true
    },
    async delete(key) {
      entries.delete(key)
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  }
}
