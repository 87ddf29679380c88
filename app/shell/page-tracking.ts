import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { loadAfterHydration } from './load-after-hydration.ts'

/**
 * Pushes each shown page's ecommerce events and tracks promotion and tile clicks (decision 042). The
 * work is in a module loaded after hydration, so the first load carries only this hook.
 */
export function usePageTracking() {
  const matches = useMatches()
  useEffect(() => {
    void loadAfterHydration().then((shell) => shell.trackPage(matches))
  }, [matches])
}
