import type { ReactNode } from 'react'
import { StaticIsland } from '#app/components/static-island.tsx'
import { useDocumentValue } from '#app/components/document-value.tsx'
import { keptList, type KeptList } from '../block.ts'

/**
 * An interactive block's list field as this render has it (decision 099). When the document's data
 * keeps it (`BlockTraits.keptLists`), `kept` says so: the server and a client-side request's data have
 * its items, while the browser hydrating a document has none and keeps the server's markup of them
 * (`KeptItems`). Otherwise the items are the block's own.
 */
export function useKeptList<T>(
  block: object,
  field: string,
  items: readonly T[],
): { items: readonly T[]; kept?: KeptList<T> } {
  const kept = keptList<T>(block, field)
  const value = useDocumentValue(kept)
  return kept ? { items: value ?? [], kept } : { items }
}

/**
 * The `<ul>` of a list's items: when the list is kept (`useKeptList`), a static island that keeps the
 * server's markup of them until their version changes; otherwise a plain list.
 */
export function KeptItems({
  kept,
  className,
  children,
}: {
  kept: KeptList<unknown> | undefined
  className: string
  children: ReactNode
}) {
  if (!kept) return <ul className={className}>{children}</ul>
  return (
    <StaticIsland as="ul" version={kept.version} className={className}>
      {children}
    </StaticIsland>
  )
}
