import { BILLING_INTENTS } from '#app/features/checkout/intents.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { Form, redirect, useActionData } from 'react-router'
import { lazy, Suspense } from 'react'
import { WalletPayment } from '#app/components/checkout/wallet.tsx'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { formatMoney, formatPoints } from '#app/models/site.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { giftCardPayment } from '#app/models/payment.ts'
import type { Route } from './+types/checkout-billing'
import { billingAction, loyaltyRewards, paymentMethodsFor } from '#app/features/checkout/billing.server.ts'
import { PayLaterOption } from '#app/components/checkout/pay-later.tsx'
import { bnplOption } from '#app/features/payments/pay-later.server.ts'
import { cardPaymentView } from '#app/features/payments/card.server.ts'
import { HostedCardFields, SavedCards } from '#app/components/checkout/card-payment.tsx'
import { billingAddressView } from '#app/features/checkout/billing-address.server.ts'
import { athleteRewardsOffer } from '#app/features/payments/athlete.server.ts'
import { BillingAddressChoice } from '#app/components/checkout/billing-address.tsx'
import * as AthleteRewards from '#app/components/checkout/athlete-rewards.tsx'
import { checkoutPath } from '#app/models/paths.ts'
import { awaitedLater } from '#app/utils/background.server.ts'
import { basketIdOf } from '#app/features/cart/index.server.ts'

// The athlete payment, the reward instruments and the loyalty vouchers (CHK-023) show to a few shoppers
// only: their code loads on the pages that show them. The server renders them in place, so the step is
// whole without JavaScript; the browser hydrates them once their chunk is in.
const AthletePayment = import.meta.env.SSR
  ? AthleteRewards.AthletePayment
  : lazy(() =>
      import('#app/components/checkout/athlete-rewards.tsx').then((m) => ({ default: m.AthletePayment })),
    )
const LoyaltyVouchers = import.meta.env.SSR
  ? AthleteRewards.LoyaltyVouchers
  : lazy(() =>
      import('#app/components/checkout/athlete-rewards.tsx').then((m) => ({ default: m.LoyaltyVouchers })),
    )
