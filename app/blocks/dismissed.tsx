import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { dismissedKeys } from '#app/domain/page/dismiss.ts'

/**
 * What this shopper has closed (the promo and benefit bars' keys, CMS-077, CMS-106), read by the root
 * loader from their cookies and given to every block list, so the server never renders a closed bar.
 */
const DismissedContext = createContext<ReadonlySet<string>>(new Set())

export function DismissedProvider({ keys, children }: { keys: readonly string[]; children: ReactNode }) {
  // In the browser a bar closed since the root loaded (its cookie set by the close button) stays
  // closed on the next page, though the root data is not reloaded on a navigation.
  const all =
    typeof document === 'undefined' ? keys : [...new Set([...keys, ...dismissedKeys(document.cookie)])]
  const joined = all.join('\n')
  // The set changes only when the keys do, so blocks do not re-render on every root render.
  const set = useMemo(() => new Set(joined ? joined.split('\n') : []), [joined])
  return <DismissedContext value={set}>{children}</DismissedContext>
}

export function useDismissed(): ReadonlySet<string> {
  return useContext(DismissedContext)
}
