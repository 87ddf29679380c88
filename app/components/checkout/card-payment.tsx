import { BILLING_INTENTS } from '#app/features/checkout/intents.ts'
import { lazy, Suspense } from 'react'
import { Form } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useTranslation } from '#app/components/i18n.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'

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
  const hydrated = useHydrated()
  return (
    <>
      <script async src={script.src} integrity={script.integrity} crossOrigin="anonymous" nonce={nonce} />
      {/* Empty until the form's code has loaded: the slot keeps its space meanwhile (decision 051). */}
      <div className={canSaveCard ? 'card-fields-slot card-fields-slot-save' : 'card-fields-slot'}>
        {hydrated ? (
          <Suspense fallback={null}>
            <HostedCardFieldsForm canSaveCard={canSaveCard} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}

/**
 * A registered shopper's saved cards (ACCT-021): the main card preselected; pay with the chosen one,
 * make it the main card (ACCT-023) or remove it (ACCT-024). Plain posts, with or without JavaScript.
 */
export function SavedCards({
  cards,
}: {
  cards: { id: string; cardType: string; lastFour: string; main: boolean }[]
}) {
  const { t } = useTranslation(checkoutNs)
  if (!cards.length) return null
  const preselected = cards.find((c) => c.main)?.id ?? cards[0]!.id
  return (
    <Form method="post" className="mt-4">
      <fieldset>
        <legend className="font-semibold">{t('cards.savedTitle')}</legend>
        <ul className="mt-2 space-y-2 text-sm">
          {cards.map((card) => (
            <li key={card.id}>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="savedCardId"
                  value={card.id}
                  defaultChecked={card.id === preselected}
                />
                {t('cards.savedCard', { brand: card.cardType, last4: card.lastFour })}
                {card.main ? ` (${t('cards.main')})` : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value={BILLING_INTENTS.payWithSavedCard} className="btn-primary">
          {t('cards.payWithSaved')}
        </button>
        <button type="submit" name="intent" value={BILLING_INTENTS.makeMainCard} className="btn-secondary">
          {t('cards.makeMain')}
        </button>
        <button type="submit" name="intent" value={BILLING_INTENTS.removeSavedCard} className="btn-secondary">
          {t('cards.remove')}
        </button>
      </div>
    </Form>
  )
}
