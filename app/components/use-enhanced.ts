import { useSyncExternalStore, type ReactNode } from 'react'
import { nextTask } from '#app/components/next-task.ts'

/**
 * Whether a component may draw what needs JavaScript (a dialog instead of a link to its page, a
 * form's enhanced marker, the toaster): false in the server's render and while the browser hydrates
 * it, true after (decision 117). remix-utils' `useHydrated` answers the same, at another time: its
 * browser answer is true from the start, so once a page has hydrated React renders every component
 * that asked again, synchronously, in the task that runs the page's effects (10–25 ms on the key pages
 * here, which a slow phone makes 80–200). This answer stays false while the page hydrates and turns
 * true in the tasks after it: each component that asked renders again in a task of its own. Until
 * then it shows what a browser without JavaScript gets, which works.
 *
 * Whether a component is hydrating from the server's markup (a static island keeping it) is another
 * question, for which the moment must be exact: those ask remix-utils' hook.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(subscribe, isEnhanced, isServer)
}

/**
 * What only a page without JavaScript shows: rendered by the server and on the hydrating render, gone
 * once the page runs JavaScript, and never rendered after a client-side navigation.
 */
export function WithoutScript({ children }: { children: ReactNode }): ReactNode {
  return useEnhanced() ? null : children
}

let held = false
let turning: Promise<void> | undefined
const listeners = new Set<() => void>()

/** The client entry holds the enhancements back before it starts hydrating the document. */
export function holdEnhancements(): void {
  held = true
}

const isEnhanced = () => !held
const isServer = () => false

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // React subscribes in the effects of the commit that ends the hydration: the answer turns after it.
  if (held) turning ??= turn()
  return () => listeners.delete(listener)
}

async function turn(): Promise<void> {
  await nextTask()
  held = false
  // React renders a listener's component again, synchronously, before the task ends.
  for (const listener of listeners) {
    listener()
    await nextTask()
  }
}
