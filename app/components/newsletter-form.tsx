import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { FieldErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { newsletterNs } from '#app/features/newsletter/locales/newsletter.ts'
import {
  NEWSLETTER_INTENTS,
  type NewsletterAnswer,
  type NewsletterFormState,
  showsSubscribed,
} from '#app/domain/content/newsletter.ts'
import { contentPath, newsletterPath } from '#app/domain/paths/paths.ts'
import { trackNewsletterSubscription } from '#app/platform/tracking/newsletter-tracking.ts'

/** Editor's texts of a newsletter form (the block's content); the storefront's own where unset. */
export interface NewsletterTexts {
  policyText?: string
  /** The policy page, its URL with the locale already in it (the block localizes the editor's link). */
  policyLink?: { url: string; text?: string }
  submitLabel?: string
  successTitle?: string
  successMessage?: string
  emailHint?: string
}

export interface NewsletterFormProps {
  /** Keeps the ids of several newsletter forms on one page apart. */
  id: string
  locale: string
  state: NewsletterFormState
  texts?: NewsletterTexts
  /** VAL-043: the email's format hint. */
  showEmailHint?: boolean
  /** FORM-002: the editor's campaign; the page's path when unset. */
  campaign?: string
  /** The page the shopper subscribes from; this page when unset. */
  returnTo?: string
  /** The newsletter page's answer to a plain post (no JavaScript). */
  initialAnswer?: NewsletterAnswer
  /** The level of the success heading. */
  headingLevel?: 2 | 3
}

/**
 * The newsletter form (FORM-001..FORM-008): idle, submitting, then the success message or the error
 * notification (FORM-003/004). It posts to the newsletter page, as a fetcher once hydrated (the answer
 * shows in place) and as a plain post before (that page shows the answer). What it shows belongs to
 * the page it was posted on: a route change starts it afresh (FORM-005).
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const location = useLocation()
  return <NewsletterFormOnPage key={location.key} {...props} />
}

function NewsletterFormOnPage({
  id,
  locale,
  state,
  texts = {},
  showEmailHint = false,
  campaign,
  returnTo,
  initialAnswer,
  headingLevel = 3,
}: NewsletterFormProps) {
  const { t } = useTranslation(newsletterNs)
  const location = useLocation()
  const fetcher = useFetcher<NewsletterAnswer>()
  const answer = fetcher.data ?? initialAnswer
  const [form, fields] = useForm<{ email: string; policy: boolean }>({
    id,
    lastResult: answer?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { email: state.shopper.email },
  })
  const [dismissedFor, setDismissedFor] = useState<unknown>(null)
  const tracked = useRef<unknown>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const { shopper } = state

  // FORM-008: the subscription's result feeds tracking once, when it arrives.
  useEffect(() => {
    if (!fetcher.data?.subscribed || tracked.current === fetcher.data) return
    tracked.current = fetcher.data
    // The form the shopper was in is gone: the message takes the focus, and is read out.
    statusRef.current?.focus()
    trackNewsletterSubscription({
      campaignName: fetcher.data.campaignName ?? location.pathname,
      signedIn: shopper.signedIn,
    })
  }, [fetcher.data, location.pathname, shopper.signedIn])

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const successTitle = texts.successTitle ?? t('successTitle')
  // This post's success first: the revalidated shopper reads as subscribed right after it.
  if (answer?.subscribed) {
    return (
      <div
        ref={statusRef}
        id={id}
        role="status"
        tabIndex={-1}
        className="rounded-md border border-green-700 bg-green-50 p-4 text-green-950"
      >
        <Heading className="font-semibold">{successTitle}</Heading>
        <p className="mt-1 text-sm">{texts.successMessage ?? t('successMessage')}</p>
      </div>
    )
  }

  if (showsSubscribed(shopper)) {
    // FORM-006: already subscribed and signed in: the success heading, no policy box, no submit.
    return (
      <div id={id} className="rounded-md border border-green-700 bg-green-50 p-4 text-green-950">
        <Heading className="font-semibold">{successTitle}</Heading>
        {shopper.email ? (
          <p className="mt-1 text-sm">{t('alreadySubscribed', { email: shopper.email })}</p>
        ) : null}
      </div>
    )
  }
  const submitting = fetcher.state !== 'idle'
  const error = form.errors?.[0]
  const hintId = `${fields.email!.id}-hint`
  const lockedId = `${fields.email!.id}-locked`
  const emailProps = getInputProps(fields.email!, {
    type: 'email',
    ariaDescribedBy:
      [showEmailHint ? hintId : '', shopper.email ? lockedId : ''].filter(Boolean).join(' ') || undefined,
  })
  const policyProps = getInputProps(fields.policy!, { type: 'checkbox' })
  const policyUrl = texts.policyLink?.url ?? contentPath(locale, 'privacy')
  return (
    <fetcher.Form
      method="post"
      action={newsletterPath(locale)}
      {...getFormProps(form)}
      className="grid gap-3"
    >
      {error && dismissedFor !== answer ? (
        // FORM-004: the service's own message, in a notification the shopper may dismiss.
        <div
          id={form.errorId}
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
        >
          <p className="text-sm">{error}</p>
          <button
            type="button"
            onClick={() => setDismissedFor(answer)}
            className="shrink-0 text-sm font-semibold underline"
          >
            {t('dismiss')}
          </button>
        </div>
      ) : null}
      <HoneypotFields {...state.honeypot} />
      <EnhancedField />
      <input type="hidden" name="returnTo" value={returnTo ?? location.pathname} />
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      <div>
        <label htmlFor={fields.email!.id} className="text-sm font-medium">
          {t('email')}
        </label>
        <input
          {...emailProps}
          key={emailProps.key}
          // FORM-007: a signed-in shopper subscribes the address of their account.
          readOnly={Boolean(shopper.email)}
          autoComplete="email"
          maxLength={100}
          className="field-input read-only:bg-gray-100"
        />
        {showEmailHint ? (
          <p id={hintId} className="mt-1 text-sm text-gray-700">
            {texts.emailHint ?? t('emailHint')}
          </p>
        ) : null}
        {shopper.email ? (
          <p id={lockedId} className="mt-1 text-sm text-gray-700">
            {t('emailLocked')}
          </p>
        ) : null}
        <FieldErrors field={fields.email!} />
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input {...policyProps} key={policyProps.key} className="mt-1 h-4 w-4" />
          <label htmlFor={fields.policy!.id} className="text-sm">
            {texts.policyText ?? t('policy')}
          </label>
        </div>
        <a href={policyUrl} className="ml-6 text-sm underline">
          {texts.policyLink?.text ?? t('policyLink')}
        </a>
        <FieldErrors field={fields.policy!} />
      </div>
      <div>
        <button
          type="submit"
          name="intent"
          value={NEWSLETTER_INTENTS.subscribe}
          className="btn-primary"
          // One subscription per post: no second submit while the first is under way.
          disabled={submitting}
        >
          {submitting ? t('submitting') : (texts.submitLabel ?? t('submit'))}
        </button>
      </div>
    </fetcher.Form>
  )
}
