import { Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { preloadable } from '#app/components/preloadable.ts'
import type { LocationView } from '#app/features/location/views.ts'

const locationCode = preloadable(() => import('./location-dialog.tsx'), { withNavigation: false })
const LocationDialog = locationCode.lazy((module) => module.default)

/**
 * What the utility bar's location control and question do with JavaScript (decision 048): the island
 * that shows them is never hydrated (decision 025), so, as the menu's behaviour does, this loads after
 * hydration and works on its links. A click on the control (`data-location-control`) opens the
 * selector as a dialog instead of the page; the question (PLAT-032) opens as a dialog by itself until
 * it is answered or closed. Navigating closes the selector. The dialogs' code loads when one opens, and
 * the selector opens once it is in: rendered before, it would show React's fallback, and React holds what
 * a boundary reveals after one for up to 300 ms.
 */
export default function LocationBehaviour({ view }: { view: LocationView | null }) {
  const { key } = useLocation()
  // The page the selector was opened on, and whether the question was closed without an answer.
  const [selectorOn, setSelectorOn] = useState<string | null>(null)
  const [promptClosed, setPromptClosed] = useState(false)
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a[data-location-control]')
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      locationCode.whenLoaded(() => setSelectorOn(key))
    }
    // On the window, in the capture phase: before the islands' link handler on the document navigates.
    window.addEventListener('click', open, true)
    // The control now opens a dialog: say so, as a hydrated dialog link does.
    for (const link of document.querySelectorAll('a[data-location-control]')) {
      link.setAttribute('aria-haspopup', 'dialog')
    }
    return () => window.removeEventListener('click', open, true)
  }, [key])
  const mode = selectorOn === key ? 'selector' : view?.prompt && !promptClosed ? 'prompt' : null
  if (!view || !mode) return null
  return (
    <Suspense fallback={null}>
      <LocationDialog
        view={view}
        mode={mode}
        onClose={() => (mode === 'selector' ? setSelectorOn(null) : setPromptClosed(true))}
      />
    </Suspense>
  )
}
