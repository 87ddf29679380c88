import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import {
  activeBnplApproval,
  bnplOutcome,
  bnplPaymentMethod,
  offersBnpl,
  type BnplOutcome,
} from '#app/domain/payments/bnpl.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  addBnplInstrument,
  authorizeBnpl,
  createBnplSession,
} from '#app/features/payments/api/bnpl.server.ts'
import { rememberCart, loadCart, basketIdOf } from '#app/features/cart/index.server.ts'
import { giftCardPayment } from '#app/domain/payments/payment.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'
import type { MethodContext, OfferContext } from '../method-context.server.ts'
import type { PAY_LATER_INTENTS } from './intents.ts'

/**
 * Pay later on the billing step (000 §4 Order payment; CHK-035, CHK-038): whether it is offered, the
 * three calls behind "Pay later", and the payment it gives place order.
 */

/**
 * What the billing step needs to offer pay later: the provider's script (CHK-038) and whether gift
 * cards pay part (pay later then pays the rest). Null when the cart's payment methods do not list the
 * provider or nothing is left to pay; a failed methods call offers nothing rather than failing the page.
 */
function bnplOption(shopper: Shopper, cart: Cart, methods: readonly { id: string }[] | null) {
  const { giftCards, remainingToPay } = giftCardPayment(cart)
  if (!offersBnpl(methods, remainingToPay)) return null
  return { scriptUrl: shopper.env.bnplScriptUrl, rest: giftCards.length > 0 }
}

/** The billing step's part: pay later where the cart's payment methods list it. */
export async function payLaterOffer({ shopper, cart, methods }: OfferContext) {
  return { payLater: bnplOption(shopper, cart, await methods) }
}

/** The session, the instrument, then authorize; an upstream failure on the way is an error. */
async function runFlow(shopper: Shopper, basketId: string, referer: string): Promise<BnplOutcome> {
  try {
    const { provider } = await createBnplSession(shopper.api, referer)
    rememberCart(shopper, await addBnplInstrument(shopper.api, basketId, provider.sessionId))
    const answer = await authorizeBnpl(shopper.api, shopper.env.BNPL_AUTHORIZE_PATH, {
      sessionId: provider.sessionId,
      basketId,
    })
    return bnplOutcome(answer)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId, correlationId: error.correlationId }, 'pay later failed')
    return { kind: 'error' }
  }
}

/**
 * "Pay later" (a plain post, intent start-pay-later). Approved: the token stays in the session and
 * the shopper reviews the order. show_form: nothing changes; the shopper is back on billing with a
 * note that the provider needs more from them. Anything else: PAY400 at the top (ERR-125), no order.
 */
async function startBnpl(shopper: Shopper, request: Request, t: TFunction) {
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  const basketId = basketIdOf(shopper.session)
  if (!basketId) throw redirect(cartPath(locale))
  const cart = await loadCart(shopper)
  if (!cart || giftCardPayment(cart).remainingToPay <= 0) return redirect(billing, 303)

  const outcome = await runFlow(shopper, basketId, `${new URL(request.url).origin}${billing}`)
  switch (outcome.kind) {
    case 'approved':
      shopper.session.set('bnplApproval', { basketId, authorizationToken: outcome.authorizationToken })
      // A card session started or a saved card chosen before is not what pays any more.
      shopper.session.unset('paymentSessionId')
      shopper.session.unset('savedCardId')
      shopper.session.set('checkoutStep', 'summary')
      return redirect(checkoutPath(locale, 'summary'), 303)
    case 'none':
      shopper.session.flash('checkoutNotice', {
        type: 'info',
        message: t('payLater.moreDetails', { ns: 'tenders' }),
      })
      return redirect(billing, 303)
    case 'error':
      shopper.session.unset('bnplApproval')
      shopper.session.flash('checkoutNotice', {
        type: 'error',
        message: errorMessage('PAY400', undefined, t),
      })
      return redirect(billing, 303)
  }
}

/** The billing step's one pay-later post (PAY_LATER_INTENTS). */
export async function payLaterAction(
  _intent: (typeof PAY_LATER_INTENTS)[keyof typeof PAY_LATER_INTENTS],
  { request, shopper, t }: MethodContext,
) {
  return startBnpl(shopper, request, t)
}

/** The pay-later approval that pays for the shopper's cart now, if pay later was their last choice. */
export function bnplApprovalNow(shopper: Shopper) {
  return activeBnplApproval(
    shopper.session.get('bnplApproval'),
    basketIdOf(shopper.session),
    shopper.session.get('paymentSessionId'),
  )
}

/** Place order's payment method when pay later pays (KLARNA with the authorization token), else null. */
export function bnplPaymentFor(shopper: Shopper) {
  const approval = bnplApprovalNow(shopper)
  return approval ? bnplPaymentMethod(approval) : null
}
