import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { cartPath } from '#app/domain/paths/paths.ts'
import {
  createPaymentSession,
  setBillingAddress,
  setShippingAddress,
  addToCart,
  basketIdOf,
  cartErrorMessage,
  rememberCart,
} from '#app/features/cart/index.server.ts'
import { payWithDeviceWallet } from '#app/features/payments/api/wallet.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { errorTranslator, validationTextFor } from '#app/error-text.server.ts'
import { sendFingerprint } from '../fingerprint.server.ts'
import type { MethodContext } from '../method-context.server.ts'
import { failed, paths, startWallet } from '../wallet/wallet.server.ts'
import { EXPRESS_INTENTS } from './intents.ts'
import { ExpressDeviceWalletSchema, ExpressWalletSchema } from './schema.ts'

/**
 * Express pay from a product page (CHK-039; decision 014): the item goes into the shopper's cart and
 * the wallet pays it, the provider wallet (PAYPAL, returning to the wallet route) or the device's (a
 * card session). Anything refused sends the shopper back to the product page with the message.
 */

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

/** Express pay's posts (EXPRESS_INTENTS) at the wallet route: they fill the cart first. */
export async function expressAction(
  intent: (typeof EXPRESS_INTENTS)[keyof typeof EXPRESS_INTENTS],
  { form, request, shopper }: MethodContext,
) {
  if (intent === EXPRESS_INTENTS.expressWallet) return expressWallet(shopper, request, form)
  return expressDeviceWallet(shopper, request, form)
}
