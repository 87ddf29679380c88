import { randomUUID } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { Shopper } from '#app/context.server.ts'

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

/** A new id for a form as served: posts of the same page view share it (see `sendOnce`). */
export function newSubmissionId(): string {
  return randomUUID()
}

/** The key a submission is known by: the session's id and the form's, so shoppers never share one. */
export function submissionKey(shopper: Shopper, form: string, submissionId: FormDataEntryValue | null) {
  const sid = shopper.session.get('sid') ?? ''
  return typeof submissionId === 'string' && submissionId && sid ? `${form}:${sid}:${submissionId}` : null
}
