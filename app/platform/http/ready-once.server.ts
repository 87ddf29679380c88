/**
 * React's render may report "ready" twice for one document: React 19.2 calls `onAllReady` again when a
 * Suspense boundary's content finishes while its fallback is still suspended (a lazily loaded part a
 * process has not loaded yet, on its first pages). A second `pipe` throws, which marks a sound document
 * as failed (never kept as a copy) and leaves a second stream open; so the callback runs once.
 */
export function readyOnce(callback: () => void): () => void {
  let called = false
  return () => {
    if (called) return
    called = true
    callback()
  }
}
