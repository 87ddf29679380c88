import { Link, useFetcher, useLocation } from 'react-router'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import { consentNs } from '#app/locales/consent.ts'
import { contentPath } from '#app/models/paths.ts'
import { consentPath } from '#app/models/self-service-paths.ts'
import { EnhancedField } from './enhanced-field.tsx'
import { useTranslation } from './i18n.tsx'

const TITLE_ID = 'consent-banner-title'

/**
 * PLAT-042: asks an EMEA visitor who has not chosen yet which cookies the store may use. A labelled
 * region at the top of the page, in the flow (it covers nothing and traps no focus), shown until the
 * visitor accepts all, rejects all or chooses per category on the settings page. Its form is a plain
 * post back to this page; once hydrated, a fetcher posts it and the banner closes in place. The server
 * renders it in place and the browser loads its code only where it shows (decision 022).
 */
export function ConsentBanner({ locale }: { locale: string }) {
  const { t } = useTranslation(consentNs)
  const fetcher = useFetcher<{ saved?: boolean }>()
  const { pathname, search } = useLocation()
  // The settings page is the same choice in full; a choice made closes the banner at once.
  if (pathname === consentPath(locale) || fetcher.state !== 'idle' || fetcher.data?.saved) return null
  const here = `${pathname}${search}`
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="border-b border-gray-300 bg-gray-50 px-4 py-4 text-gray-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl">
          <h2 id={TITLE_ID} className="font-semibold">
            {t('banner.title')}
          </h2>
          <p className="mt-1 text-sm">
            {t('banner.text')}{' '}
            <Link to={contentPath(locale, 'privacy')} className="underline">
              {t('banner.privacy')}
            </Link>
          </p>
        </div>
        <fetcher.Form
          method="post"
          action={consentPath(locale)}
          className="flex flex-wrap items-center gap-3"
          // The pressed button goes with the banner: focus moves on to the page's content.
          onSubmit={() => document.getElementById('main')?.focus({ preventScroll: true })}
        >
          <input type="hidden" name="redirectTo" value={here} />
          <EnhancedField />
          {/* Accepting and rejecting are equally easy: the same kind of button, side by side. */}
          <button type="submit" name="intent" value={CONSENT_INTENTS.acceptAll} className="btn-primary">
            {t('banner.acceptAll')}
          </button>
          <button type="submit" name="intent" value={CONSENT_INTENTS.rejectAll} className="btn-primary">
            {t('banner.rejectAll')}
          </button>
          <Link to={consentPath(locale, here)} className="py-2 text-sm font-semibold underline">
            {t('banner.choose')}
          </Link>
        </fetcher.Form>
      </div>
    </section>
  )
}

export default ConsentBanner
