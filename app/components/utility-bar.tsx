import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import type { LocationView } from '#app/features/location/views.ts'
import type { UtilityFeed } from '#app/models/front-end-feeds.ts'
import { StaticIsland, useStaticLinks } from './static-island.tsx'

const UtilityBarContent = import.meta.env.SSR
  ? (await import('./utility-bar-content.tsx')).UtilityBarContent
  : lazy(() => import('./utility-bar-content.tsx').then((m) => ({ default: m.UtilityBarContent })))
// Decision 048: the location dialogs load only when one opens (decision 022).
const LocationDialog = lazy(() => import('./location-dialog.tsx'))

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
  location = null,
}: {
  utility: UtilityFeed | null
  locale: string
  consentBanner?: ConsentBannerView | null
  location?: LocationView | null
}) {
  const island = useRef<HTMLElement>(null)
  const hydrated = useHydrated()
  const { key } = useLocation()
  const page = useRef(key)
  // The page the selector was opened on (navigating closes it), and whether the question was closed.
  const [selectorOn, setSelectorOn] = useState<string | null>(null)
  const [promptClosed, setPromptClosed] = useState(false)
  useEffect(() => {
    page.current = key
  }, [key])
  // Registered before the islands' link handler, so the control's click opens the dialog instead.
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a[data-location-control]')
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      setSelectorOn(page.current)
    }
    document.addEventListener('click', open, true)
    return () => document.removeEventListener('click', open, true)
  }, [])
  const mode =
    selectorOn === key ? 'selector' : location?.prompt && hydrated && !promptClosed ? 'prompt' : null
  useStaticLinks(island)
  return (
    <>
      <StaticIsland ref={island} version={[utility, locale, consentBanner, location]}>
        <UtilityBarContent
          utility={utility}
          locale={locale}
          consentBanner={consentBanner}
          location={location}
        />
      </StaticIsland>
      {location && mode ? (
        <Suspense fallback={null}>
          <LocationDialog
            view={location}
            mode={mode}
            onClose={() => (mode === 'selector' ? setSelectorOn(null) : setPromptClosed(true))}
          />
        </Suspense>
      ) : null}
    </>
  )
}
