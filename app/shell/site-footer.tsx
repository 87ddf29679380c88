import { lazy, useEffect, useRef } from 'react'
import type { Footer } from '#app/domain/content/content.ts'
import type { NewsletterFormState } from '#app/domain/content/newsletter.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'
import { useDocumentValue } from '#app/components/document-value.tsx'
import { StaticIsland } from '../components/static-island.tsx'

const SiteFooterContent = import.meta.env.SSR
  ? (await import('./site-footer-content.tsx')).SiteFooterContent
  : lazy(() => import('./site-footer-content.tsx').then((m) => ({ default: m.SiteFooterContent })))

/**
 * The site footer (CMS-008). Nothing in it but links and the newsletter's plain form, so the browser
 * does not hydrate it: the server's markup stays, and its links navigate client-side
 * (static-island.tsx). The newsletter form's page path is the one the shopper is on when they submit
 * (FORM-002), set on submit since the markup stays the first page's. A document's data carries the
 * footer's version only (decision 086): its content comes with a client-side request's data, which the
 * browser renders once the version changes (another language).
 */
export function SiteFooter({
  footer,
  locale,
  newsletter = null,
}: {
  footer: DocumentValue<Footer> | null
  locale: string
  /** The newsletter form's state for this shopper (FORM-009), when the footer has a sign-up. */
  newsletter?: NewsletterFormState | null
}) {
  const island = useRef<HTMLElement>(null)
  const content = useDocumentValue(footer) ?? null
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !island.current?.contains(form)) return
      const returnTo = form.elements.namedItem('returnTo')
      if (returnTo instanceof HTMLInputElement) returnTo.value = window.location.pathname
    }
    document.addEventListener('submit', onSubmit, true)
    return () => document.removeEventListener('submit', onSubmit, true)
  }, [])
  return (
    // The honeypot's sealed time is not content: a new one alone does not render the footer again.
    <StaticIsland ref={island} version={[footer?.version ?? null, locale, newsletter?.shopper]}>
      <SiteFooterContent footer={content} locale={locale} newsletter={newsletter} />
    </StaticIsland>
  )
}
