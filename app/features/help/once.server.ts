import { LRUCache } from 'lru-cache'

/**
 * One upstream submission per form served: a post repeated with the same key while the first is under
 * way, or shortly after it succeeded (a double click, a resent no-JavaScript post), shares the first's
 * answer instead of sending again. A failed submission is forgotten, so the shopper can retry.
 * In-process, like the other per-instance state (architecture: Redis when there are several).
 */
const submissions = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: 10 * 60_000 })

/** Runs `send` once for `key`; later calls with the key get the same promise. */
export function sendOnce<T>(key: string, send: () => Promise<T>): Promise<T> {
  const known = submissions.get(key)
  if (known) return known as Promise<T>
  const pending = send()
  submissions.set(key, pending)
  pending.catch(() => submissions.delete(key))
  return pending
}
