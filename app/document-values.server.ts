import { createContext, type RouterContextProvider } from 'react-router'
import type { DocumentValue, KeptList } from '#app/domain/page/document-value.ts'
import { contentVersion } from './platform/cache/content-version.server.ts'
import { requestInfoContext } from './shopper-context.server.ts'

/**
 * The values this request's document renders that its page's data leaves out, by version: the server's
 * entry hands them to the render (`ServerDocumentValues`). Null until a loader keeps one.
 */
export const documentValuesContext = createContext<Map<string, unknown> | null>(null)

/**
 * `value` as a loader returns it for the browser (decision 086): in a document's data, its version alone
 * (the value kept for the server's render of that document); in a client-side request's data, its
 * version and the value, which the browser renders once the version differs from the one it has.
 */
export function forDocument<T extends object | string>(
  context: Readonly<RouterContextProvider>,
  value: T,
): DocumentValue<T> {
  const version = contentVersion(value)
  if (context.get(requestInfoContext).dataRequest === true) return { version, value }
  keptValues(context).set(version, value)
  return { version }
}

/** This request's kept values, the map made on first use. */
function keptValues(context: Readonly<RouterContextProvider>): Map<string, unknown> {
  let kept = context.get(documentValuesContext)
  if (!kept) context.set(documentValuesContext, (kept = new Map()))
  return kept
}

/** `items` as a loader returns a list whose items are the document's markup alone (`KeptList`). */
export function forDocumentList<T>(
  context: Readonly<RouterContextProvider>,
  items: readonly T[],
): KeptList<T> {
  return { ...forDocument(context, items), length: items.length }
}

/**
 * A keeper for a part of the page that resolves after its loader returned (a deferred section): the
 * values its document renders are kept where the document's render, which starts before they resolve,
 * reads them. `list` is `forDocumentList` for that part.
 */
export function forDocumentLater(context: Readonly<RouterContextProvider>): DocumentKeeper {
  // Made now, before the render takes the map: what the part keeps later lands in the same one.
  if (context.get(requestInfoContext).dataRequest !== true) keptValues(context)
  return { list: <T>(items: readonly T[]): KeptList<T> => forDocumentList(context, items) }
}

export interface DocumentKeeper {
  list: <T>(items: readonly T[]) => KeptList<T>
}
