import { useId } from 'react'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { newsletterNs } from '#app/features/newsletter/locales/newsletter.ts'
import type { NewsletterSignUpBlock } from './schema.ts'
import { newsletterPath } from '#app/domain/paths/paths.ts'
import type { BlockProps } from '../block.ts'
import { Heading, localizeHref, RichHtml } from '../shared/parts.tsx'

/**
 * The newsletter sign-up block (CMS-082, FORM-001..FORM-009): the editor's title and text above the
 * newsletter form. The server fills in `form` for the shopper (their email, whether they subscribed,
 * the honeypot); where it has not (a content section that does not), the block links to the
 * newsletter page, which has the same form.
 */
export default function NewsletterSignUp({ block, locale, headingLevel }: BlockProps<NewsletterSignUpBlock>) {
  const { t } = useTranslation(newsletterNs)
  const id = `newsletter-${useId().replace(/[^\w-]/g, '')}`
  const titleId = `${id}-title`
  // The editor's link is locale-less; the form gets it under the shopper's locale.
  const policyLink = block.policyLink && {
    ...block.policyLink,
    url: localizeHref(locale, block.policyLink.url),
  }
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-3xl px-4 py-6">
      <div className="rounded-lg border border-gray-300 bg-gray-50 p-6">
        <Heading level={headingLevel} id={titleId} className="text-2xl font-bold">
          {block.title ?? t('title')}
        </Heading>
        {block.richText ? (
          <RichHtml html={block.richText} locale={locale} />
        ) : (
          <p className="mt-2 text-gray-800">{t('intro')}</p>
        )}
        <div className="mt-4">
          {block.form ? (
            <NewsletterForm
              id={id}
              locale={locale}
              state={block.form}
              texts={{ ...block, policyLink }}
              showEmailHint={block.showEmailHint}
              campaign={block.campaignName}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
          ) : (
            <a href={newsletterPath(locale)} className="btn-primary">
              {block.submitLabel ?? t('submit')}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
