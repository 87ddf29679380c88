import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { StaticIsland } from '#app/components/static-island.tsx'
import { useDocumentValue } from '#app/components/document-value.tsx'
import type { KeptList } from '#app/domain/page/document-value.ts'

/**
 * A list's items as this render has them (decisions 099 and 100). When the document's data keeps the
 * list (`kept`), the server and a client-side request's data have its items, while the browser
 * hydrating a document has none and keeps the server's markup of them (`KeptItems`). Otherwise the
 * items are `items`.
 */
export function useKeptList<T>(kept: KeptList<T> | undefined, items: readonly T[] = []): readonly T[] {
  const value = useDocumentValue(kept)
  return kept ? (value ?? []) : items
}

/**
 * The `<ul>` of a list's items: when the list is kept (`useKeptList`), a static island that keeps the
 * server's markup of them until their version changes; otherwise a plain list.
 */
export function KeptItems({
  kept,
  children,
  ref,
  ...attributes
}: {
  kept: KeptList<unknown> | undefined
  children: ReactNode
  ref?: Ref<HTMLElement>
  /**
   * For items whose markup the server may render once and keep (StaticIsland's): the list's version
   * must then say everything else the items show but the language and the page's query.
   */
  cacheAs?: string
} & HTMLAttributes<HTMLElement>) {
  if (!kept) return <ul {...attributes}>{children}</ul>
  return (
    <StaticIsland as="ul" version={kept.version} ref={ref} {...attributes}>
      {children}
    </StaticIsland>
  )
}
