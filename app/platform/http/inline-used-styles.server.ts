import { Transform } from 'node:stream'
import { logger } from '#app/platform/log/logger.server.ts'
import { stylesheetText } from './stylesheet-text.server.ts'
import { classesIn, usedStyles } from './used-styles.server.ts'

const HEAD_END = Buffer.from('</head>')
/** React Router's boot script (`<Scripts>`), after the page's markup in the body. */
const BOOT_MARKER = Buffer.from(' type="module" async="">')
/** The stylesheet's text as `Stylesheet` (app/components/stylesheet.tsx) writes it for a first visit. */
const STYLE = /<style data-precedence="app" data-href="([^"]+)">/
/** A document held longer than this leaves as it is (no page comes near it). */
const MOST_HELD = 4 * 1024 * 1024

/**
 * `html` with the stylesheet's text in its head cut down to what the document uses (decision 092):
 * the rules its elements' classes can match and the custom properties those read. Unchanged when the
 * head carries no stylesheet text (a returning visitor's page links the file) or anything fails.
 */
export function withUsedStyles(
  html: string,
  read: (href: string) => string | undefined = stylesheetText,
): string {
  try {
    const match = STYLE.exec(html)
    if (!match) return html
    const css = read(match[1]!)
    const start = match.index + match[0].length
    if (css === undefined || !html.startsWith(css, start)) return html
    const end = start + css.length
    const document = html.slice(0, match.index) + html.slice(end)
    return html.slice(0, start) + usedStyles(css, classesIn(document), document) + html.slice(end)
  } catch (error) {
    logger.warn({ err: error }, 'stylesheet kept whole: its used part could not be worked out')
    return html
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
 * much in one go when the shell is ready, so nothing waits longer than before. What streams after (a
 * part that was still loading) passes through untouched, and so does a document whose head has no
 * stylesheet text: the whole file reaches the browser after the first paint (app/platform/http/
 * boot-after-paint.server.ts), and styles what the cut part does not.
 */
export function inlineUsedStyles(read?: (href: string) => string | undefined): Transform {
  let held: Buffer = Buffer.alloc(0)
  let state: 'head' | 'body' | 'done' = 'head'
  const release = (push: (bytes: Buffer) => void, cut: boolean) => {
    if (held.length > 0) push(cut ? Buffer.from(withUsedStyles(held.toString('utf8'), read)) : held)
    held = Buffer.alloc(0)
    state = 'done'
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (state === 'done') return callback(null, chunk)
      held = held.length > 0 ? Buffer.concat([held, chunk]) : chunk
      const push = (bytes: Buffer) => this.push(bytes)
      if (state === 'head') {
        const end = held.indexOf(HEAD_END)
        if (end === -1) {
          if (held.length > MOST_HELD) release(push, false)
          return callback()
        }
        if (!STYLE.test(held.subarray(0, end).toString('utf8'))) {
          release(push, false)
          return callback()
        }
        state = 'body'
      }
      if (held.indexOf(BOOT_MARKER) !== -1) release(push, true)
      else if (held.length > MOST_HELD) release(push, false)
      callback()
    },
    flush(callback) {
      release((bytes) => this.push(bytes), state === 'body')
      callback()
    },
  })
}
