import { BILLING_INTENTS } from '#app/features/checkout/intents.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { Form, redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { giftCardPayment } from '#app/domain/payments/payment.ts'
import type { Route } from './+types/checkout-billing'
import { billingAction, paymentMethodsFor } from '#app/features/checkout/billing.server.ts'
import { billingAddressView } from '#app/features/checkout/billing-address.server.ts'
import { paymentOffers } from '#app/features/payments/index.ts'
import { billingViews } from '#app/features/payments/methods.ts'
import { BillingAddressChoice } from '#app/features/checkout/ui/billing-address.tsx'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { awaitedLater } from '#app/platform/process/background.server.ts'
import { basketIdOf } from '#app/features/cart/index.server.ts'

export { HYDRATES_NUMBERS as handle } from '#app/domain/page/hydrated-numbers.ts'

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
  // A cart rebuilt under another id (cart recovery) is asked again.
  const methods = cart.id === basketId && earlyMethods ? earlyMethods : paymentMethodsFor(shopper, cart.id)
  // The step's reads, side by side: each payment method's part of the page (its offer), the address.
  const [offers, billingAddress] = await Promise.all([
    paymentOffers({ shopper, cart, request, methods }),
    billingAddressView(shopper, cart),
  ])
  return {
    address,
    locale,
    currency: cart.currency,
    ...giftCardPayment(cart),
    ...offers,
    ...billingAddress,
    title: getI18n(context).t('meta:checkout.billing'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return billingAction(request, getShopper(context), getI18n(context).t)
}

/**
 * The payment step: the billing address, then each payment method's view from the payment-method
 * table (features/payments/methods.ts): what pays part of the order, then, while something is left,
 * what pays the rest.
 */
export default function BillingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, currency, giftCards, remainingToPay } = loaderData
  const { t } = useTranslation(checkoutNs)
  const { t: tm } = useTranslation(tendersNs)
  const money = (amount: number) => formatMoney(amount, currency, locale)
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
        addressForm={loaderData.addressForm}
        lastResult={actionData && 'billingAddress' in actionData ? actionData.billingAddress : undefined}
      />

      {billingViews(true).map(([key, { View }]) => (
        <View key={key} page={loaderData} />
      ))}

      <h2 className="mt-8 font-semibold">{t('checkout.paymentMethod')}</h2>
      <p className="text-sm" role="status">
        {tm('giftCard.remaining', { amount: money(remainingToPay) })}
      </p>
      {remainingToPay > 0 ? (
        billingViews(false).map(([key, { View }]) => <View key={key} page={loaderData} />)
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
              {tm('giftCard.continue')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

/** What the step says when nothing is left for a card to pay. */
function CoveredNote({ byGiftCards }: { byGiftCards: boolean }) {
  const { t } = useTranslation(tendersNs)
  return <p className="text-sm text-gray-700">{byGiftCards ? t('giftCard.covered') : t('covered')}</p>
}
