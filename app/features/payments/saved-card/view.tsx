import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { SAVED_CARD_INTENTS } from './intents.ts'

/**
 * A registered shopper's saved cards (ACCT-021): the main card preselected; pay with the chosen one,
 * make it the main card (ACCT-023) or remove it (ACCT-024). Plain posts, with or without JavaScript.
 */
export function SavedCards({
  page,
}: {
  page: { card: { savedCards: { id: string; cardType: string; lastFour: string; main: boolean }[] } }
}) {
  const { t } = useTranslation(tendersNs)
  const cards = page.card.savedCards
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
        <button
          type="submit"
          name="intent"
          value={SAVED_CARD_INTENTS.payWithSavedCard}
          className="btn-primary"
        >
          {t('cards.payWithSaved')}
        </button>
        <button type="submit" name="intent" value={SAVED_CARD_INTENTS.makeMainCard} className="btn-secondary">
          {t('cards.makeMain')}
        </button>
        <button
          type="submit"
          name="intent"
          value={SAVED_CARD_INTENTS.removeSavedCard}
          className="btn-secondary"
        >
          {t('cards.remove')}
        </button>
      </div>
    </Form>
  )
}
