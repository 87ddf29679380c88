import type { NotFoundError } from '#app/domain/page/not-found.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import { useForm } from '@conform-to/react'
import { useActionData } from 'react-router'
import { useRewardLabel } from '#app/features/payment-methods/ui/reward-form.tsx'
import { ConfirmRemovalForm } from '#app/features/account/ui/confirm-removal-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { PAYMENT_METHOD_INTENTS } from '#app/features/payment-methods/intents.ts'
import {
  loadPaymentMethod,
  removePaymentMethodAction,
} from '#app/features/payment-methods/payment-methods.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import { accountPaymentMethodsPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/account-payment-method-remove'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { card, reward } = await loadPaymentMethod(shopper, request, params.instrumentId)
  return {
    locale: shopper.locale.locale,
    card: card ?? null,
    reward: reward ?? null,
    title: getI18n(context).t('meta:account.paymentMethodRemove'),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return removePaymentMethodAction(request, getShopper(context), getI18n(context).t, params.instrumentId)
}

/** ACCT-024: removing a saved card or reward is confirmed on a page of its own; the link removes nothing. */
export default function RemovePaymentMethodPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const rewardLabel = useRewardLabel()
  const actionData = useActionData<typeof action>()
  const { locale, card, reward } = loaderData
  const [form] = useForm({
    id: 'remove-payment-method',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  const name = card
    ? t('paymentMethods.card', { type: card.cardType, last4: card.lastFour })
    : reward
      ? rewardLabel(reward)
      : ''
  return (
    <section aria-labelledby="remove-heading">
      <h1 id="remove-heading" className="text-2xl font-bold">
        {t('paymentMethods.removeTitle')}
      </h1>
      <p className="mt-4 rounded border p-3 text-sm">{name}</p>
      <ConfirmRemovalForm
        form={form}
        intent={PAYMENT_METHOD_INTENTS.removeInstrument}
        confirmLabel={t('paymentMethods.removeConfirm')}
        cancelTo={accountPaymentMethodsPath(locale)}
        cancelLabel={t('paymentMethods.cancel')}
      />
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.page),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
