// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { StructuredData } from './structured-data.tsx'

/**
 * A page's structured data in the browser (decision 086): the document's data carries its version
 * only, and hydrating keeps the script the server wrote; a client-side request's data brings the next
 * page's, which replaces it.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const PRODUCT = '{"@type":"Product","name":"Tempo Trail Runner"}'
const OTHER = '{"@type":"Product","name":"Cloudline Daily Trainer"}'
let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('StructuredData in the browser', () => {
  test('decision 086 hydrating keeps the server’s JSON-LD, which the data does not carry, and a navigation’s data replaces it', async () => {
    document.body.innerHTML = `<div id="app"><script type="application/ld+json">${PRODUCT}</script></div>`
    const container = document.getElementById('app')!
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      root = hydrateRoot(container, <StructuredData data={{ version: 'a' }} />)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    const script = () => container.querySelector('script[type="application/ld+json"]')!.textContent
    expect(script()).toBe(PRODUCT)

    // Another render of the same document (a revalidation that kept it, an update above it).
    await act(async () => root?.render(<StructuredData data={{ version: 'a' }} />))
    expect(script()).toBe(PRODUCT)

    // A client-side navigation to another product: its data carries the value.
    await act(async () => root?.render(<StructuredData data={{ version: 'b', value: OTHER }} />))
    expect(script()).toBe(OTHER)
  })
})
