import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import { errorDisplay, errorMessage, type ErrorTranslator } from '#app/models/errors.ts'
import {
  addGiftCardInstrument,
  checkGiftCardBalance,
  createPaymentSession,
  getPaymentMethods,
  removePaymentInstrument,
} from '#app/services/checkout.server.ts'
import { loadCart, rememberCart, basketIdOf } from '#app/features/cart/index.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'
import { applyLoyaltyVoucher } from '#app/services/loyalty.server.ts'
import { loyaltyVouchersOf } from '#app/features/loyalty/index.server.ts'
import { isUsableVoucher } from '#app/models/loyalty.ts'
import { badRequest, readIntent } from '#app/utils/intent.server.ts'
import { BILLING_INTENT_NAMES, BILLING_INTENTS } from './intents.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { giftCardPayment, rewardsEnabled } from '#app/models/payment.ts'
import {
  sendFingerprint,
  startBnpl,
  cardPaymentAction,
  athleteRewardsAction,
} from '#app/features/payments/index.server.ts'
import { ApplyVoucherSchema, GiftCardFormSchema, RemoveGiftCardSchema } from '#app/validation/checkout.ts'
import { setBillingAddressAction } from '#app/features/checkout/billing-address.server.ts'
import { cartPath, checkoutPath } from '#app/models/paths.ts'
import { marketOf, marketPaymentMethods } from '#app/models/market.ts'
import { errorTranslator } from '#app/utils/error-text.server.ts'

/**
 * The loyalty rewards a signed-in member can use on this cart (CHK-012, CHK-013, CHK-023): none for
 * guests, non-members, unconfirmed members or under the locale's minimum points.
 */
export async function loyaltyRewards(shopper: Shopper, cart: Cart) {
  if (!isSignedIn(shopper)) return null
  try {
    const loyalty = await loyaltyVouchersOf(shopper)
    const points = loyalty.currentLoyaltyPoints
    if (!rewardsEnabled({ points, locale: shopper.locale.locale })) return null
    const vouchers = loyalty.applicableLoyaltyVouchers
      .filter((v) => isUsableVoucher(v, points))
      .map((v) => ({ id: v.id, points: v.points, amount: v.amountInCurrency }))
    return vouchers.length ? { points, vouchers, applied: cart.appliedLoyaltyVoucher ?? null } : null
  } catch (error) {
    if (!isApiError(error)) throw error
    return null
  }
}

/** CHK-023: applies a voucher; REW codes (REW401, REW130, REW135, REW140) show at the top (CHK-012, CHK-014). */
async function applyVoucher(shopper: Shopper, basketId: string, form: FormData, t: TFunction) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const submission = parseWithZod(form, { schema: ApplyVoucherSchema })
  if (submission.status !== 'success') return badRequest('Bad request')
  try {
    rememberCart(shopper, await applyLoyaltyVoucher(shopper.api, basketId, submission.value.voucherId))
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.session.flash('checkoutNotice', {
      type: 'error',
      message: errorMessage(error.errorId, error.message, t),
    })
    return redirect(billing, 303)
  }
  return redirectWithToast(billing, { type: 'success', title: t('rewards.appliedToast', { ns: 'checkout' }) })
}

/**
 * CHK-020: the methods the cart can pay with (GET paymentMethods), kept to those the shopper's market
 * offers (CHK-008, decision 050); the optional ones (pay later, the provider wallet) are offered only
 * when listed. A failed read offers only what always works.
 */
export async function paymentMethodsFor(shopper: Shopper, basketId: string) {
  try {
    const methods = await getPaymentMethods(shopper.api, basketId)
    return marketPaymentMethods(marketOf(shopper.locale.site.id), methods)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'payment methods not read')
    return null
  }
}

/**
 * Card payment goes through the provider's hosted payment page: the storefront never sees a card
 * number. This post opens a provider session and sends the shopper there; the provider sends them
 * back to the summary step.
 */
async function startCardPayment(shopper: Shopper, request: Request) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const returnUrl = `${new URL(request.url).origin}${checkoutPath(locale, 'summary')}`
  try {
    await sendFingerprint(shopper, request)
    const { provider } = await createPaymentSession(shopper.api, returnUrl)
    if (new URL(provider.redirectUrl).origin !== new URL(shopper.env.paymentProviderUrl).origin) {
      throw new Error(`Payment page outside the configured provider: ${provider.redirectUrl}`)
    }
    shopper.session.set('paymentSessionId', provider.sessionId)
    shopper.session.set('checkoutStep', 'summary')
    return redirect(provider.redirectUrl, 303)
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(checkoutPath(locale, 'billing'), {
      type: 'error',
      title: errorMessage(error.errorId, error.message, t),
    })
  }
}

