import { lazy, Suspense } from 'react'
import { Form } from 'react-router'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { CARD_INTENTS } from './intents.ts'

const HostedCardFieldsForm = lazy(() => import('./hosted-card-fields.tsx'))

/**
 * CHK-037: the provider's script, with its pinned integrity hash, in the page as the server sends it;
 * once the page has hydrated, the card form the script frames (hosted-card-fields.tsx).
 */
export function HostedCardFields({
  script,
  canSaveCard,
}: {
  script: { src: string; integrity: string }
  canSaveCard: boolean
}) {
  const nonce = useNonce()
  const enhanced = useEnhanced()
  return (
    <>
      <script async src={script.src} integrity={script.integrity} crossOrigin="anonymous" nonce={nonce} />
      {/* Empty until the form's code has loaded: the slot keeps its space meanwhile (decision 051). */}
      <div className={canSaveCard ? 'card-fields-slot card-fields-slot-save' : 'card-fields-slot'}>
        {enhanced ? (
          <Suspense fallback={null}>
            <HostedCardFieldsForm canSaveCard={canSaveCard} intents={CARD_INTENTS} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}

/** Card payment on billing (CHK-037, decision 003): the hosted fields, then the hosted payment page. */
export function CardPayment({
  page,
}: {
  page: {
    giftCards: readonly unknown[]
    card: { hostedFields: { src: string; integrity: string }; canSaveCard: boolean }
  }
}) {
  const { t } = useTranslation(tendersNs)
  // With JavaScript the card form is above, and the provider's page is the other way to pay by card.
  const enhanced = useEnhanced()
  return (
    <>
      <HostedCardFields script={page.card.hostedFields} canSaveCard={page.card.canSaveCard} />
      <p className="text-sm text-gray-700">{t(enhanced ? 'cards.hostedPageOr' : 'cards.hostedPageNote')}</p>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value={CARD_INTENTS.startCardPayment} className="btn-primary">
          {page.giftCards.length ? t('giftCard.payRestByCard') : t('cards.payByCard')}
        </button>
      </Form>
    </>
  )
}
