import { getFormProps, useForm } from '@conform-to/react'
import { Form, useActionData } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { GIFT_CARD_INTENTS } from './intents.ts'
import type { GiftCardAction } from './views.ts'

/** Gift card payment (CHK-008, CHK-024): the cards applied, and the form to check or apply one. */
export function GiftCards({
  page,
}: {
  page: { locale: string; currency: string; giftCards: { id: string; lastFour: string; amount: number }[] }
}) {
  const { t } = useTranslation(tendersNs)
  const { giftCards } = page
  const money = (amount: number) => formatMoney(amount, page.currency, page.locale)
  const actionData = useActionData<GiftCardAction>()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const balance = actionData && 'balance' in actionData ? actionData.balance : null
  // Validated on the server only, with and without JavaScript (decision 004: no schema in the bundle).
  const [form, fields] = useForm<{ cardNumber: string; pin: string }>({ id: 'gift-card', lastResult })
  return (
    <section aria-labelledby="gift-card-heading" className="mt-8">
      <h2 id="gift-card-heading" className="font-semibold">
        {t('giftCard.title')}
      </h2>
      {giftCards.length ? (
        <ul className="mt-2 space-y-2 text-sm">
          {giftCards.map((card) => (
            <li key={card.id} className="flex items-center gap-4">
              <span>
                {t('common:labelled', {
                  label: t('giftCard.applied', { last4: card.lastFour }),
                  value: `−${money(card.amount)}`,
                })}
              </span>
              <Form method="post">
                <input type="hidden" name="instrumentId" value={card.id} />
                <button
                  type="submit"
                  name="intent"
                  value={GIFT_CARD_INTENTS.removeGiftCard}
                  className="underline"
                  aria-label={t('giftCard.removeLabel', { last4: card.lastFour })}
                >
                  {t('giftCard.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new form for each card applied, so the number and PIN just used are not left in its fields. */}
      <Form
        key={giftCards.length}
        method="post"
        {...getFormProps(form)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        <TextField field={fields.cardNumber} label={t('giftCard.number')} autoComplete="off" />
        <TextField field={fields.pin} label={t('giftCard.pin')} autoComplete="off" />
        {balance ? (
          <p role="status" className="text-sm sm:col-span-2">
            {t('giftCard.balance', { amount: money(balance.amount) })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value={GIFT_CARD_INTENTS.applyGiftCard} className="btn-primary">
            {t('giftCard.apply')}
          </button>
          <button
            type="submit"
            name="intent"
            value={GIFT_CARD_INTENTS.checkGiftCard}
            className="btn-secondary"
          >
            {t('giftCard.check')}
          </button>
        </div>
      </Form>
    </section>
  )
}
