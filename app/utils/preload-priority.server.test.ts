import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './preload-priority.server.ts'

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>'
const BODY =
  '<body><p>Größe: 42 – “Wanderschuh”</p><link rel="modulepreload" href="/assets/late.js"/></body></html>'

/** The document through the transform, cut into chunks of `size` bytes. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))
}

describe('the document’s module preloads at a low fetch priority (decision 059)', () => {
  it('marks every module preload in the head low priority and leaves the rest of the document as it was', async () => {
    const out = await through(HEAD + BODY, 64 * 1024)
    expect(out).toBe(
      HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY,
    )
  })

  it('gives the same document however the stream is cut, multi-byte characters included', async () => {
    const whole = await through(HEAD + BODY, 64 * 1024)
    for (const size of [1, 2, 3, 7, 25, 100]) expect(await through(HEAD + BODY, size)).toBe(whole)
  })

  it('passes a document without a head through untouched', async () => {
    const fragment = '<p>Größe</p><link rel="modulepreload" href="/x.js"/>'
    expect(await through(fragment, 5)).toBe(fragment)
  })
})
