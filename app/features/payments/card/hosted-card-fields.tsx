import { useEffect, useRef, useState } from 'react'
import { Form, useParams, useSubmit } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import type { CARD_INTENTS } from './intents.ts'
import { CARD_SESSION_INTENT, type HostedFieldsStart } from './hosted-fields.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { sameOriginFetch } from '#app/platform/http/same-origin-fetch.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

/** What the provider's hosted-fields script (CHK-037) puts on the window. */
interface HostedFieldsSdk {
  mount(options: {
    container: HTMLElement
    sessionId: string
    title: string
    onAuthorised: (sessionId: string) => void
  }): { unmount(): void }
}

declare global {
  interface Window {
    EmuPayFields?: HostedFieldsSdk
  }
}

/**
 * CHK-037: with JavaScript, the provider's script frames its card form into this page; the card number
 * is typed on the provider's origin only. Once the provider authorises the card, the session id is
 * posted (`pay-with-card`) and the server checks the session before the summary. The script tag carries
 * the pinned integrity hash (HostedCardFields); without JavaScript nothing here shows and the hosted
 * payment page serves. Loaded once the page has hydrated, so it is not in the step's first-load JavaScript.
 */
export default function HostedCardFieldsForm({
  canSaveCard,
  intents,
}: {
  canSaveCard: boolean
  /**
   * The card's intent names, from the view that loads this form: imported here too, they would be a
   * chunk of their own in the billing step's first load.
   */
  intents: typeof CARD_INTENTS
}) {
  const { t } = useTranslation(tendersNs)
  const { locale = '' } = useParams()
  const submit = useSubmit()
  const frame = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const [start, setStart] = useState<HostedFieldsStart>()
  const [mounted, setMounted] = useState(false)
  const [paying, setPaying] = useState(false)
  const [timedOut, setTimedOut] = useState(false)
  const sessionId = start?.hostedFields?.sessionId
  const failed = (start !== undefined && !sessionId) || timedOut

  // One provider session per visit of the step, opened by a post (a GET changes nothing) to the card
  // session's address. A plain request, not the router's: nothing on the page changes with it, and a
  // router post would end the navigation of a form the shopper sends meanwhile (a gift card applied
  // as the fields load) with the page as it was (cardSessionAction).
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    sameOriginFetch(checkoutPath(locale, 'card-session'), {
      method: 'POST',
      body: new URLSearchParams({ intent: CARD_SESSION_INTENT }),
      headers: { Accept: 'application/json' },
    })
      .then((response) => response.json() as Promise<HostedFieldsStart>)
      .catch((): HostedFieldsStart => ({ hostedFields: null }))
      .then(setStart)
  }, [locale])

  useEffect(() => {
    const container = frame.current
    if (!sessionId || !container) return
    let fields: { unmount(): void } | undefined
    const mount = () => {
      if (fields || !window.EmuPayFields) return
      fields = window.EmuPayFields.mount({
        container,
        sessionId,
        title: t('cards.fieldsTitle'),
        onAuthorised: (id) => {
          if (id !== sessionId || !form.current) return
          setPaying(true)
          submit(form.current)
        },
      })
      setMounted(true)
    }
    mount()
    window.addEventListener('emupay-fields-ready', mount)
    // A script that never runs (blocked, or refused by its integrity check) leaves the hosted page.
    const giveUp = window.setTimeout(() => {
      if (!fields) setTimedOut(true)
    }, 15_000)
    return () => {
      window.clearTimeout(giveUp)
      window.removeEventListener('emupay-fields-ready', mount)
      fields?.unmount()
    }
  }, [sessionId, submit, t])

  return (
    <section aria-labelledby="hosted-fields-heading" className="mt-4">
      <h3 id="hosted-fields-heading" className="font-semibold">
        {t('cards.hostedTitle')}
      </h3>
      <p className="text-sm text-gray-700">{t('cards.hostedNote')}</p>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {(!timedOut && start && 'error' in start && start.error) || t('cards.unavailable')}
        </p>
      ) : null}
      {/* One line kept whether or not it says anything, so the frame below does not move. */}
      <p role="status" className="min-h-5 text-sm">
        {paying ? t('cards.paying') : !mounted && !failed ? t('cards.loading') : ''}
      </p>
      {/* The provider's frame (24rem, taller on a phone): its space is kept until it mounts. */}
      <div
        ref={frame}
        className="mt-2 min-h-[calc(43.25rem+2px)] rounded border border-gray-300 sm:min-h-[calc(24rem+2px)]"
      />
      <Form method="post" ref={form} className="mt-2">
        <input type="hidden" name="intent" value={intents.payWithCard} />
        <input type="hidden" name="providerSessionId" value={sessionId ?? ''} />
        <input type="hidden" name="proof" value={start?.hostedFields?.proof ?? ''} />
        {canSaveCard ? <CaptchaField action={CAPTCHA_ACTIONS.saveCard} /> : null}
        {canSaveCard ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="saveCard" />
            {t('cards.saveCard')}
          </label>
        ) : null}
      </Form>
    </section>
  )
}
