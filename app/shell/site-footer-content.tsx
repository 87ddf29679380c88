import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { CmsLink } from '#app/blocks/shared/parts.tsx'
import type { Footer, FooterLink } from '#app/domain/content/content.ts'
import { storesPath } from '#app/domain/paths/paths.ts'
import { consentPath } from '#app/domain/paths/self-service-paths.ts'
import type { NewsletterFormState } from '#app/domain/content/newsletter.ts'
import { FooterNewsletter } from '../features/newsletter/ui/footer-newsletter.tsx'

/** A list of the footer's links: the list's class styles them (`.footer-group a`, `.footer-legal a`). */
function LinkList({
  links,
  locale,
  className,
}: {
  links: FooterLink[]
  locale: string
  className: 'footer-group' | 'footer-legal'
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <CmsLink target={link} locale={locale} discover="none">
            {link.text}
          </CmsLink>
        </li>
      ))}
    </ul>
  )
}

/** Paths of the store locator that footer content may link to. */
const STORE_LOCATOR_PATHS = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:stores|store-locator)\/?$/

/**
 * The site footer's markup from CMS content (CMS-008): link groups, legal links, social links and
 * copyright. The store locator is always one click away: linked here when the content does not link it.
 * A static island (SiteFooter): the browser loads this module only when the footer's content changes.
 */
export function SiteFooterContent({
  footer,
  locale,
  newsletter = null,
}: {
  footer: Footer | null
  locale: string
  /** The newsletter form's state for this shopper, when the footer has a newsletter sign-up. */
  newsletter?: NewsletterFormState | null
}) {
  const { t } = useTranslation('content')
  const storeLocator = (
    <Link to={storesPath(locale)} className="footer-link">
      {t('footer.storeLocator')}
    </Link>
  )
  // PLAT-042: where visitors see their cookie choice and make it again (the page finds the way back
  // itself); outside EMEA it says that every category is allowed there.
  const cookieSettings = (
    <Link to={consentPath(locale)} className="footer-link">
      {t('footer.cookieSettings')}
    </Link>
  )
  if (!footer) {
    return (
      <footer className="mt-16 border-t border-gray-200 bg-gray-100 px-4 py-8 text-sm text-gray-800">
        <p className="mx-auto max-w-7xl">{t('brandName')}</p>
        <p className="mx-auto mt-2 max-w-7xl">{storeLocator}</p>
        <p className="mx-auto mt-2 max-w-7xl">{cookieSettings}</p>
      </footer>
    )
  }
  const linksLocator = [...footer.groups.flatMap((g) => g.links), ...footer.legalLinks].some((link) =>
    STORE_LOCATOR_PATHS.test(link.url),
  )
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {footer.newsletter && newsletter ? (
          <div className="footer-signup">
            <FooterNewsletter content={footer.newsletter} state={newsletter} locale={locale} />
          </div>
        ) : null}
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footer.groups.map((group) => (
            <div key={group.id}>
              <h2 className="footer-heading">{group.title}</h2>
              <LinkList links={group.links} locale={locale} className="footer-group" />
            </div>
          ))}
          {footer.social.length > 0 ? (
            <div>
              <h2 className="footer-heading">{t('footer.social')}</h2>
              <LinkList
                links={footer.social.map((s) => ({
                  text: s.name,
                  url: s.url,
                  targetAttribute: '_blank' as const,
                }))}
                locale={locale}
                className="footer-group"
              />
            </div>
          ) : null}
        </nav>
        <div className="footer-base">
          {footer.legalLinks.length > 0 ? (
            <nav aria-label={t('footer.legal')}>
              <LinkList links={footer.legalLinks} locale={locale} className="footer-legal" />
            </nav>
          ) : null}
          {linksLocator ? null : storeLocator}
          {cookieSettings}
          <p className="text-gray-700">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  )
}
