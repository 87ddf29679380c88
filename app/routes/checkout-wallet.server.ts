import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage, type ErrorTranslator } from '#app/models/errors.ts'
import { expressStoreContext, walletOutcome, type StoreContext } from '#app/models/wallet.ts'
import { createPaymentSession, setBillingAddress, setShippingAddress } from '#app/services/checkout.server.ts'
import { rememberCart } from '#app/features/cart/cart-session.server.ts'
import { addToCart } from '#app/features/cart/shopper-cart.server.ts'
import {
  addWalletInstrument,
  createWalletSession,
  getWalletSession,
  payWithDeviceWallet,
} from '#app/services/wallet.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import { DeviceWalletSchema, ExpressDeviceWalletSchema, ExpressWalletSchema } from '#app/validation/wallet.ts'
import { cartErrorMessage } from '#app/features/cart/cart-action.server.ts'
import { sendFingerprint } from '#app/features/payments/fingerprint.server.ts'
import { cartPath, checkoutPath } from '#app/models/paths.ts'
import { WALLET_INTENT_NAMES, WALLET_INTENTS } from '#app/features/payments/intents.ts'
import { badRequest, readIntent } from '#app/utils/intent.server.ts'
import { errorTranslator, validationTextFor } from '#app/utils/error-text.server.ts'
import { basketIdOf } from '#app/features/cart/index.server.ts'

/**
 * Wallet payments (CHK-008) and express pay from a product page (CHK-039). The provider wallet is a
 * redirect and a return: the shopper approves on the wallet's page, comes back to the return page
 * (a read), and its Continue post adds the wallet to the cart. The device wallet posts the token the
 * browser's wallet gave, which the provider turns into an authorised card session.
 */

function paths(shopper: Shopper) {
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

function failed(to: string, error: unknown, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  return redirectWithToast(to, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
}

/**
 * Opens a wallet session and sends the shopper to approve it. The wallet's page must be the
 * configured provider's: the storefront sends nobody elsewhere on an upstream's word.
 */
async function startWallet(shopper: Shopper, request: Request, from: string, express?: StoreContext) {
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

/** CHK-039: the product page's "Buy with PayPal": the item goes in the cart, then to the wallet. */
async function expressWallet(shopper: Shopper, request: Request, form: FormData) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const back = safeRedirect(form.get('redirectTo'), cartPath(locale))
  const submission = parseWithZod(form, { schema: ExpressWalletSchema })
  if (submission.status !== 'success') {
    // The same words as Add to cart without a size, in the shopper's language.
    const first = Object.values(submission.error ?? {}).flat()[0] ?? 'Please select a size'
    return redirectWithToast(back, { type: 'error', title: validationTextFor(locale, first) })
  }
  const { productId, upc, qty } = submission.value
  try {
    await addToCart(shopper, [{ productId, upc, qty, pdpUrl: back }])
  } catch (error) {
    return redirectWithToast(back, { type: 'error', title: cartErrorMessage(error, 'add-to-cart', t) })
  }
  return startWallet(shopper, request, back, 'paypalPdp')
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
 * CHK-039 the device wallet from the product page: the item goes in the cart, the wallet's address
 * becomes the shipping and billing address, its token pays a card session, and the summary shows
 * the order to place. Anything refused sends the shopper back to the product page with the message.
 */
async function expressDeviceWallet(shopper: Shopper, request: Request, form: FormData) {
  const t = errorTranslator(shopper.locale.locale)
  const { summary } = paths(shopper)
  const back = safeRedirect(form.get('redirectTo'), cartPath(shopper.locale.locale))
  const submission = parseWithZod(form, { schema: ExpressDeviceWalletSchema })
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? 'Please select a size'
    return redirectWithToast(back, { type: 'error', title: validationTextFor(shopper.locale.locale, first) })
  }
  const { productId, upc, qty, walletToken, ...address } = submission.value
  try {
    await addToCart(shopper, [{ productId, upc, qty, pdpUrl: back }])
  } catch (error) {
    return redirectWithToast(back, { type: 'error', title: cartErrorMessage(error, 'add-to-cart', t) })
  }
  const basketId = basketIdOf(shopper.session)!
  try {
    const { intent: _intent, redirectTo: _redirectTo, ...fields } = address
    const wallet = { ...fields, shippingId: 'me' }
    await setShippingAddress(shopper.api, basketId, wallet, shopper.env.CAPTCHA_TOKEN)
    rememberCart(shopper, await setBillingAddress(shopper.api, basketId, wallet))
    await sendFingerprint(shopper, request)
    const { provider } = await createPaymentSession(shopper.api, `${new URL(request.url).origin}${summary}`)
    await payWithDeviceWallet(shopper.api, provider.sessionId, walletToken)
    shopper.session.set('paymentSessionId', provider.sessionId)
    shopper.session.set('expressPay', { sessionId: provider.sessionId, storeContext: 'applePayPdp' })
    shopper.session.set('checkoutStep', 'summary')
    return redirect(summary, 303)
  } catch (error) {
    return failed(back, error, t)
  }
}

/**
 * The wallet route's posts, every one of them listed in WALLET_INTENTS (features/checkout/intents.ts):
 * express pay from the product page (which fills the cart first), then, on a cart, start (billing),
 * continue (return) and the device wallet's token.
 */
export async function walletAction(request: Request, shopper: Shopper) {
  const form = await request.formData()
  const intent = readIntent(form, WALLET_INTENT_NAMES)
  const noCart = () => !basketIdOf(shopper.session)
  const toCart = () => redirect(cartPath(shopper.locale.locale), 303)
  switch (intent) {
    case WALLET_INTENTS.expressWallet:
      return expressWallet(shopper, request, form)
    case WALLET_INTENTS.expressDeviceWallet:
      return expressDeviceWallet(shopper, request, form)
    case WALLET_INTENTS.startWallet:
      return noCart() ? toCart() : startWallet(shopper, request, paths(shopper).billing)
    case WALLET_INTENTS.completeWallet:
      return noCart() ? toCart() : completeWallet(shopper)
    case WALLET_INTENTS.payWithDeviceWallet:
      return noCart() ? toCart() : deviceWallet(shopper, request, form)
    default:
      return badRequest()
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
        ? { kind: outcome.kind, payerEmail: outcome.payerEmail, address: express ? outcome.address : null }
        : { kind: outcome.kind },
  }
}
