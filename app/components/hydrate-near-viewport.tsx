import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { whenNearViewport } from './near-viewport.ts'

/** True only while React hydrates the server's document. */
const useHydrating = () => !useHydrated()

/**
 * Held closed until the section nears the viewport; `open` once released. It remembers the content
 * and the location the server rendered for.
 */
interface Gate {
  open: boolean
  content: string
  locationKey: string
  promise: Promise<void>
  release: () => void
}

function createGate(content: string, locationKey: string): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  const gate: Gate = {
    open: false,
    content,
    locationKey,
    promise,
    release: () => {
      gate.open = true
      resolve()
    },
  }
  return gate
}

/**
 * Suspends while the gate is closed and React hydrates: React keeps the boundary around it as the
 * server sent it. Rendered anew by the browser, it never holds anything back.
 */
function Hold({ gate }: { gate: Gate }): ReactNode {
  const hydrating = useHydrating()
  if (hydrating && !gate.open) use(gate.promise)
  return null
}

/**
 * Server markup that the browser hydrates only once it comes within 200px of the viewport (CAT-031,
 * decision 041): its links work as plain links until then, and React spends nothing on it while the
 * page above it starts. While hydrating the document, a component that suspends until an
 * IntersectionObserver (rootMargin 200px) sees the element stands first in the children's Suspense
 * boundary. Rendered by the browser (a client-side navigation) there is nothing to wait for. The
 * boundary element is kept while `version` is the same by content, so re-rendering the owner does not
 * reach it. Should other content or another location reach it before then (new data, a navigation),
 * the gate opens in that render: an update must never wait on a boundary that waits for a scroll.
 */
export function HydrateNearViewport({
  as: Tag = 'div',
  version,
  children,
  ...attributes
}: {
  as?: 'div' | 'section'
  /** What the children show (plain data, `children` being a function of it), compared by content. */
  version: unknown
  children: ReactNode
} & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null)
  const content = useMemo(() => (import.meta.env.SSR ? '' : JSON.stringify(version)), [version])
  const { key: locationKey } = useLocation()
  // True only while React hydrates the server's document (the server snapshot is used then).
  const hydrating = useHydrating()
  const [gate] = useState(() => (hydrating && !import.meta.env.SSR ? createGate(content, locationKey) : null))
  if (gate && !gate.open && (gate.content !== content || gate.locationKey !== locationKey)) gate.release()
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        {gate ? <Hold gate={gate} /> : null}
        {children}
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `children` follow `version`, by contract
    [content, gate],
  )

  useEffect(() => {
    const element = ref.current
    if (!gate || gate.open || !element) return
    return whenNearViewport(element, gate.release)
  }, [gate])

  return (
    <Tag ref={ref as Ref<HTMLDivElement>} {...attributes}>
      {boundary}
    </Tag>
  )
}

/** The same, for a page that loads it lazily (`lazy(() => import(…))`). */
export default HydrateNearViewport
