import { preloadable } from '#app/components/preloadable.ts'
import { StaticIsland } from '#app/components/static-island.tsx'
import type { InStoreSale, InStoreSaleNote } from './in-store-sale-panel-content.tsx'

const content = preloadable(() => import('./in-store-sale-panel-content.tsx'))
const InStoreSalePanelContent = import.meta.env.SSR
  ? (await content.load()).InStoreSalePanelContent
  : content.lazy((m) => m.InStoreSalePanelContent)

/**
 * An associate's in-store sale on the checkout steps and the confirmation (INSTORE-007, decision 072).
 * It has no behaviour: a static island (decision 025), so its code is in no page's first load, and a
 * shopper who is not an associate never loads it. The browser renders it itself only once what it shows
 * changes (a price adjustment, the step's note).
 */
export function InStoreSalePanel({ sale, note }: { sale: InStoreSale; note?: InStoreSaleNote }) {
  return (
    <StaticIsland version={[sale, note]} preload={content.load}>
      <InStoreSalePanelContent sale={sale} note={note} />
    </StaticIsland>
  )
}
