import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

/** How far outside the viewport a lazily hydrated section starts hydrating (CAT-031, CONST-046). */
export const HYDRATION_ROOT_MARGIN = '200px'

const subscribeToNothing = () => () => {}

/** Held closed until the section nears the viewport; `open` once released. */
interface Gate {
  open: boolean
  promise: Promise<void>
  release: () => void
}

function createGate(): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  const gate: Gate = {
    open: false,
    promise,
    release: () => {
      gate.open = true
      resolve()
    },
  }
  return gate
}

/** Suspends while the gate is closed: React keeps the boundary around it as the server sent it. */
function Hold({ gate }: { gate: Gate }): ReactNode {
  if (!gate.open) use(gate.promise)
  return null
}

/**
 * Server markup that the browser hydrates only once it comes within 200px of the viewport (CAT-031,
 * decision 041): its links work as plain links until then, and React spends nothing on it while the
 * page above it starts. While hydrating the document, a component that suspends until an
 * IntersectionObserver (rootMargin 200px) sees the element stands first in the children's Suspense
 * boundary. Rendered by the browser (a client-side navigation) there is nothing to wait for. Should the
 * owner render it anew before then (new data after a post), the gate opens at once: an update must never
 * wait on a boundary that waits for a scroll.
 */
export function HydrateNearViewport({
  as: Tag = 'div',
  children,
  ...attributes
}: { as?: 'div' | 'section'; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null)
  // True only while React hydrates the server's document (the server snapshot is used then).
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
  const [gate] = useState(() => (hydrating && !import.meta.env.SSR ? createGate() : null))
  const committed = useRef(false)
  if (gate && !gate.open && committed.current) gate.release()

  useEffect(() => {
    committed.current = true
    const element = ref.current
    if (!gate || gate.open || !element) return
    if (typeof IntersectionObserver === 'undefined') return gate.release()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        gate.release()
      },
      { rootMargin: HYDRATION_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [gate])

  return (
    <Tag ref={ref as Ref<HTMLDivElement>} {...attributes}>
      <Suspense fallback={null}>
        {gate ? <Hold gate={gate} /> : null}
        {children}
      </Suspense>
    </Tag>
  )
}
