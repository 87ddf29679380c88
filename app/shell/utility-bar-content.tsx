import { CmsLink } from '#app/blocks/shared/parts.tsx'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import type { LocationView } from '#app/features/location/views.ts'
import type { UtilityFeed } from '#app/domain/content/front-end-feeds.ts'
import { ConsentBanner } from '../features/consent/ui/consent-banner.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LocationBanner, LocationControl } from '../features/location/ui/location-banner.tsx'

/**
 * The utility bar's markup (CMS-020): a line of service and the links shoppers look for (stores, help,
 * returns), under the consent banner when there is one (PLAT-042). A static island (UtilityBar): the
 * browser loads this module only when the feed or the banner changes.
 */
export function UtilityBarContent({
  utility,
  locale,
  consentBanner,
  location = null,
}: {
  utility: UtilityFeed | null
  locale: string
  consentBanner: ConsentBannerView | null
  /** The location control and question (PLAT-022, PLAT-032, decision 048). */
  location?: LocationView | null
}) {
  return (
    <>
      {consentBanner ? <ConsentBanner view={consentBanner} /> : null}
      {location ? <LocationBanner view={location} /> : null}
      {location || (utility && (utility.message || utility.links.length > 0)) ? (
        <UtilityBarLine utility={utility ?? { links: [] }} locale={locale} location={location} />
      ) : null}
    </>
  )
}

function UtilityBarLine({
  utility,
  locale,
  location,
}: {
  utility: UtilityFeed
  locale: string
  location: LocationView | null
}) {
  const { t } = useTranslation('content')
  return (
    <div className="utility-bar">
      <div className="utility-row">
        {utility.message ? <p>{utility.message}</p> : null}
        {location ? <LocationControl view={location} /> : null}
        {utility.links.length > 0 ? (
          // On a phone the links are in the menu, below its categories: the bar keeps one or two lines.
          <nav aria-label={t('utility.label')} className="ml-auto max-md:hidden">
            <ul className="utility-links">
              {utility.links.map((link) => (
                <li key={link.id}>
                  <CmsLink target={link} locale={locale}>
                    {link.text}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  )
}
