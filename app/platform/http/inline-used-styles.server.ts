import { Transform } from 'node:stream'
import { logger } from '#app/platform/log/logger.server.ts'
import { stylesheetText } from './stylesheet-text.server.ts'
import { classesIn, usedStyles } from './used-styles.server.ts'

const HEAD_END = Buffer.from('</head>')
/** React Router's boot script (`<Scripts>`), after the page's markup in the body. */
const BOOT_MARKER = Buffer.from(' type="module" async="">')
/** The start of a part React streams after the shell: its markup, hidden until a script reveals it. */
const SEGMENT = Buffer.from('<div hidden id="S:')
/** The stylesheet's text as `Stylesheet` (app/components/stylesheet.tsx) writes it for a first visit. */
const STYLE = /<style data-precedence="app" data-href="([^"]+)">/
/** A document held longer than this leaves as it is (no page comes near it). */
const MOST_HELD = 4 * 1024 * 1024
/** The longest marker looked for in the held document. */
const LONGEST_MARKER = Math.max(HEAD_END.length, BOOT_MARKER.length)
const EMPTY = Buffer.alloc(0)

/**
 * `html` with the stylesheet's text in its head cut down to what the document uses (decision 092):
 * the rules its elements' classes can match and the custom properties those read. Unchanged when the
 * head carries no stylesheet text (a returning visitor's page links the file) or anything fails.
 */
export function withUsedStyles(
  html: string,
  read: (href: string) => string | undefined = stylesheetText,
): string {
  return cutStyles(html, read).html
}

/** `withUsedStyles`, and the stylesheet file's address when the text was cut. */
function cutStyles(
  html: string,
  read: (href: string) => string | undefined = stylesheetText,
): { html: string; href?: string } {
  try {
    const match = STYLE.exec(html)
    if (!match) return { html }
    const css = read(match[1]!)
    const start = match.index + match[0].length
    if (css === undefined || !html.startsWith(css, start)) return { html }
    const end = start + css.length
    const document = html.slice(0, match.index) + html.slice(end)
    const used = usedStyles(css, classesIn(document), document)
    return { html: html.slice(0, start) + used + html.slice(end), href: match[1]! }
  } catch (error) {
    logger.warn({ err: error }, 'stylesheet kept whole: its used part could not be worked out')
    return { html }
  }
}

/**
 * Reads the built stylesheet and cuts it into its pieces ahead of the first visit that needs them
 * (a few hundred milliseconds, once per process), off the request's path. Nothing to do in development,
 * where the stylesheet is not a built file.
 */
export function prepareUsedStyles(href: string) {
  setImmediate(() => {
    try {
      const css = stylesheetText(href)
      if (css !== undefined) usedStyles(css, new Set())
    } catch (error) {
      logger.warn({ err: error }, 'stylesheet not prepared: the first visit will cut it')
    }
  })
}

/**
 * The document as it leaves the server, with a first visit's stylesheet text cut to what the page uses
 * (`withUsedStyles`). The classes are known once the page's markup is: the bytes are held from the start
 * to React Router's boot script, which follows the markup, and all leave at once. React writes that
 * much in one go when the shell is ready, so nothing waits longer than before. A document whose head has
 * no stylesheet text passes through untouched; so does what streams after the markup, but for one link:
 * a part that was still loading when the shell left (a section whose data came late) carries classes
 * the cut text may not style, so the whole file is linked just before the first such part. A stylesheet
 * in the body holds back the scripts after it, React's that reveal the parts among them, until it is
 * in: each part shows styled, never bare. The file is the one the head asked for ahead (a prefetch) and
 * the boot script adds after the first paint, so it is usually in the cache by then; the shell above
 * the link is painted either way.
 */
export function inlineUsedStyles(read?: (href: string) => string | undefined): Transform {
  // The document so far, in the chunks it came in: joined once, when it leaves. Joining and searching
  // it whole at every chunk made the work grow with the square of its length (React writes a page in
  // a few hundred small chunks).
  let chunks: Buffer[] = []
  let size = 0
  // The held bytes' last few, so that a marker cut across two chunks is found in the second.
  let tail: Buffer = EMPTY
  /** The chunk held, and where to look for a marker that ends in it: the chunk with `tail` before it. */
  const hold = (chunk: Buffer): Buffer => {
    const window = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk
    chunks.push(chunk)
    size += chunk.length
    tail = window.subarray(Math.max(0, window.length - (LONGEST_MARKER - 1)))
    return window
  }
  const held = (): Buffer => {
    if (chunks.length > 1) chunks = [Buffer.concat(chunks, size)]
    return chunks[0] ?? EMPTY
  }
  let state: 'head' | 'body' | 'streaming' | 'done' = 'head'
  /** The file whose text was cut, linked before the first streamed part. */
  let stylesheet: string | undefined
  /** After the markup: what may hold the start of the first streamed part's marker. */
  let pending: Buffer = EMPTY
  const release = (push: (bytes: Buffer) => void, cut: boolean) => {
    if (size > 0) {
      const bytes = held()
      const out: { html?: string; href?: string } = cut ? cutStyles(bytes.toString('utf8'), read) : {}
      push(out.html === undefined ? bytes : Buffer.from(out.html))
      stylesheet = out.href
    }
    chunks = []
    size = 0
    tail = EMPTY
    state = stylesheet ? 'streaming' : 'done'
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (state === 'done') return callback(null, chunk)
      const push = (bytes: Buffer) => this.push(bytes)
      if (state === 'streaming') {
        pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk
        const at = pending.indexOf(SEGMENT)
        if (at !== -1) {
          push(pending.subarray(0, at))
          push(Buffer.from(`<link rel="stylesheet" href="${stylesheet}"/>`))
          push(pending.subarray(at))
          pending = EMPTY
          state = 'done'
        } else {
          // The marker may be cut across two chunks: its length less one byte waits for the next.
          const keep = Math.max(0, pending.length - (SEGMENT.length - 1))
          push(pending.subarray(0, keep))
          pending = pending.subarray(keep)
        }
        return callback()
      }
      const window = hold(chunk)
      if (state === 'head') {
        if (window.indexOf(HEAD_END) === -1) {
          if (size > MOST_HELD) release(push, false)
          return callback()
        }
        const document = held()
        if (!STYLE.test(document.subarray(0, document.indexOf(HEAD_END)).toString('utf8'))) {
          release(push, false)
          return callback()
        }
        state = 'body'
      }
      // The boot script follows the head: it is in this chunk (or starts in the bytes before it) or
      // still to come.
      if (window.indexOf(BOOT_MARKER) !== -1) release(push, true)
      else if (size > MOST_HELD) release(push, false)
      callback()
    },
    flush(callback) {
      if (state === 'streaming') {
        if (pending.length > 0) this.push(pending)
      } else release((bytes) => this.push(bytes), state === 'body')
      callback()
    },
  })
}
