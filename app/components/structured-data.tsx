import type { DocumentValue } from '#app/domain/page/document-value.ts'
import { useDocumentValue } from './document-value.tsx'

/**
 * The script's inner HTML while it shows the server's text: one object, as React compares it by
 * identity once hydrated, and would empty the script on a new but equal one.
 */
const SERVER_TEXT = { __html: '' }

/**
 * A page's structured data for search engines (JSON-LD, serialised on the server), as a document value
 * (decision 086): the document carries it once, in this script, not again in the page's data. The
 * browser hydrating the document has no text for it and keeps the server's (React leaves the inner HTML
 * of an element it hydrates alone, and sets it only once it changes); a client-side request's data
 * brings the next page's.
 */
export function StructuredData({ data }: { data: DocumentValue<string> }) {
  const json = useDocumentValue(data)
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={json === undefined ? SERVER_TEXT : { __html: json }}
      suppressHydrationWarning
    />
  )
}
