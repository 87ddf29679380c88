import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PAYMENT_METHOD_INTENTS } from '#app/features/payment-methods/intents.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import type { AppliedTender } from '#app/domain/payments/athlete-rewards.ts'

/** A member adds a reward code or a reward card; a refused one shows at the field, what was typed kept. */
export function RewardForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation(addressBookNs)
  const navigation = useNavigation()
  const [form, fields] = useForm<{ method: string; code: string }>({
    id: 'add-reward',
    lastResult,
    defaultValue: { method: 'REWARD_CODE' },
  })
  const methodProps = getSelectProps(fields.method)
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid max-w-md gap-3">
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor={fields.method.id} className="block text-sm font-medium">
          {t('paymentMethods.rewardMethod')}
        </label>
        <select {...methodProps} key={methodProps.key} className="mt-1 w-full rounded border p-2">
          <option value="REWARD_CODE">{t('paymentMethods.methodCode')}</option>
          <option value="REWARD_CARD">{t('paymentMethods.methodCard')}</option>
        </select>
        <FieldErrors field={fields.method} />
      </div>
      <TextField field={fields.code} label={t('paymentMethods.rewardValue')} autoComplete="off" />
      <div>
        <button
          type="submit"
          name="intent"
          value={PAYMENT_METHOD_INTENTS.addReward}
          className="btn-secondary"
          disabled={navigation.state === 'submitting'}
        >
          {t('paymentMethods.addReward')}
        </button>
      </div>
    </Form>
  )
}

/** A reward's name: a code as printed, a card by its last four digits. */
export function useRewardLabel() {
  const { t } = useTranslation(addressBookNs)
  return (reward: AppliedTender) =>
    reward.method === 'REWARD_CARD'
      ? t('paymentMethods.rewardCard', { last4: reward.label })
      : t('paymentMethods.rewardCode', { code: reward.label })
}
