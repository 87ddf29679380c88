import { useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { RewardForm, useRewardLabel } from '#app/features/payment-methods/ui/reward-form.tsx'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { PAYMENT_METHOD_INTENTS } from '#app/features/payment-methods/intents.ts'
import {
  loadPaymentMethods,
  paymentMethodsAction,
} from '#app/features/payment-methods/payment-methods.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import type { AppliedTender } from '#app/domain/payments/athlete-rewards.ts'
import {
  accountPaymentMethodNewPath,
  accountPaymentMethodRemovePath,
} from '#app/domain/paths/self-service-paths.ts'
import type { SavedCard } from '#app/domain/payments/saved-cards.ts'
import type { Route } from './+types/account-payment-methods'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const methods = await loadPaymentMethods(shopper, request)
  return {
    locale: shopper.locale.locale,
    ...methods,
    title: getI18n(context).t('meta:account.paymentMethods'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return paymentMethodsAction(request, getShopper(context), getI18n(context).t)
}

/** ACCT-021…024: saved cards (make main, remove) and a member's reward codes and cards (add, remove). */
export default function PaymentMethodsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const actionData = useActionData<typeof action>()
  const { locale, cards, rewards, member } = loaderData
  const [form] = useForm({
    id: 'make-main-card',
    lastResult: actionData && 'cardResult' in actionData ? actionData.cardResult : undefined,
  })
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('paymentMethods.title')}</h1>
      <div className="mt-4">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <section aria-labelledby="cards-heading" className="mt-6">
        <h2 id="cards-heading" className="text-xl font-semibold">
          {t('paymentMethods.cardsTitle')}
        </h2>
        {cards.length ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {cards.map((card) => (
              <CardItem key={card.id} locale={locale} card={card} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">{t('paymentMethods.noCards')}</p>
        )}
        <p className="mt-3 text-sm text-gray-700">{t('paymentMethods.cardsHint')}</p>
        <p className="mt-3">
          <Link to={accountPaymentMethodNewPath(locale)} className="btn-secondary inline-block">
            {t('paymentMethods.addCard')}
          </Link>
        </p>
      </section>
      {member ? (
        <section aria-labelledby="rewards-heading" className="mt-8">
          <h2 id="rewards-heading" className="text-xl font-semibold">
            {t('paymentMethods.rewardsTitle')}
          </h2>
          {rewards.length ? (
            <ul className="mt-3 grid gap-2">
              {rewards.map((reward) => (
                <RewardItem key={reward.id} locale={locale} reward={reward} />
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">{t('paymentMethods.noRewards')}</p>
          )}
          <h3 className="mt-6 font-semibold">{t('paymentMethods.addRewardTitle')}</h3>
          <RewardForm lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
        </section>
      ) : null}
    </div>
  )
}

function CardItem({ locale, card }: { locale: string; card: SavedCard }) {
  const { t } = useTranslation(addressBookNs)
  const navigation = useNavigation()
  const names = { type: card.cardType, last4: card.lastFour }
  return (
    <li className="rounded border p-3 text-sm">
      {card.main ? <p className="mb-1 font-semibold">{t('paymentMethods.main')}</p> : null}
      <p>{t('paymentMethods.card', names)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {card.main ? null : (
          <Form method="post">
            <input type="hidden" name="instrumentId" value={card.id} />
            <button
              type="submit"
              name="intent"
              value={PAYMENT_METHOD_INTENTS.makeMainCard}
              className="underline"
              disabled={navigation.state === 'submitting'}
            >
              {t('paymentMethods.makeMainLabel', names)}
            </button>
          </Form>
        )}
        <Link to={accountPaymentMethodRemovePath(locale, card.id)} className="underline">
          {t('paymentMethods.removeCardLabel', names)}
        </Link>
      </div>
    </li>
  )
}

function RewardItem({ locale, reward }: { locale: string; reward: AppliedTender }) {
  const { t } = useTranslation(addressBookNs)
  const label = useRewardLabel()(reward)
  return (
    <li className="flex flex-wrap items-center gap-3 rounded border p-3 text-sm">
      <span>{label}</span>
      <Link to={accountPaymentMethodRemovePath(locale, reward.id)} className="underline">
        {t('paymentMethods.removeRewardLabel', { label })}
      </Link>
    </li>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
