import type { NextFunction, Request, Response } from 'express'

type Listener = (...args: unknown[]) => void
type FlushableResponse = Response & { flush?: () => void }
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response

/**
 * Fits `compression` to React Router's streamed documents (decision 052). Three things went wrong
 * without it:
 * - React hands over its HTML ~2 kB at a time and React Router flushes the response after each
 *   chunk, so the compressor got one call and closed one block per chunk: most of a page's CPU went
 *   to zlib, for a worse ratio. An HTML document's chunks written in one turn of the event loop now
 *   reach the compressor as one write and one flush, so what streams (the shell, then each deferred
 *   part) still leaves at once.
 * - React Router waits for `drain` with `once`/`off`; compression hands `on('drain')` to its
 *   compressor but not the removal, so every wait left a listener on the BrotliCompress/Gzip stream
 *   (MaxListenersExceededWarning on large pages). Waiters are kept here behind one listener.
 * - Brotli's default 4 MB window is set up per response; documents are far smaller (see server.ts).
 * Mount right after `compression()`.
 */
export function streamedCompression() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const drain = shareDrainListener(res)
    coalesceHtmlWrites(res as FlushableResponse, drain)
    next()
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

function coalesceHtmlWrites(res: FlushableResponse, drain: ReturnType<typeof shareDrainListener>) {
  const write = res.write as unknown as Write
  const end = res.end as unknown as End
  const flush = res.flush as (() => void) | undefined
  let pending: Buffer[] = []
  let scheduled = false
  let blocked = false
  let html: boolean | undefined
  const isHtml = () => (html ??= String(res.getHeader('content-type') ?? '').startsWith('text/html'))
  drain.onDrain(() => (blocked = false))
  const take = () => {
    const body = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    return body
  }
  const release = () => {
    scheduled = false
    if (!pending.length || res.destroyed || res.writableEnded) return
    if (write.call(res, take()) === false) {
      blocked = true
      drain.listen()
    }
    flush?.call(res)
  }
  res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof callback === 'function' || typeof encoding === 'function' || !isHtml())
      return write.call(this, chunk, encoding, callback)
    pending.push(toBuffer(chunk, encoding))
    if (!scheduled) {
      scheduled = true
      setImmediate(release)
    }
    return !blocked
  } as Response['write']
  // Flushing happens with each coalesced write.
  if (flush) res.flush = () => {}
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!pending.length) return end.call(this, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      pending.push(toBuffer(chunk, encoding))
    const last = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    return end.call(this, take(), undefined, last)
  } as Response['end']
}

function shareDrainListener(res: Response) {
  const waiters = new Set<Listener>()
  const always: (() => void)[] = []
  let listening = false
  const once = res.once
  const removeListener = res.removeListener
  res.once = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return once.call(this, event, listener)
    waiters.add(listener)
    listen()
    return this
  } as Response['once']
  function listen() {
    if (listening) return
    listening = true
    res.on('drain', () => {
      for (const listener of always) listener()
      const due = [...waiters]
      waiters.clear()
      for (const waiter of due) waiter()
    })
  }
  const remove = function (this: Response, event: string | symbol, listener: Listener) {
    if (event === 'drain' && waiters.delete(listener)) return this
    return removeListener.call(this, event, listener)
  } as Response['removeListener']
  res.removeListener = remove
  res.off = remove
  return {
    /** A listener for every drain, through the same single listener. */
    onDrain(listener: () => void) {
      always.push(listener)
    },
    listen,
  }
}
