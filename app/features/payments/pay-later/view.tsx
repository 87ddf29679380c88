import { Suspense, useRef, useState } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { PAY_LATER_INTENTS } from './intents.ts'
import { preloadable } from '#app/components/preloadable.ts'

const payLaterCode = preloadable(() => import('./dialog.tsx'), { withNavigation: false })
const PayLaterDialog = payLaterCode.lazy((module) => module.default)

/**
 * Pay later on the billing step (CHK-035, CHK-038): the provider's script, the plain post that runs
 * the provider's session, instrument and authorize on the server, and "What is pay later?" (CHK-036).
 */
export function PayLater({
  page,
}: {
  page: {
    locale: string
    /** Null where the cart's payment methods do not list pay later; `rest`: gift cards pay part. */
    payLater: { scriptUrl: string; rest: boolean } | null
  }
}) {
  const { t } = useTranslation(tendersNs)
  const nonce = useNonce()
  if (!page.payLater) return null
  const { scriptUrl, rest } = page.payLater
  return (
    <section aria-labelledby="pay-later-heading" className="mt-6">
      {/* The provider asks for its script on the page that offers it (000 §7 Other). */}
      <script src={scriptUrl} nonce={nonce} async />
      <h3 id="pay-later-heading" className="font-semibold">
        {t('payLater.title')}
      </h3>
      <p className="text-sm text-gray-700">{t('payLater.note')}</p>
      <PayLaterInfoLink href={checkoutPath(page.locale, 'pay-later')} />
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value={PAY_LATER_INTENTS.startPayLater} className="btn-secondary">
          {rest ? t('payLater.startRest') : t('payLater.start')}
        </button>
      </Form>
    </section>
  )
}

/**
 * A link to the pay-later page (without JavaScript); with it, a click opens the same words in a
 * dialog, and closing it brings focus back here.
 */
function PayLaterInfoLink({ href }: { href: string }) {
  const { t } = useTranslation(tendersNs)
  const [opened, setOpened] = useState(0)
  const link = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <a
        ref={link}
        href={href}
        className="mt-1 inline-block text-sm underline"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          payLaterCode.whenLoaded(() => setOpened((n) => n + 1))
        }}
      >
        {t('payLater.whatIs')}
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <PayLaterDialog opened={opened} onClose={() => link.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  )
}
