import {
  Suspense,
  use,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { preloadable } from '#app/components/preloadable.ts'
import { StaticIsland } from '#app/components/static-island.tsx'
import type { ListedBlock } from './block.ts'
import { BlockList as ServerBlockList } from './registry.tsx'
import type * as RegistryModule from './registry.tsx'

type Props = ComponentProps<typeof ServerBlockList>

// In the browser the block components arrive after the page's own JavaScript: the chunk is requested
// when the blocks first render (during hydration), and they hydrate when it lands. Never loaded on the
// server, which renders the list in place (ServerBlockList): its build has no import of it.
const registry = preloadable<typeof RegistryModule>(() =>
  import.meta.env.SSR
    ? Promise.reject(new Error('The server renders blocks in place'))
    : import('./registry.tsx'),
)
const BrowserBlockList = import.meta.env.SSR ? ServerBlockList : registry.lazy((module) => module.BlockList)

/** A promise as React's `use` reads it: once settled here, read at once rather than a moment later. */
type Tracked = Promise<unknown> & { status?: 'fulfilled'; value?: unknown }
const codeLoading = new Map<string, Tracked>()

/**
 * The code that draws these blocks (the list's and each block type's view), loaded once per set of
 * types. It never fails: a view that could not load is loaded again, in its own boundary, as it renders.
 */
function blockCode(blocks: readonly ListedBlock[]): Tracked {
  const types = [...new Set(blocks.map((block) => block.type))].sort()
  const key = types.join(' ')
  let loading = codeLoading.get(key)
  if (!loading) {
    const tracked: Tracked = registry
      .load()
      .then((module) => module.loadViews(types))
      .catch(() => undefined)
      .then(() => {
        tracked.status = 'fulfilled'
        tracked.value = undefined
      })
    loading = tracked
    codeLoading.set(key, loading)
  }
  return loading
}

/**
 * Beside a list a page the browser renders shows (a navigation brought it, or new content for it):
 * waits for the list's code, so that the page shows with the list rather than with a gap where it goes,
 * which React fills no sooner than 300 ms after, moving what is under it. Nothing while the browser
 * keeps the server's markup of the list. A component of its own, beside the list: its one render after
 * hydration (the store's snapshot changes then) must not reach the list, whose boundaries may still be
 * the server's (an update there would have React draw them anew, not hydrate them).
 */
function CodeBeforeShowing({ blocks }: { blocks: readonly ListedBlock[] }): null {
  // True only while React hydrates the server's document.
  const hydrating = !useHydrated()
  const content = useMemo(() => (import.meta.env.SSR ? '' : JSON.stringify(blocks)), [blocks])
  const [drawnByServer] = useState(() => (hydrating ? content : null))
  // `use` suspends this component, outside the list's own boundaries: a navigation (a transition)
  // keeps the page it leaves until the code is in, a few milliseconds when the browser has it.
  if (!import.meta.env.SSR && content !== drawnByServer) use(blockCode(blocks) as Promise<unknown>)
  return null
}

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
  holdsNavigation = false,
  ...props
}: Props & {
  hydrates?: boolean
  gate?: ComponentType<{ version: unknown; children: ReactNode }>
  /**
   * Content a page's route draws in view (above a listing, beside a checkout step), only ever mounted
   * by a navigation: when the browser draws it, the navigation waits for its code (see
   * `CodeBeforeShowing`). Not for a dialog's content, which an update that is no transition may
   * mount: its wait would show the fallback of a boundary far above it.
   */
  holdsNavigation?: boolean
}) {
  const list = (
    <Suspense fallback={null}>
      <BrowserBlockList {...props} contained={contained} />
    </Suspense>
  )
  const shown = !hydrates ? (
    <StaticIsland version={props.blocks}>{list}</StaticIsland>
  ) : Gate ? (
    <Suspense fallback={null}>
      <Gate version={props.blocks}>{list}</Gate>
    </Suspense>
  ) : (
    list
  )
  if (!holdsNavigation) return shown
  return (
    <>
      <CodeBeforeShowing blocks={props.blocks} />
      {shown}
    </>
  )
}
