import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { documentValuesContext, forDocument, forDocumentLater } from './document-values.server.ts'
import { requestInfoContext } from './shopper-context.server.ts'

function contextOf(dataRequest: boolean) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'r', nonce: 'n', dataRequest })
  return context
}

describe('values a document renders that its page data leaves out (decision 086)', () => {
  const footer = {
    id: 'footer',
    groups: [{ title: 'Help', links: [{ text: 'Returns', url: '/help/returns' }] }],
  }

  it('a document’s data carries the version alone; the value is kept for the server’s render', () => {
    const context = contextOf(false)
    const held = forDocument(context, footer)
    expect(held).toEqual({ version: expect.stringMatching(/^[\w-]{16}$/) })
    expect(context.get(documentValuesContext)?.get(held.version)).toBe(footer)
    // Several values in one document, a string too: each kept under its own version.
    const jsonLd = forDocument(context, '{"@type":"Product"}')
    expect(context.get(documentValuesContext)?.get(jsonLd.version)).toBe('{"@type":"Product"}')
  })

  it('a client-side request’s data carries the value, under the same version, and keeps nothing', () => {
    const context = contextOf(true)
    const held = forDocument(context, structuredClone(footer))
    expect(held).toEqual({ version: forDocument(contextOf(false), footer).version, value: footer })
    expect(context.get(documentValuesContext)).toBeNull()
  })

  it('a part that resolves after its loader returned keeps its list where the render, begun before, reads it', async () => {
    const context = contextOf(false)
    const keep = forDocumentLater(context)
    // What the document's render holds from its start (entry.server.tsx reads it once).
    const read = context.get(documentValuesContext)
    expect(read).toBeInstanceOf(Map)
    const cards = [{ id: 'RS100002' }, { id: 'RS100003' }]
    const kept = await Promise.resolve(cards).then((items) => keep.list(items))
    expect(kept).toEqual({ version: expect.any(String), length: 2 })
    expect(read?.get(kept.version)).toBe(cards)
    // In a client-side request's data, the list comes whole and nothing is kept.
    const data = contextOf(true)
    expect(forDocumentLater(data).list(cards)).toEqual({ version: kept.version, value: cards, length: 2 })
    expect(data.get(documentValuesContext)).toBeNull()
  })
})