const RewardInstruments = import.meta.env.SSR
  ? AthleteRewards.RewardInstruments
  : lazy(() =>
      import('#app/components/checkout/athlete-rewards.tsx').then((m) => ({ default: m.RewardInstruments })),
    )

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  // The payment methods by the session's basket id, beside the cart rather than after it.
  const basketId = basketIdOf(shopper.session)
  // Nobody waits for it when the step redirects: its failure is not an unhandled one.
  const earlyMethods = basketId ? awaitedLater(paymentMethodsFor(shopper, basketId)) : undefined
  const cart = await loadCart(shopper)
  const locale = shopper.locale.locale
  // The shipping step sets the billing address in every case (also when nothing goes home).
  const address = cart?.billingAddress ?? cart?.shippingAddress
  if (!cart || !address) throw redirect(checkoutPath(locale, 'shipping'))
  // The step's reads, side by side.
  const [rewards, methods, card, athleteOffer, billingAddress] = await Promise.all([
    loyaltyRewards(shopper, cart),
    // A cart rebuilt under another id (cart recovery) is asked again.
    cart.id === basketId && earlyMethods ? earlyMethods : paymentMethodsFor(shopper, cart.id),
    cardPaymentView(shopper),
    athleteRewardsOffer(shopper, cart),
    billingAddressView(shopper, cart),
  ])
  return {
    address,
    locale,
    currency: cart.currency,
    ...giftCardPayment(cart),
    rewards,
    payLater: bnplOption(shopper, cart, methods),
    card,
    // CHK-008: the provider wallet where the cart can pay with it.
    wallet: Boolean(methods?.some((m) => m.id === 'PAYPAL')),
    // The wallet's cancel link only tells us through the return (CHK-008).
    walletCancelled: new URL(request.url).searchParams.get('wallet') === 'cancelled',
    ...billingAddress,
    ...athleteOffer,
    title: getI18n(context).t('meta:checkout.billing'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return billingAction(request, getShopper(context), getI18n(context).t)
}

export default function BillingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, currency, giftCards, remainingToPay, rewards, athlete, rewardOffer } = loaderData
  const { t } = useTranslation(checkoutNs)
  const money = (amount: number) => formatMoney(amount, currency, locale)
  const points = (count: number) => formatPoints(count, locale)
  return (
    <section aria-labelledby="billing-heading">
      <h1 id="billing-heading" className="text-2xl font-bold">
        {t('checkout.paymentTitle')}
      </h1>
      <BillingAddressChoice
        locale={locale}
        choice={loaderData.billingChoice}
        shippingAddress={loaderData.shippingAddress}
        billingAddress={loaderData.billingAddress}
        provinces={loaderData.provinces}
        postalFormat={loaderData.postalFormat}
        lastResult={actionData && 'billingAddress' in actionData ? actionData.billingAddress : undefined}
      />

      <Suspense fallback={null}>
        {athlete ? <AthletePayment athlete={athlete} money={money} /> : null}
        {rewardOffer ? <RewardInstruments rewardOffer={rewardOffer} money={money} points={points} /> : null}
      </Suspense>
      {rewards ? (
        <Suspense fallback={null}>
          <LoyaltyVouchers rewards={rewards} money={money} points={points} />
        </Suspense>
      ) : null}
      <GiftCards giftCards={giftCards} money={money} />

      <h2 className="mt-8 font-semibold">{t('checkout.paymentMethod')}</h2>
      <p className="text-sm" role="status">
        {t('giftCard.remaining', { amount: money(remainingToPay) })}
      </p>
      {remainingToPay > 0 ? (
        <>
          <SavedCards cards={loaderData.card.savedCards} />
          <HostedCardFields script={loaderData.card.hostedFields} canSaveCard={loaderData.card.canSaveCard} />
          <p className="text-sm text-gray-700">{t('checkout.cardHostedNote')}</p>
          <Form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value={BILLING_INTENTS.startCardPayment}
              className="btn-primary"
            >
              {giftCards.length ? t('giftCard.payRestByCard') : t('checkout.payByCard')}
            </button>
          </Form>
          {loaderData.payLater ? <PayLaterOption locale={locale} {...loaderData.payLater} /> : null}
          {loaderData.wallet ? (
            <WalletPayment
              locale={locale}
              cancelled={loaderData.walletCancelled}
              amount={remainingToPay}
              currency={currency}
            />
          ) : null}
        </>
      ) : (
        <>
          <CoveredNote byGiftCards={giftCards.length > 0} />
          <Form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value={BILLING_INTENTS.continueToReview}
              className="btn-primary"
            >
              {t('giftCard.continue')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}

/** Gift card payment (CHK-008, CHK-024): the cards applied, and the form to check or apply one. */
function GiftCards({
  giftCards,
  money,
}: {
  giftCards: { id: string; lastFour: string; amount: number }[]
  money: (amount: number) => string
}) {
  const { t } = useTranslation(checkoutNs)
  const actionData = useActionData<typeof action>()
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
                {t('giftCard.applied', { last4: card.lastFour })}: −{money(card.amount)}
              </span>
              <Form method="post">
                <input type="hidden" name="instrumentId" value={card.id} />
                <button
                  type="submit"
                  name="intent"
                  value={BILLING_INTENTS.removeGiftCard}
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
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
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
          <button type="submit" name="intent" value={BILLING_INTENTS.applyGiftCard} className="btn-primary">
            {t('giftCard.apply')}
          </button>
          <button type="submit" name="intent" value={BILLING_INTENTS.checkGiftCard} className="btn-secondary">
            {t('giftCard.check')}
          </button>
        </div>
      </Form>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

/** What the step says when nothing is left for a card to pay. */
function CoveredNote({ byGiftCards }: { byGiftCards: boolean }) {
  const { t } = useTranslation(checkoutNs)
  return <p className="text-sm text-gray-700">{byGiftCards ? t('giftCard.covered') : t('covered')}</p>
}
