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
