import { lazy, useRef } from 'react'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import type { UtilityFeed } from '#app/models/front-end-feeds.ts'
import { StaticIsland, useStaticLinks } from './static-island.tsx'

const UtilityBarContent = import.meta.env.SSR
  ? (await import('./utility-bar-content.tsx')).UtilityBarContent
  : lazy(() => import('./utility-bar-content.tsx').then((m) => ({ default: m.UtilityBarContent })))

/**
 * The utility bar above the header (CMS-020), with the consent banner above it while an EMEA visitor
 * has a choice to make (PLAT-042, decision 037). Plain links and a plain form, so it works without
 * JavaScript and the browser does not hydrate it (static-island.tsx): the banner costs no first-load
 * code. Nothing renders without its feed or a banner.
 */
export function UtilityBar({
  utility,
  locale,
  consentBanner = null,
}: {
  utility: UtilityFeed | null
  locale: string
  consentBanner?: ConsentBannerView | null
}) {
  const island = useRef<HTMLElement>(null)
  useStaticLinks(island)
  if (!consentBanner && (!utility || (!utility.message && utility.links.length === 0))) return null
  return (
    <StaticIsland ref={island} version={[utility, locale, consentBanner]}>
      <UtilityBarContent utility={utility} locale={locale} consentBanner={consentBanner} />
    </StaticIsland>
  )
}
