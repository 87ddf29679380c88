import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { useRef, useState } from 'react'
import { ThreeDSDialog } from '#app/features/checkout/ui/three-ds-dialog.tsx'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { getShopper } from '#app/context.server.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { checkoutDeliveries } from '#app/domain/checkout/checkout-delivery.ts'
import { formatMoney, formatPoints } from '#app/domain/market/site.ts'
import { walletPayer } from '#app/domain/payments/wallet.ts'
import { getPaymentSessionResult } from '#app/features/payments/api/provider.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { storeNames } from '#app/features/store-directory/api/stores.server.ts'
import { shownAddress } from '#app/validation/phone.ts'
import type { Route } from './+types/checkout-summary'
import { giftCardPayment } from '#app/domain/payments/payment.ts'
import { placeOrderKey } from '#app/features/checkout/summary.server.ts'
import { summaryAction } from './checkout-summary.server.ts'
import { SUMMARY_INTENTS } from '#app/features/checkout/intents.ts'
import {
  authenticationFailed,
  bnplApprovalNow,
  saveCardOffer,
  savedCardPayment,
} from '#app/features/payments/index.ts'
import { SaveCardOffer } from '#app/features/checkout/ui/save-card.tsx'
import { getI18n } from '#app/i18next.server.ts'
import { appliedTenders } from '#app/domain/payments/athlete-rewards.ts'
import { athletePayment } from '#app/domain/payments/payment.ts'
import { TenderSummary } from '#app/features/payments/athlete-rewards/parts.tsx'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const sessionId = shopper.session.get('paymentSessionId')
  // Reading the provider's result changes nothing: the order is placed by the form below.
  const [cart, payment] = await Promise.all([
    loadCart(shopper),
    sessionId ? getPaymentSessionResult(shopper.api, sessionId) : null,
  ])
  if (!cart || !(cart.shippingAddress ?? cart.billingAddress))
    throw redirect(checkoutPath(locale, 'shipping'))
  const deliveries = checkoutDeliveries(cart)
  const { giftCards, remainingToPay } = giftCardPayment(cart)
  const payLater = remainingToPay > 0 && bnplApprovalNow(shopper) !== null
  const tenders = appliedTenders(cart.paymentInstruments)
  // No card session: a saved card pays (chosen on billing, or express checkout's default card).
  const savedCard = payment || payLater ? undefined : await savedCardPayment(shopper, cart)
  // No card session: only gift cards, athlete payment or rewards that pay for everything, pay later or
  // a saved card get here.
  if (!payment && !payLater && !savedCard && (remainingToPay > 0 || !(giftCards.length || tenders.length))) {
    throw redirect(checkoutPath(locale, 'billing'))
  }
  // A store line names its store, never its id.
  const names = await storeNames(
    shopper.api,
    deliveries.stores.filter((p) => !p.name).map((p) => p.id),
  )
  return {
    locale,
    orderKey: placeOrderKey(shopper),
    shippingAddress: deliveries.needs.homeAddress
      ? (shownAddress(cart.shippingAddress, shopper.locale.locale) ?? null)
      : null,
    // CHK-007: where store and collection-point lines are collected, by whom; digital recipients.
    places: [
      ...deliveries.stores.map((p) => ({ ...p, name: p.name ?? names[p.id] })),
      ...deliveries.points,
    ].map((p) => ({ id: `${p.code}-${p.id}`, name: p.name, code: p.code })),
    pickupContact: deliveries.needs.pickupContact ? (cart.pickupContact ?? null) : null,
    recipients: deliveries.digital.map((d) => ({
      id: d.id,
      name: d.name,
      email: cart.digitalRecipients?.[d.id] ?? d.email ?? null,
    })),
    currency: cart.currency,
    giftCards,
    remainingToPay,
    saveCard: payment ? await saveCardOffer(shopper, payment) : null,
    billingAddress: shownAddress(cart.billingAddress, shopper.locale.locale) ?? null,
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
          // The provider wallet pays (PAYPAL): its payer instead of a card (CHK-008).
          walletPayer: walletPayer(cart, sessionId),
          // ERR-126: the catalogue's words for a failed 3DS authentication.
          error: authenticationFailed(payment)
            ? errorMessage('PAYMENT_AUTHENTICATION_ERROR', undefined, t)
            : null,
        }
      : savedCard
        ? {
            status: 'authorised' as const,
            cardType: savedCard.cardType,
            lastFour: savedCard.lastFour,
            error: null,
          }
        : { status: 'covered' as const, cardType: undefined, lastFour: undefined, error: null },
    // Pay later pays what is left: its approval stays in the session, only its name is shown.
    ...(payLater
      ? { payment: { status: 'pay-later' as const, cardType: undefined, lastFour: undefined, error: null } }
      : {}),
    title: getI18n(context).t('meta:checkout.summary'),
  }
}

