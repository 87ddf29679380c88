import { Suspense } from 'react'
import { useLocation } from 'react-router'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import type { LocationView } from '#app/features/location/views.ts'
import type { UtilityFeed } from '#app/domain/content/front-end-feeds.ts'
import { preloadable } from '../components/preloadable.ts'
import { StaticIsland } from '../components/static-island.tsx'

const content = preloadable(() => import('./after-hydration.ts'))
const UtilityBarContent = import.meta.env.SSR
  ? (await content.load()).UtilityBarContent
  : content.lazy((m) => m.UtilityBarContent)
// The location control's and question's behaviour loads after hydration (decision 048).
const LocationBehaviour = import.meta.env.SSR
  ? (await content.load()).LocationBehaviour
  : content.lazy((m) => m.LocationBehaviour)

/**
 * The utility bar above the header (CMS-020), with the consent banner above it while an EMEA visitor
 * has a choice to make (PLAT-042, decision 037). Plain links and a plain form, so it works without
 * JavaScript and the browser does not hydrate it (static-island.tsx): the banner costs no first-load
 * code. It always holds the location control (and, when there is one to ask, the location question),
 * whose behaviour loads after hydration (decision 048).
 */
export function UtilityBar({
  utility,
  locale,
  consentBanner = null,
  location = null,
}: {
  utility: UtilityFeed | null
  locale: string
  consentBanner?: ConsentBannerView | null
  location?: LocationView | null
}) {
  const { pathname, search } = useLocation()
  // The banner's and the location control's links and forms bring the shopper back to this page, and
  // the settings page shows no banner: the markup follows the page wherever there is either of them.
  const page = consentBanner || location ? `${pathname}${search}` : null
  return (
    <>
      <StaticIsland
        version={[utility, locale, consentBanner, location, page]}
        preload={page === null ? undefined : content.load}
      >
        <UtilityBarContent
          utility={utility}
          locale={locale}
          consentBanner={consentBanner}
          location={location}
        />
      </StaticIsland>
      <Suspense>
        <LocationBehaviour view={location} />
      </Suspense>
    </>
  )
}
