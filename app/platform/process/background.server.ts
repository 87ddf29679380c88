/**
 * Work a request starts and does not wait for (the decision engine's calls, decision 039). It is
 * tracked so that whoever needs every such call finished can wait for them: a graceful shutdown, or a
 * test reading what the upstream services received.
 */

const pending = new Set<Promise<void>>()

/** Lets `work` run on after the response; it must catch its own errors (a rejection is dropped here). */
export function inBackground(work: Promise<unknown>): void {
  const tracked: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  )
  pending.add(tracked)
  void tracked.then(() => pending.delete(tracked))
}

/** Resolves once every piece of background work started so far (and any it started) has settled. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}

/**
 * Marks a promise a loader starts now and awaits only after other awaits: when one of those throws
 * first (a sign-in redirect, a 404) nobody awaits it, and its rejection must not be an unhandled one,
 * which ends the process. Returns the same promise; awaiting it still throws.
 */
export function awaitedLater<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined)
  return work
}
