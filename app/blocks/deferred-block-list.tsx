import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { StaticIsland } from '#app/components/static-island.tsx'
import { BlockList as ServerBlockList } from './registry.tsx'

type Props = ComponentProps<typeof ServerBlockList>

// In the browser the block components arrive after the page's own JavaScript: the chunk is requested
// when the blocks first render (during hydration), and they hydrate when it lands.
const BrowserBlockList = import.meta.env.SSR
  ? ServerBlockList
  : lazy(() => import('./registry.tsx').then((module) => ({ default: module.BlockList })))

/**
 * CMS blocks on a page whose main content is something else (category content above a listing, the
 * search page's no-results content, the 404 page). The server renders them in full, so the HTML is
 * complete with or without JavaScript; the browser hydrates them as their own Suspense boundary once
 * the block chunk has loaded, so they stay out of the page's first-load JavaScript (decision 006).
 * With `hydrates` false (no block has behaviour: `hasInteractiveBlock`, which the loader asks) the
 * browser keeps the server's markup as a static island and loads the blocks' code only if they change
 * (decision 093). Blocks below the fold (under a product or a cart) come with a `gate`
 * (`HydrateNearViewport`, lazily loaded by the page): they hydrate, and their code loads, only once
 * they near the window (decision 105). They are inside the page's own column (`contained`,
 * BlockList's), unless they are the page, as on the not-found page.
 */
export function DeferredBlockList({
  hydrates = true,
  contained = true,
  gate: Gate,
  ...props
}: Props & {
  hydrates?: boolean
  gate?: ComponentType<{ version: unknown; children: ReactNode }>
}) {
  const list = (
    <Suspense fallback={null}>
      <BrowserBlockList {...props} contained={contained} />
    </Suspense>
  )
  if (!hydrates) return <StaticIsland version={props.blocks}>{list}</StaticIsland>
  return Gate ? (
    <Suspense fallback={null}>
      <Gate version={props.blocks}>{list}</Gate>
    </Suspense>
  ) : (
    list
  )
}
