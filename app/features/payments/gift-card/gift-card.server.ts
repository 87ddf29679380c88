import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/domain/errors/api-error.ts'
import { errorDisplay, errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import {
  addGiftCardInstrument,
  checkGiftCardBalance,
  removePaymentInstrument,
  rememberCart,
} from '#app/features/cart/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { badRequest } from '#app/platform/http/intent.server.ts'
import type { BillingContext } from '../method-context.server.ts'
import { GIFT_CARD_INTENTS } from './intents.ts'
import { GiftCardFormSchema, RemoveGiftCardSchema } from './schema.ts'

/** Gift cards on the billing step (GIFT_CARD, CHK-008, CHK-024): check a balance, apply, remove. */

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
  return redirectWithToast(billing, { type: 'success', title: t('giftCard.removed', { ns: 'tenders' }) })
}

/** Checks a gift card's balance or applies it (ERR-119, ERR-120 at the card number). */
async function checkOrApply(shopper: Shopper, basketId: string, form: FormData, t: TFunction) {
  const billing = checkoutPath(shopper.locale.locale, 'billing')
  const submission = parseWithZod(form, { schema: GiftCardFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['pin'] }), balance: null }, { status: 400 })
  }
  const { cardNumber, pin } = submission.value
  try {
    if (submission.value.intent === GIFT_CARD_INTENTS.checkGiftCard) {
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
    title: t('giftCard.appliedToast', { ns: 'tenders' }),
  })
}

/** The billing step's gift card posts (GIFT_CARD_INTENTS), for the session's cart. */
export async function giftCardAction(
  intent: (typeof GIFT_CARD_INTENTS)[keyof typeof GIFT_CARD_INTENTS],
  { form, shopper, t, basketId }: BillingContext,
) {
  if (intent === GIFT_CARD_INTENTS.removeGiftCard) return removeGiftCard(shopper, basketId(), form, t)
  return checkOrApply(shopper, basketId(), form, t)
}
