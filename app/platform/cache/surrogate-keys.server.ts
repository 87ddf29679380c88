import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * This request's surrogate keys (decision 069): the reads a page is built from add the keys of what
 * they read as they happen (products, categories, content documents, the menu), wherever they run —
 * a loader, a deferred part, a cache's refresh — without every caller passing a collector along.
 */
const collector = new AsyncLocalStorage<Set<string>>()

/** Runs `work` collecting into `keys`: a request's keys, or a cache entry's own while it is built. */
export function collectingKeys<T>(keys: Set<string>, work: () => T): T {
  return collector.run(keys, work)
}

/** Adds keys to what the current request (or the cache entry being built) was made from. */
export function addSurrogateKeys(...keys: string[]): void {
  const current = collector.getStore()
  if (current) for (const each of keys) current.add(each)
}

/** The keys collected so far by the current request (or cache entry), in the order they came. */
export function currentSurrogateKeys(): string[] {
  return [...(collector.getStore() ?? [])]
}
