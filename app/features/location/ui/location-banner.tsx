import { Link, useLocation } from 'react-router'
import type { LocationView } from '#app/features/location/views.ts'
import { withQuery } from '#app/domain/paths/paths.ts'

/**
 * The browser renders the utility bar's island only after hydration (on a page change, static-island.tsx),
 * when LocationBehaviour opens these links as dialogs: its markup says so from the start.
 */
const OPENS_DIALOG = import.meta.env.SSR ? undefined : 'dialog'

/**
 * The header's location control (PLAT-022): a link to the location page with this page as
 * `redirectTo`; once hydrated, the utility bar opens the selector as a dialog from it instead
 * (`data-location-control`). Part of the utility bar's static island: no first-load code.
 */
export function LocationControl({ view }: { view: LocationView }) {
  return (
    <Link
      to={useLocationHref(view)}
      data-location-control=""
      aria-haspopup={OPENS_DIALOG}
      className="inline-block py-0.5 underline-offset-2 hover:underline"
    >
      {view.label}
    </Link>
  )
}

/**
 * PLAT-032 without JavaScript: while the shopper's detected country is another site's and they have not
 * answered, a banner names the country and links to the location page, which asks (go there or stay).
 * With JavaScript the utility bar opens the question as a dialog; the banner stays in the flow behind it.
 */
export function LocationBanner({ view }: { view: LocationView }) {
  const href = useLocationHref(view)
  if (!view.prompt) return null
  const { text } = view.prompt
  return (
    <section
      aria-labelledby="location-banner-title"
      className="border-b border-gray-300 bg-gray-50 px-4 py-3 text-gray-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id="location-banner-title" className="font-semibold">
          {text.title}
        </h2>
        <p className="text-sm">{text.body}</p>
        <Link
          to={href}
          data-location-control=""
          aria-haspopup={OPENS_DIALOG}
          className="text-sm font-semibold underline"
        >
          {text.choose}
        </Link>
      </div>
    </section>
  )
}

/** The location page, coming back to this page (its path and query) after a choice. */
function useLocationHref(view: LocationView) {
  const { pathname, search } = useLocation()
  return withQuery(view.action, { redirectTo: `${pathname}${search}` })
}
