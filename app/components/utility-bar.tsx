import { lazy, useRef } from 'react'
import type { UtilityFeed } from '#app/models/front-end-feeds.ts'
import { StaticIsland, useStaticLinks } from './static-island.tsx'

const UtilityBarContent = import.meta.env.SSR
  ? (await import('./utility-bar-content.tsx')).UtilityBarContent
  : lazy(() => import('./utility-bar-content.tsx').then((m) => ({ default: m.UtilityBarContent })))

/**
 * The utility bar above the header (CMS-020). Plain links, so it works without JavaScript and the
 * browser does not hydrate it (static-island.tsx). Nothing renders without its feed.
 */
export function UtilityBar({ utility, locale }: { utility: UtilityFeed | null; locale: string }) {
  const island = useRef<HTMLElement>(null)
  useStaticLinks(island)
  if (!utility || (!utility.message && utility.links.length === 0)) return null
  return (
    <StaticIsland ref={island} version={[utility, locale]}>
      <UtilityBarContent utility={utility} locale={locale} />
    </StaticIsland>
  )
}
