import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError, type ApiError } from '#app/domain/errors/api-error.ts'
import { errorDisplay, errorMessage } from '#app/domain/errors/errors.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { checkGiftCardBalance } from '#app/features/cart/index.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { GiftCardBalanceSchema } from '#app/features/help/schemas/gift-card-balance.ts'
import { helpContent } from './content.server.ts'
import { GIFT_CARD_BALANCE_INTENTS } from './intents.ts'

/**
 * The gift card balance page: the `gift-card` content (CMS-004) and the balance check through the
 * billing step's call (POST /cart/v1/giftcard/balance). The GFC codes show where the error catalogue
 * puts them: at the card number (ERR-052..058), anything else above the form. The PIN never comes
 * back to the page.
 */

const HIDE = ['pin']

export async function giftCardPageData(shopper: Shopper, request: Request) {
  return {
    page: await helpContent(shopper, 'gift-card', new URL(request.url)),
    locale: shopper.locale.locale,
    honeypot: honeypotInputProps(),
  }
}

/** Where a balance error shows: the catalogue's inline gift card errors at the number, others on top. */
function balanceErrors(error: ApiError, t: TFunction) {
  if (!error.errorId) return { formErrors: [t('help:giftCard.failed')] }
  const message = errorMessage(error.errorId, error.message, t)
  return errorDisplay(error.errorId, 'add-payment') === 'inline-gift-card'
    ? { fieldErrors: { cardNumber: [message] } }
    : { formErrors: [message] }
}

export async function giftCardBalanceAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  if (!isIntent(form, GIFT_CARD_BALANCE_INTENTS.checkBalance)) return badRequest()
  const submission = parseWithZod(form, { schema: GiftCardBalanceSchema })
  if (!passesHoneypot(form))
    return data(
      { result: submission.reply({ formErrors: [t('help:spam')], hideFields: HIDE }), balance: null },
      { status: 400 },
    )
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: HIDE }), balance: null }, { status: 400 })
  const { cardNumber, pin } = submission.value
  try {
    const result = await checkGiftCardBalance(shopper.api, { cardNumber, pin })
    const currency = result.currency ?? shopper.locale.site.currency
    return {
      result: submission.reply({ hideFields: HIDE }),
      balance: {
        amount: formatMoney(result.balance, currency, shopper.locale.locale),
        // GFC740's words beside a zero balance (ERR-058).
        note: result.balance <= 0 ? errorMessage('GFC740', undefined, t) : null,
        lastFour: cardNumber.slice(-4),
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return data(
      { result: submission.reply({ ...balanceErrors(error, t), hideFields: HIDE }), balance: null },
      { status: 400 },
    )
  }
}
