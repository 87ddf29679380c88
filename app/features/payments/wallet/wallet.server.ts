import { shownAddress } from '#app/validation/phone.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { expressStoreContext, walletOutcome, type StoreContext } from '#app/domain/payments/wallet.ts'
import {
  createPaymentSession,
  setBillingAddress,
  setShippingAddress,
  basketIdOf,
  rememberCart,
} from '#app/features/cart/index.server.ts'
import {
  addWalletInstrument,
  createWalletSession,
  getWalletSession,
  payWithDeviceWallet,
} from '#app/features/payments/api/wallet.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'
import { badRequest } from '#app/platform/http/intent.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { sendFingerprint } from '../fingerprint.server.ts'
import type { MethodContext, OfferContext } from '../method-context.server.ts'
import { WALLET_INTENTS } from './intents.ts'
import { DeviceWalletSchema } from './schema.ts'

/**
 * Wallet payments (CHK-008; decision 014): PAYPAL and the device wallet (which pays as CREDIT_CARD).
 * The provider wallet is a redirect and a return: the shopper approves on the wallet's page, comes back
 * to the return page (a read), and its Continue post adds the wallet to the cart. The device wallet
 * posts the token the browser's wallet gave, which the provider turns into an authorised card session.
 * Express pay from a product page (../express/) starts the same wallet.
 */

export function paths(shopper: Shopper) {
  const locale = shopper.locale.locale
  return {
    billing: checkoutPath(locale, 'billing'),
    summary: checkoutPath(locale, 'summary'),
    shipping: checkoutPath(locale, 'shipping'),
    back: checkoutPath(locale, 'wallet'),
  }
}

function sameOrigin(url: string, expected: string) {
  try {
    return new URL(url).origin === new URL(expected).origin
  } catch {
    return false
  }
}

