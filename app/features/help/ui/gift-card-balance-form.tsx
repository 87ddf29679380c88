import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { GIFT_CARD_BALANCE_INTENTS } from '#app/features/help/intents.ts'
import { helpNs } from '#app/features/help/locales/help.ts'

export interface BalanceView {
  amount: string
  note: string | null
  lastFour: string
}

/**
 * The gift card balance check: card number and PIN in, the balance (or the catalogue's message at the
 * card number or above the form) out. The server never sends the PIN back.
 */
export function GiftCardBalanceForm({
  honeypot,
  lastResult,
  balance,
}: {
  honeypot: HoneypotInputProps
  lastResult?: SubmissionResult<string[]> | null
  balance: BalanceView | null
}) {
  const { t } = useTranslation(helpNs)
  const navigation = useNavigation()
  const [form, fields] = useForm<{ cardNumber: string; pin: string }>({ id: 'gift-card-balance', lastResult })
  const submitting =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === GIFT_CARD_BALANCE_INTENTS.checkBalance
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <HoneypotFields {...honeypot} />
      <TextField field={fields.cardNumber} label={t('giftCard.number')} autoComplete="off" />
      <TextField field={fields.pin} label={t('giftCard.pin')} autoComplete="off" />
      <div role="status" className="sm:col-span-2">
        {balance ? (
          <>
            <p className="text-lg font-semibold">{t('giftCard.balance', { amount: balance.amount })}</p>
            {balance.note ? <p className="text-sm">{balance.note}</p> : null}
          </>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value={GIFT_CARD_BALANCE_INTENTS.checkBalance}
          className="btn-primary"
          disabled={submitting}
        >
          {submitting ? t('giftCard.checking') : t('giftCard.submit')}
        </button>
      </div>
    </Form>
  )
}