/**
 * ERR-119 / ERR-120: gift card codes (GC_INVALID2, GC_ALREADY_APPLIED, GC_NOT_ALLOWED,
 * GC_ZERO_BALANCE and the other GFC/GFO codes) sit at the gift card input; the payment errors at the
 * top of the form.
 */
function giftCardErrors(error: ApiError, t: ErrorTranslator) {
  const message = errorMessage(error.errorId, error.message, t)
  return errorDisplay(error.errorId, 'add-payment') === 'inline-gift-card'
    ? { fieldErrors: { cardNumber: [message] } }
    : { formErrors: [message] }
}

/**
 * The billing step's posts, every one of them listed in BILLING_INTENTS (features/checkout/intents.ts):
 * card payment (hosted page, hosted fields, saved cards), pay later, the billing address, athlete
 * payment and rewards, loyalty vouchers, gift cards (check, apply, remove), and continue when covered.
 */
export async function billingAction(request: Request, shopper: Shopper, t: TFunction) {
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  const form = await request.formData()
  const intent = readIntent(form, BILLING_INTENT_NAMES)
  const basketId = () => {
    const id = basketIdOf(shopper.session)
    if (!id) throw redirect(cartPath(locale))
    return id
  }
  switch (intent) {
    case BILLING_INTENTS.startCardPayment:
      return startCardPayment(shopper, request)
    case BILLING_INTENTS.startPayLater:
      return startBnpl(shopper, request, t)
    // Hosted card fields and saved cards (CHK-037, ACCT-021..024).
    case BILLING_INTENTS.startHostedFields:
    case BILLING_INTENTS.payWithCard:
    case BILLING_INTENTS.payWithSavedCard:
    case BILLING_INTENTS.makeMainCard:
    case BILLING_INTENTS.removeSavedCard:
      return cardPaymentAction(intent, form, request, shopper, t)
    case BILLING_INTENTS.setBillingAddress:
      basketId()
      return setBillingAddressAction(shopper, form, t)
    case BILLING_INTENTS.applyAthletePayment:
    case BILLING_INTENTS.applyPoints:
    case BILLING_INTENTS.applyReward:
    case BILLING_INTENTS.removeTender:
      return athleteRewardsAction(shopper, basketId(), intent, form, t)
    case BILLING_INTENTS.continueToReview: {
      basketId()
      const cart = await loadCart(shopper)
      if (!cart || giftCardPayment(cart).remainingToPay > 0) return redirect(billing, 303)
      // The gift cards pay for everything: no card session is needed.
      shopper.session.unset('paymentSessionId')
      shopper.session.set('checkoutStep', 'summary')
      return redirect(checkoutPath(locale, 'summary'), 303)
    }
    case BILLING_INTENTS.applyVoucher:
      return applyVoucher(shopper, basketId(), form, t)
    case BILLING_INTENTS.removeGiftCard:
      return removeGiftCard(shopper, basketId(), form, t)
    case BILLING_INTENTS.checkGiftCard:
    case BILLING_INTENTS.applyGiftCard:
      return giftCardAction(shopper, basketId(), form, t)
    default:
      return badRequest()
  }
}

/** Removes a gift card from the payment. */
async function removeGiftCard(shopper: Shopper, basketId: string, form: FormData, t: TFunction) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const submission = parseWithZod(form, { schema: RemoveGiftCardSchema })
  if (submission.status !== 'success') return badRequest('Bad request')
  try {
    rememberCart(shopper, await removePaymentInstrument(shopper.api, basketId, submission.value.instrumentId))
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(billing, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
  }
  return redirectWithToast(billing, { type: 'success', title: t('giftCard.removed', { ns: 'checkout' }) })
}

/** Checks a gift card's balance or applies it (ERR-119, ERR-120 at the card number). */
async function giftCardAction(shopper: Shopper, basketId: string, form: FormData, t: TFunction) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const submission = parseWithZod(form, { schema: GiftCardFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['pin'] }), balance: null }, { status: 400 })
  }
  const { cardNumber, pin } = submission.value
  try {
    if (submission.value.intent === BILLING_INTENTS.checkGiftCard) {
      const balance = await checkGiftCardBalance(shopper.api, { cardNumber, pin, cartId: basketId })
      return {
        result: submission.reply({ hideFields: ['pin'] }),
        balance: { amount: balance.balance, currency: balance.currency ?? null },
      }
    }
    rememberCart(shopper, await addGiftCardInstrument(shopper.api, basketId, { cardNumber, pin }))
  } catch (error) {
    if (!isApiError(error)) throw error
    return data(
      { result: submission.reply({ ...giftCardErrors(error, t), hideFields: ['pin'] }), balance: null },
      { status: 400 },
    )
  }
  return redirectWithToast(billing, {
    type: 'success',
    title: t('giftCard.appliedToast', { ns: 'checkout' }),
  })
}
