import { Link, useFetcher, useLocation } from 'react-router'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import { withQuery } from '#app/domain/paths/paths.ts'
import { EnhancedField } from '../../../components/enhanced-field.tsx'

const TITLE_ID = 'consent-banner-title'

/**
 * PLAT-042: asks an EMEA visitor who has not chosen yet which cookies the store may use. A labelled
 * region at the top of the page, in the flow (it covers nothing and traps no focus), shown until the
 * visitor accepts all, rejects all or chooses per category on the settings page. Its form is a plain
 * post that comes back to this page; once hydrated, a fetcher posts it and the banner closes in place.
 * The server renders it in place with its text, and the browser loads its code only where it shows
 * (decision 022).
 */
export function ConsentBanner({ view }: { view: ConsentBannerView }) {
  const fetcher = useFetcher<{ saved?: boolean }>()
  const { pathname, search } = useLocation()
  // The settings page is the same choice in full; a choice made closes the banner at once.
  if (pathname === view.action || fetcher.state !== 'idle' || fetcher.data?.saved) return null
  const here = `${pathname}${search}`
  const { text } = view
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="border-b border-gray-300 bg-gray-50 px-4 py-4 text-gray-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl">
          <h2 id={TITLE_ID} className="font-semibold">
            {text.title}
          </h2>
          <p className="mt-1 text-sm">
            {text.body}{' '}
            <Link to={view.privacyHref} className="underline">
              {text.privacy}
            </Link>
          </p>
        </div>
        <fetcher.Form
          method="post"
          action={view.action}
          className="flex flex-wrap items-center gap-3"
          // The pressed button goes with the banner: focus moves on to the page's content.
          onSubmit={() => document.getElementById('main')?.focus({ preventScroll: true })}
        >
          <input type="hidden" name="redirectTo" value={here} />
          <EnhancedField />
          {/* Accepting and rejecting are equally easy: the same kind of button, side by side. */}
          {[view.accept, view.reject].map((button) => (
            <button
              key={button.intent}
              type="submit"
              name="intent"
              value={button.intent}
              className="btn-primary"
            >
              {button.label}
            </button>
          ))}
          <Link
            to={withQuery(view.action, { redirectTo: here })}
            className="py-2 text-sm font-semibold underline"
          >
            {text.choose}
          </Link>
        </fetcher.Form>
      </div>
    </section>
  )
}

export default ConsentBanner
