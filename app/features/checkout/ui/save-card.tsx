import { Form } from 'react-router'
import { SUMMARY_INTENTS } from '#app/features/checkout/intents.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

/**
 * ACCT-022: after the card is authorised, a signed-in shopper may save it for next time; a plain post,
 * so it also serves shoppers who paid on the provider's hosted page without JavaScript.
 */
export function SaveCardOffer({ card }: { card: { cardType: string; lastFour: string } }) {
  const { t } = useTranslation(checkoutNs)
  return (
    <Form method="post" className="mt-2">
      <CaptchaField action={CAPTCHA_ACTIONS.saveCard} />
      <button type="submit" name="intent" value={SUMMARY_INTENTS.saveCard} className="text-sm underline">
        {t('checkout.saveThisCard', { brand: card.cardType, last4: card.lastFour })}
      </button>
    </Form>
  )
}
