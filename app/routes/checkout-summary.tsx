import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { getShopper } from '#app/context.server.ts'
import { errorMessage } from '#app/models/errors.ts'
import { checkoutDeliveries } from '#app/models/checkout-delivery.ts'
import { formatMoney } from '#app/models/site.ts'
import { getPaymentSessionResult } from '#app/services/provider.server.ts'
import { loadCart } from '#app/services/shopper-cart.server.ts'
import type { Route } from './+types/checkout-summary'
import { giftCardPayment } from './checkout-billing.server.ts'
import { authenticationFailed, placeOrderAction, placeOrderKey } from './checkout-summary.server.ts'
import { restartPayment } from './checkout-restart.server.ts'
import { appliedTenders } from '#app/models/athlete-rewards.ts'
import { athletePayment } from '#app/models/payment.ts'
import { TenderSummary } from '#app/components/checkout/athlete-rewards.tsx'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const locale = shopper.locale.locale
  const sessionId = shopper.session.get('paymentSessionId')
  // Reading the provider's result changes nothing: the order is placed by the form below.
  const [cart, payment] = await Promise.all([
    loadCart(shopper),
    sessionId ? getPaymentSessionResult(shopper.api, sessionId) : null,
  ])
  if (!cart || !(cart.shippingAddress ?? cart.billingAddress)) throw redirect(`/${locale}/checkout/shipping`)
  const deliveries = checkoutDeliveries(cart)
  const { giftCards, remainingToPay } = giftCardPayment(cart)
  const tenders = appliedTenders(cart.paymentInstruments)
  // No card session: only gift cards, athlete payment or rewards that pay for everything get here.
  if (!payment && (remainingToPay > 0 || !(giftCards.length || tenders.length))) {
    throw redirect(`/${locale}/checkout/billing`)
  }
  return {
    locale,
    orderKey: placeOrderKey(shopper),
    shippingAddress: deliveries.needs.homeAddress ? (cart.shippingAddress ?? null) : null,
    // CHK-007: where store and collection-point lines are collected, by whom; digital recipients.
    places: [...deliveries.stores, ...deliveries.points].map((p) => ({
      id: `${p.code}-${p.id}`,
      name: p.name ?? p.id,
      code: p.code,
    })),
    pickupContact: deliveries.needs.pickupContact ? (cart.pickupContact ?? null) : null,
    recipients: deliveries.digital.map((d) => ({
      id: d.id,
      name: d.name,
      email: cart.digitalRecipients?.[d.id] ?? d.email ?? null,
    })),
    currency: cart.currency,
    giftCards,
    remainingToPay,
    billingAddress: cart.billingAddress ?? null,
    // CHK-010: the athlete payment's payable and remaining amounts, and the rewards paying.
    tenders,
    athlete: athletePayment(cart.paymentInstruments),
    payment: payment
      ? {
          // The provider's cancel link only tells us through the return URL.
          status: authenticationFailed(payment)
            ? ('authentication-failed' as const)
            : payment.status === 'pending' && new URL(request.url).searchParams.get('status') === 'cancelled'
              ? ('cancelled' as const)
              : payment.status,
          cardType: payment.cardType,
          lastFour: payment.lastFour,
          // ERR-126: the catalogue's words for a failed 3DS authentication.
          error: authenticationFailed(payment) ? errorMessage('PAYMENT_AUTHENTICATION_ERROR') : null,
        }
      : { status: 'covered' as const, cardType: undefined, lastFour: undefined, error: null },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'restart-payment') return restartPayment(shopper)
  if (intent !== 'place-order') return new Response('Unknown intent', { status: 400 })
  const key = form.get('idempotencyKey')
  return placeOrderAction(shopper, typeof key === 'string' ? key : '')
}

export default function SummaryStep({ loaderData }: Route.ComponentProps) {
  const { locale, orderKey, shippingAddress, payment, giftCards, remainingToPay, currency } = loaderData
  const { places, pickupContact, recipients } = loaderData
  const { billingAddress, tenders, athlete } = loaderData
  const { t } = useTranslation(checkoutNs)
  const navigation = useNavigation()
  const authorised = payment.status === 'authorised' || payment.status === 'covered'
  const money = (amount: number) => formatMoney(amount, currency, locale)
  return (
    <section aria-labelledby="summary-heading">
      <h1 id="summary-heading" className="text-2xl font-bold">
        {t('checkout.reviewTitle')}
      </h1>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">{t('checkout.shipTo')}</h2>
          {shippingAddress ? <AddressSummary address={shippingAddress} /> : null}
          {places.length ? (
            <ul className="mt-2 text-sm">
              {places.map((place) => (
                <li key={place.id}>
                  {t(
                    place.code === 'pudo'
                      ? 'delivery.collectionPoint'
                      : place.code === 'sts'
                        ? 'delivery.shipToStore'
                        : 'delivery.pickupAt',
                    { store: place.name, point: place.name },
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {pickupContact ? (
            <p className="text-sm">
              {t('delivery.collectedBy', {
                name: `${pickupContact.firstName} ${pickupContact.lastName}`,
                email: pickupContact.email,
              })}
            </p>
          ) : null}
          {recipients.map((r) => (
            <p key={r.id} className="text-sm">
              {t('delivery.emailedTo', { item: r.name, email: r.email ?? '' })}
            </p>
          ))}
        </div>
        <div>
          <h2 className="font-semibold">{t('checkout.paymentMethod')}</h2>
          {giftCards.length ? (
            <ul>
              {giftCards.map((card) => (
                <li key={card.id}>
                  {t('giftCard.applied', { last4: card.lastFour })}: {money(card.amount)}
                </li>
              ))}
            </ul>
          ) : null}
          <TenderSummary tenders={tenders} athlete={athlete} money={money} />
          {payment.status === 'covered' ? null : authorised ? (
            <p>
              {t('checkout.cardEnding', { brand: payment.cardType ?? '', last4: payment.lastFour ?? '' })}
              {giftCards.length || tenders.length ? `: ${money(remainingToPay)}` : null}
            </p>
          ) : (
            <p role="alert" className="text-red-800">
              {payment.status === 'authentication-failed'
                ? payment.error
                : payment.status === 'cancelled'
                  ? t('checkout.paymentCancelled')
                  : t('checkout.paymentNotAuthorised')}
            </p>
          )}
          <Link to={`/${locale}/checkout/billing`} className="text-sm underline">
            {t('checkout.changePayment')}
          </Link>
        </div>
        {billingAddress ? (
          <div>
            <h2 className="font-semibold">{t('checkout.billingAddress')}</h2>
            <AddressSummary address={billingAddress} />
          </div>
        ) : null}
      </div>
      {payment.status === 'authentication-failed' ? (
        // CHK-004: the cart starts again under a new id before the shopper pays again.
        <Form method="post" className="mt-8">
          <button type="submit" name="intent" value="restart-payment" className="btn-primary">
            {t('checkout.choosePaymentAgain')}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-8">
        <input type="hidden" name="idempotencyKey" value={orderKey} />
        <button
          type="submit"
          name="intent"
          value="place-order"
          className="btn-primary w-full sm:w-auto"
          disabled={!authorised || navigation.state === 'submitting'}
        >
          {t('checkout.placeOrder')}
        </button>
      </Form>
    </section>
  )
}

export function meta() {
  return [{ title: 'Checkout: review and place order' }, { name: 'robots', content: 'noindex' }]
}
