import { createContext, use } from 'react'
import type { DocumentValue } from '#app/domain/page/document-value.ts'

/**
 * The values the server's render of this document reads that the page's data leaves out, by version
 * (`forDocument`, decision 086). Null in the browser.
 */
export const ServerDocumentValues = /* @__PURE__ */ createContext<ReadonlyMap<string, unknown> | null>(null)

/**
 * The value a loader gave with `forDocument`: from the page's data when it came with it (a client-side
 * request), else, on the server, from the document's kept values. Undefined in the browser for a value
 * the document carried in its markup only: render it in a static island keyed by its version, which
 * keeps the server's markup until the version changes.
 */
export function useDocumentValue<T>(held: DocumentValue<T> | null | undefined): T | undefined {
  // In the browser a value is in the page's data or nowhere: no kept values to look in.
  if (!import.meta.env.SSR) return held?.value
  const kept = use(ServerDocumentValues)
  return held ? (held.value ?? (kept?.get(held.version) as T | undefined)) : undefined
}

/** `useDocumentValue` for a list of values (a page's blocks): a reader, got once. */
export function useDocumentValueReader(): <T>(held: DocumentValue<T> | null | undefined) => T | undefined {
  const kept = import.meta.env.SSR ? use(ServerDocumentValues) : null
  return <T,>(held: DocumentValue<T> | null | undefined) =>
    held ? (held.value ?? (kept?.get(held.version) as T | undefined)) : undefined
}