/** The summary's posts (place order, save the card, choose a payment again): `summaryAction`. */
export async function action({ request, context }: Route.ActionArgs) {
  return summaryAction(request, getShopper(context), getI18n(context).t)
}

export default function SummaryStep({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, orderKey, shippingAddress, payment, giftCards, remainingToPay, currency } = loaderData
  const { places, pickupContact, recipients } = loaderData
  const { billingAddress, tenders, athlete } = loaderData
  const { t } = useTranslation(checkoutNs)
  const { t: tm } = useTranslation(tendersNs)
  const navigation = useNavigation()
  const authorised =
    payment.status === 'authorised' || payment.status === 'covered' || payment.status === 'pay-later'
  const money = (amount: number) => formatMoney(amount, currency, locale)
  const challenge = actionData && 'challenge' in actionData ? actionData.challenge : null
  const [closedChallenge, setClosedChallenge] = useState<typeof challenge>(null)
  // The button was disabled while posting, so the dialog cannot give focus back to it by itself.
  const placeOrderButton = useRef<HTMLButtonElement>(null)
  return (
    <section aria-labelledby="summary-heading">
      <h1 id="summary-heading" className="text-2xl font-bold">
        {t('checkout.reviewTitle')}
      </h1>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="summary-ship-to">
          <h2 id="summary-ship-to" className="font-semibold">
            {t('checkout.shipTo')}
          </h2>
          {shippingAddress ? <AddressSummary address={shippingAddress} /> : null}
          {places.length ? (
            <ul className="mt-2 text-sm">
              {places.map((place) => (
                <li key={place.id}>
                  {place.name
                    ? t(
                        place.code === 'pudo'
                          ? 'delivery.collectionPoint'
                          : place.code === 'sts'
                            ? 'delivery.shipToStore'
                            : 'delivery.pickupAt',
                        { store: place.name, point: place.name },
                      )
                    : t('delivery.pickupTitle')}
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
        </section>
        <div>
          <h2 className="font-semibold">{t('checkout.paymentMethod')}</h2>
          {giftCards.length ? (
            <ul>
              {giftCards.map((card) => (
                <li key={card.id}>
                  {t('common:labelled', {
                    label: tm('giftCard.applied', { last4: card.lastFour }),
                    value: money(card.amount),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <TenderSummary
            tenders={tenders}
            athlete={athlete}
            money={money}
            points={(count) => formatPoints(count, locale)}
          />
          {payment.status === 'covered' ? null : payment.status === 'pay-later' ? (
            <p>
              {tm('payLater.summary')}
              {giftCards.length ? `: ${money(remainingToPay)}` : null}
            </p>
          ) : authorised && typeof payment.walletPayer === 'string' ? (
            <p>{tm('wallet.paidWith', { email: payment.walletPayer })}</p>
          ) : authorised ? (
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
          <Link to={checkoutPath(locale, 'billing')} className="text-sm underline">
            {t('checkout.changePayment')}
          </Link>
          {loaderData.saveCard ? <SaveCardOffer card={loaderData.saveCard} /> : null}
        </div>
        {billingAddress ? (
          <section aria-labelledby="summary-billing-address">
            <h2 id="summary-billing-address" className="font-semibold">
              {t('checkout.billingAddress')}
            </h2>
            <AddressSummary address={billingAddress} />
          </section>
        ) : null}
      </div>
      {payment.status === 'authentication-failed' ? (
        // CHK-004: the cart starts again under a new id before the shopper pays again.
        <Form method="post" className="mt-8">
          <button type="submit" name="intent" value={SUMMARY_INTENTS.restartPayment} className="btn-primary">
            {t('checkout.choosePaymentAgain')}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-8">
        <CaptchaField action={CAPTCHA_ACTIONS.placeOrder} />
        <input type="hidden" name="idempotencyKey" value={orderKey} />
        <EnhancedField />
        <button
          ref={placeOrderButton}
          type="submit"
          name="intent"
          value={SUMMARY_INTENTS.placeOrder}
          className="btn-primary w-full sm:w-auto"
          disabled={!authorised || navigation.state === 'submitting'}
        >
          {t('checkout.placeOrder')}
        </button>
      </Form>
      {challenge && challenge !== closedChallenge ? (
        <ThreeDSDialog
          src={challenge.src}
          locale={locale}
          onClose={() => {
            setClosedChallenge(challenge)
            placeOrderButton.current?.focus()
          }}
        />
      ) : null}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
