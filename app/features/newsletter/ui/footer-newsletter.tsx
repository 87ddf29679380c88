import { useLocation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { newsletterNs } from '#app/features/newsletter/locales/newsletter.ts'
import type { Footer } from '#app/domain/content/content.ts'
import {
  NEWSLETTER_INTENTS,
  type NewsletterFormState,
  showsSubscribed,
} from '#app/domain/content/newsletter.ts'
import { contentPath } from '#app/domain/paths/paths.ts'
import { newsletterPath } from '#app/domain/paths/paths.ts'

/**
 * The footer's newsletter sign-up (FORM-009). The footer is a static island the browser never
 * hydrates (decision 025), so this is a plain post to the newsletter page, with or without
 * JavaScript: that page shows the success or the error with the typed email. The page path it was
 * sent from (`returnTo`, the campaign) is set again on submit by the footer (`SiteFooter`), as the
 * markup stays the server's across client-side navigations.
 */
export function FooterNewsletter({
  content,
  state,
  locale,
}: {
  content: NonNullable<Footer['newsletter']>
  state: NewsletterFormState
  locale: string
}) {
  const { t } = useTranslation(newsletterNs)
  const { pathname } = useLocation()
  const { shopper } = state
  const title = content.title ?? t('footerTitle')
  return (
    <section aria-labelledby="footer-newsletter-title" className="max-w-md">
      <h2 id="footer-newsletter-title" className="mb-2 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      {showsSubscribed(shopper) ? (
        // FORM-006: the success heading; no policy box, no submit.
        <p className="text-sm font-semibold">{t('successTitle')}</p>
      ) : (
        <form method="post" action={newsletterPath(locale)} className="grid gap-2 text-sm">
          {content.text ? <p>{content.text}</p> : null}
          <HoneypotFields {...state.honeypot} />
          <input type="hidden" name="returnTo" value={pathname} />
          {content.campaignName ? <input type="hidden" name="campaign" value={content.campaignName} /> : null}
          <label htmlFor="footer-newsletter-email" className="font-medium">
            {t('email')}
          </label>
          <input
            id="footer-newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={100}
            defaultValue={shopper.email}
            // FORM-007: a signed-in shopper subscribes the address of their account.
            readOnly={Boolean(shopper.email)}
            className="footer-email"
          />
          <div className="flex items-start gap-2">
            <input id="footer-newsletter-policy" name="policy" type="checkbox" className="mt-1 h-4 w-4" />
            <label htmlFor="footer-newsletter-policy">{t('policy')}</label>
          </div>
          <a href={contentPath(locale, 'privacy')} className="ml-6 underline">
            {t('policyLink')}
          </a>
          <div>
            <button
              type="submit"
              name="intent"
              value={NEWSLETTER_INTENTS.subscribe}
              className="btn-primary py-2"
            >
              {t('submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
