import { PassThrough } from 'node:stream'
import { createElement, Suspense, use } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readyOnce } from './ready-once.server.ts'

function Text({ of }: { of: Promise<string> }) {
  return createElement('p', null, use(of))
}

const after = (ms: number, text: string) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(text), ms))

/** Renders a part whose content is ready before its fallback, as a crawler's document waits for all. */
function renderPartReadyBeforeItsFallback() {
  const fallback = after(40, 'loading')
  const content = after(5, 'the product')
  const errors: unknown[] = []
  let documents = 0
  return new Promise<{ html: string; errors: unknown[]; documents: number }>((resolve) => {
    const { pipe } = renderToPipeableStream(
      createElement(
        Suspense,
        { fallback: createElement(Text, { of: fallback }) },
        createElement(Text, { of: content }),
      ),
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: readyOnce(() => {
          documents += 1
          const body = new PassThrough()
          let html = ''
          body.on('data', (chunk) => (html += String(chunk)))
          body.on('end', () => setTimeout(() => resolve({ html, errors, documents }), 60))
          pipe(body)
        }),
        onError: (error) => void errors.push(error),
      },
    )
  })
}

describe('a document is piped once', () => {
  it('a part whose content is ready while its fallback still waits gives one whole document and no error', async () => {
    const { html, errors, documents } = await renderPartReadyBeforeItsFallback()
    expect(documents).toBe(1)
    expect(errors).toEqual([])
    expect(html).toContain('<p>the product</p>')
  })
})
