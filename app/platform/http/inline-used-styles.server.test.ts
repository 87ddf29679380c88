import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { inlineUsedStyles, withUsedStyles } from './inline-used-styles.server.ts'

const FILE = '/assets/app-1a2B.css'
const CSS = '.flex{display:flex}.hidden{display:none}.größe{content:"–"}'
const read = (href: string) => (href === FILE ? CSS : undefined)
const head = (css = CSS) =>
  `<!DOCTYPE html><html><head><style data-precedence="app" data-href="${FILE}">${css}</style>` +
  `<link rel="prefetch" href="${FILE}"/></head>`
const BODY =
  '<body><p class="flex größe">Größe</p><script nonce="n">window.__reactRouterContext = {}</script>' +
  '<script nonce="n" type="module" async="">import("/assets/entry.client.js")</script>'
/** A part still loading when the shell left, streamed after it. */
const LATE =
  '<div hidden id="S:0"><p class="hidden">late</p></div><script>$RC("B:0","S:0")</script></body></html>'

/** The whole file, linked before the first streamed part: its rules style what the cut text does not. */
const LINK = `<link rel="stylesheet" href="${FILE}"/>`

/** The document through the transform: each of `writes` as React writes it, cut into `size` bytes. */
async function through(writes: string[], size: number) {
  const parts: Buffer[] = []
  for (const write of writes) {
    const bytes = Buffer.from(write)
    for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size))
  }
  return text(Readable.from(parts).pipe(inlineUsedStyles(read)))
}

describe('decision 092: a first visit’s head carries the part of the stylesheet its markup uses', () => {
  it('cuts the text to the rules the markup before the boot script uses; what streams after passes untouched but for the file linked before it', async () => {
    const out = await through([head(), BODY, LATE], 64 * 1024)
    expect(out).toBe(head('.flex{display:flex}.größe{content:"–"}') + BODY + LINK + LATE)
  })

  it('links the file once, before the first part streamed after the shell, and not before React Router’s streamed data', async () => {
    const data = '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[]")</script>'
    const second = '<div hidden id="S:1"><p class="flex">later</p></div><script>$RC("B:1","S:1")</script>'
    const out = await through([head(), BODY, data, LATE.replace('</body></html>', ''), second], 64 * 1024)
    const cut = head('.flex{display:flex}.größe{content:"–"}')
    expect(out).toBe(cut + BODY + data + LINK + LATE.replace('</body></html>', '') + second)
    expect(out.split('rel="stylesheet"')).toHaveLength(2)
  })

  it('links nothing when no part streams after the shell', async () => {
    const out = await through([head(), BODY, '</body></html>'], 64 * 1024)
    expect(out).toBe(head('.flex{display:flex}.größe{content:"–"}') + BODY + '</body></html>')
  })

  it('gives the same document however the stream is cut, multi-byte characters included', async () => {
    const whole = await through([head(), BODY, LATE], 64 * 1024)
    for (const size of [1, 3, 7, 50, 333]) expect(await through([head(), BODY, LATE], size)).toBe(whole)
  })

  it('cuts a document without a boot script once it has all of it', async () => {
    const page = head() + '<body><p class="hidden">x</p></body></html>'
    expect(await through([page], 10)).toBe(
      head('.hidden{display:none}') + '<body><p class="hidden">x</p></body></html>',
    )
  })

  it('leaves a returning visitor’s document, which links the file, and one whose text is not the file’s, as they are', async () => {
    const linked = `<html><head><link rel="stylesheet" href="${FILE}" data-precedence="app"/></head>${BODY}${LATE}`
    expect(await through([linked], 9)).toBe(linked)
    const other = head('.other{}') + BODY
    expect(withUsedStyles(other, read)).toBe(other)
    const unknown = head().replace(FILE, '/assets/gone.css') + BODY
    expect(withUsedStyles(unknown, read)).toBe(unknown)
  })

  it('keeps the whole text when the stylesheet cannot be read as CSS', () => {
    const broken = head('.a{') + BODY
    expect(withUsedStyles(broken, () => '.a{')).toBe(broken)
  })
})