export function failed(to: string, error: unknown, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  return redirectWithToast(to, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
}

/**
 * Opens a wallet session and sends the shopper to approve it. The wallet's page must be the
 * configured provider's: the storefront sends nobody elsewhere on an upstream's word.
 */
export async function startWallet(shopper: Shopper, request: Request, from: string, express?: StoreContext) {
  const t = errorTranslator(shopper.locale.locale)
  try {
    const returnUrl = `${new URL(request.url).origin}${paths(shopper).back}`
    // CHK-029: the fraud check's fingerprint goes first, as for a card.
    await sendFingerprint(shopper, request)
    const { provider } = await createWalletSession(shopper.api, returnUrl)
    if (!sameOrigin(provider.redirectUrl, shopper.env.paymentProviderUrl)) {
      // Fails closed: the shopper stays here and is told the payment could not start.
      shopper.logger.error({ sessionId: provider.sessionId }, 'wallet page outside the configured provider')
      return redirectWithToast(from, { type: 'error', title: errorMessage('PAY400', undefined, t) })
    }
    shopper.session.set('walletSessionId', provider.sessionId)
    if (express) shopper.session.set('expressPay', { sessionId: provider.sessionId, storeContext: express })
    else shopper.session.unset('expressPay')
    return redirect(provider.redirectUrl, 303)
  } catch (error) {
    return failed(from, error, t)
  }
}

/**
 * The Continue post of the return page: the approved wallet pays the cart. Express pay also takes
 * the wallet's address for delivery and billing, as the shopper never saw the shipping step.
 */
async function completeWallet(shopper: Shopper) {
  const t = errorTranslator(shopper.locale.locale)
  const { billing, summary, shipping } = paths(shopper)
  const sessionId = shopper.session.get('walletSessionId')
  const basketId = basketIdOf(shopper.session)
  if (!basketId) return redirect(cartPath(shopper.locale.locale), 303)
  if (!sessionId) return redirect(billing, 303)
  try {
    const outcome = walletOutcome(await getWalletSession(shopper.api, sessionId))
    if (outcome.kind !== 'approved') {
      return redirectWithToast(billing, { type: 'error', title: errorMessage('PAY400', undefined, t) })
    }
    if (expressStoreContext(shopper.session.get('expressPay'), sessionId)) {
      if (!outcome.address) return redirect(shipping, 303)
      try {
        await setShippingAddress(shopper.api, basketId, outcome.address, shopper.env.CAPTCHA_TOKEN)
        rememberCart(shopper, await setBillingAddress(shopper.api, basketId, outcome.address))
      } catch (error) {
        // The wallet's address does not suit this cart: the shopper gives one at the shipping step.
        if (!isApiError(error)) throw error
        shopper.session.flash('checkoutNotice', {
          type: 'error',
          message: errorMessage(error.errorId, error.message, t),
        })
        return redirect(shipping, 303)
      }
    }
    const cart = await addWalletInstrument(shopper.api, basketId, { token: outcome.token, sessionId })
    rememberCart(shopper, cart)
    // The summary reads the session like a card's; the cart's PAYPAL instrument says it is the wallet.
    shopper.session.set('paymentSessionId', sessionId)
    shopper.session.set('checkoutStep', 'summary')
    return redirect(summary, 303)
  } catch (error) {
    return failed(billing, error, t)
  }
}

/** The device wallet's token (JavaScript only): an authorised card session, then the summary. */
async function deviceWallet(shopper: Shopper, request: Request, form: FormData) {
  const t = errorTranslator(shopper.locale.locale)
  const { billing, summary } = paths(shopper)
  const submission = parseWithZod(form, { schema: DeviceWalletSchema })
  if (submission.status !== 'success') return badRequest('Bad request')
  if (!basketIdOf(shopper.session)) return redirect(cartPath(shopper.locale.locale), 303)
  try {
    await sendFingerprint(shopper, request)
    const { provider } = await createPaymentSession(shopper.api, `${new URL(request.url).origin}${summary}`)
    await payWithDeviceWallet(shopper.api, provider.sessionId, submission.value.walletToken)
    shopper.session.set('paymentSessionId', provider.sessionId)
    shopper.session.unset('expressPay')
    shopper.session.set('checkoutStep', 'summary')
    return redirect(summary, 303)
  } catch (error) {
    return failed(billing, error, t)
  }
}

/**
 * The wallets' posts (WALLET_INTENTS) at the wallet route, on the session's cart: start (billing),
 * continue (return) and the device wallet's token.
 */
export async function walletAction(
  intent: (typeof WALLET_INTENTS)[keyof typeof WALLET_INTENTS],
  { form, request, shopper }: MethodContext,
) {
  const noCart = () => !basketIdOf(shopper.session)
  const toCart = () => redirect(cartPath(shopper.locale.locale), 303)
  switch (intent) {
    case WALLET_INTENTS.startWallet:
      return noCart() ? toCart() : startWallet(shopper, request, paths(shopper).billing)
    case WALLET_INTENTS.completeWallet:
      return noCart() ? toCart() : completeWallet(shopper)
    case WALLET_INTENTS.payWithDeviceWallet:
      return noCart() ? toCart() : deviceWallet(shopper, request, form)
  }
}

/** The billing step's part: the provider wallet where the cart can pay with it (CHK-008). */
export async function walletOffer({ methods, request }: OfferContext) {
  return {
    wallet: Boolean((await methods)?.some((m) => m.id === 'PAYPAL')),
    // The wallet's cancel link only tells us through the return (CHK-008).
    walletCancelled: new URL(request.url).searchParams.get('wallet') === 'cancelled',
  }
}

/**
 * The return page's data: the wallet's outcome for the session the shopper was sent to. A read:
 * nothing changes until the shopper posts Continue. A cancel at billing goes back there with the
 * message; an express cancel is told on this page.
 */
export async function walletReturn(shopper: Shopper) {
  const { billing } = paths(shopper)
  const sessionId = shopper.session.get('walletSessionId')
  if (!sessionId) throw redirect(billing)
  const express = expressStoreContext(shopper.session.get('expressPay'), sessionId)
  let outcome
  try {
    outcome = walletOutcome(await getWalletSession(shopper.api, sessionId))
  } catch (error) {
    if (!isApiError(error)) throw error
    outcome = { kind: 'refused' as const }
  }
  if (outcome.kind === 'cancelled' && !express) throw redirect(`${billing}?wallet=cancelled`)
  return {
    locale: shopper.locale.locale,
    express: Boolean(express),
    outcome:
      outcome.kind === 'approved'
        ? {
            kind: outcome.kind,
            payerEmail: outcome.payerEmail,
            address: express ? shownAddress(outcome.address, shopper.locale.locale) : null,
          }
        : { kind: outcome.kind },
  }
}
