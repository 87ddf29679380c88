import type { Shopper } from '#app/context.server.ts'
import type { Cart, PaymentSessionResult } from '#app/domain/cart/cart.ts'
import { coveringTender } from '#app/domain/payments/athlete-rewards.ts'
import { walletInstrument } from '#app/domain/payments/wallet.ts'
import { addCardInstrument } from '#app/features/cart/index.server.ts'
import { getPaymentSessionResult } from '#app/features/payments/api/provider.server.ts'
import { giftCardPayment } from '#app/domain/payments/payment.ts'
import { attachSavedCard } from './saved-card/saved-card.server.ts'
import { bnplPaymentFor } from './pay-later/pay-later.server.ts'

/** The issuer challenge (3DS) failed: the payment cannot go on with this cart (CHK-004). */
export function authenticationFailed(payment: Pick<PaymentSessionResult, 'status' | 'threeDSResult'>) {
  return payment.status === 'refused' && payment.threeDSResult === 'N'
}

/**
 * What pays for the order, in the order the shopper's choices take effect: the athlete payment or
 * rewards, or gift cards, that cover everything; pay later, a saved card, the provider wallet, then the card session's token.
 */
export async function paymentFor(
  shopper: Shopper,
  basketId: string,
  sessionId: string | undefined,
  cart: Cart,
): Promise<
  | { paid: Cart; paymentMethod: { code: string; additionalData: Record<string, string | undefined> } }
  | { kind: 'not-authorised' }
  | { kind: 'authentication-failed' }
> {
  const { giftCards, remainingToPay } = giftCardPayment(cart)
  // The athlete payment or rewards pay for everything (no gift card): no card is needed either.
  const covering = giftCards.length ? null : coveringTender(cart.paymentInstruments, remainingToPay)
  if (covering) return { paid: cart, paymentMethod: covering }
  if (remainingToPay <= 0 && giftCards.length) {
    return {
      paid: cart,
      paymentMethod: { code: 'GIFT_CARD', additionalData: { paymentInstrumentId: giftCards[0]!.id } },
    }
  }
  // Pay later, when it was the shopper's last choice, pays what the gift cards leave (CHK-035).
  const payLater = bnplPaymentFor(shopper)
  if (payLater) return { paid: cart, paymentMethod: payLater }
  if (!sessionId) return (await attachSavedCard(shopper, basketId, cart)) ?? { kind: 'not-authorised' }
  // CHK-008: the provider wallet's approval was added to the cart on its return; the order names it.
  const wallet = walletInstrument(cart, sessionId)
  if (wallet) {
    return {
      paid: cart,
      paymentMethod: {
        code: 'PAYPAL',
        additionalData: { paymentInstrumentId: wallet.payment_instrument_id },
      },
    }
  }
  const payment = await getPaymentSessionResult(shopper.api, sessionId)
  if (authenticationFailed(payment)) return { kind: 'authentication-failed' }
  if (payment.status !== 'authorised' || !payment.token) return { kind: 'not-authorised' }
  const paid = await addCardInstrument(shopper.api, basketId, { token: payment.token, sessionId })
  const instrument = paid.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
  return {
    paid,
    paymentMethod: {
      code: 'CREDIT_CARD',
      additionalData: {
        paymentInstrumentId: instrument?.payment_instrument_id,
        cardType: payment.cardType,
        bin: payment.bin,
        threeDS2Result: payment.threeDSResult,
        // A card from the device's wallet says so (decision 014).
        ...(typeof payment.walletType === 'string' ? { walletType: payment.walletType } : {}),
      },
    },
  }
}
