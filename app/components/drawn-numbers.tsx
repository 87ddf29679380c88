import { createContext, use } from 'react'

/** The document's tables of the numbers its server render formatted (decision 116). */
export const DRAWN_NUMBERS_SELECTOR = 'script[data-drawn-numbers]'

/**
 * On the server, the numbers the render has formatted since the last table, as JSON
 * (`drawnNumbersJson`); null in the browser.
 */
export const DrawnNumbersContext = /* @__PURE__ */ createContext<(() => string) | null>(null)

/**
 * The numbers the server formatted for this document so far and not yet written, as a JSON data block
 * the browser reads before it formats a number, so that showing them again as it hydrates does not
 * start its own number formatting (decision 116). Rendered after what it covers: after the page, and at
 * the end of a section that streams in later. In the browser the element renders with no text: React
 * leaves a hydrated element's inner HTML as the server wrote it.
 */
export function DrawnNumbers() {
  const json = use(DrawnNumbersContext)
  return (
    <script
      type="application/json"
      data-drawn-numbers=""
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? (json?.() ?? '') : '' }}
    />
  )
}
