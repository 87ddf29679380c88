import type { NextFunction, Request, Response } from 'express'

type Listener = (...args: unknown[]) => void
type FlushableResponse = Response & { flush?: () => void }

/**
 * Fits `compression` to React Router's streamed documents (decision 052). Two things go wrong
 * without it:
 * - React Router flushes the response after every chunk it writes (React hands over ~2 kB at a
 *   time), so the compressor closes a block per chunk: most of a page's CPU went to zlib, for a
 *   worse ratio. Flushes are coalesced to one per turn of the event loop, after the chunks written
 *   in it, so what streams (the shell, then each deferred part) still leaves at once.
 * - It waits for `drain` with `once`/`off`; compression hands `on('drain')` to its compressor but
 *   not the removal, so every wait left a listener on the BrotliCompress/Gzip stream
 *   (MaxListenersExceededWarning on large pages). Waiters are kept here behind one listener.
 * Mount right after `compression()`.
 */
export function streamedCompression() {
  return (_req: Request, res: Response, next: NextFunction) => {
    coalesceFlushes(res as FlushableResponse)
    shareDrainListener(res)
    next()
  }
}

function coalesceFlushes(res: FlushableResponse) {
  const flush = res.flush
  if (typeof flush !== 'function') return
  let scheduled = false
  res.flush = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      if (!res.destroyed) flush.call(res)
    })
  }
}

function shareDrainListener(res: Response) {
  const waiters = new Set<Listener>()
  let listening = false
  const once = res.once
  const removeListener = res.removeListener
  res.once = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return once.call(this, event, listener)
    waiters.add(listener)
    if (!listening) {
      listening = true
      res.on('drain', () => {
        const due = [...waiters]
        waiters.clear()
        for (const waiter of due) waiter()
      })
    }
    return this
  } as Response['once']
  const remove = function (this: Response, event: string | symbol, listener: Listener) {
    if (event === 'drain' && waiters.delete(listener)) return this
    return removeListener.call(this, event, listener)
  } as Response['removeListener']
  res.removeListener = remove
  res.off = remove
}
