import { z } from 'zod'
import { CartSchema, PaymentSessionSchema, type Cart } from '#app/domain/cart/cart.ts'
import { WalletSessionResultSchema, type WalletSessionResult } from '#app/domain/payments/wallet.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** Wallet calls: the provider wallet's session (PAYPAL) and the device wallet's token. */

/** GET /cart/v1/paymentSession for the provider wallet: where the shopper approves the payment. */
export function createWalletSession(api: ApiClient, referer: string) {
  return api.request({
    path: '/cart/v1/paymentSession',
    query: { referer, paymentMethodId: 'PAYPAL', paymentMethod: 'PAYPAL' },
    schema: PaymentSessionSchema,
  })
}

/** The wallet's outcome, payer and address for a session (a read; nothing changes). */
export function getWalletSession(api: ApiClient, sessionId: string): Promise<WalletSessionResult> {
  return api.request({
    service: 'provider',
    path: `/provider/v1/wallet/sessions/${encodeURIComponent(sessionId)}`,
    schema: WalletSessionResultSchema,
    auth: false,
  })
}

/** POST /cart/v1/cart/{basketId}/paymentInstruments — the wallet's approved session pays the cart. */
export function addWalletInstrument(
  api: ApiClient,
  basketId: string,
  wallet: { token: string; sessionId: string },
): Promise<Cart> {
  return api.request({
    method: 'POST',
    path: callPath(CALL_TEMPLATES.paymentInstruments, { basketId }),
    body: { payment_method_id: 'PAYPAL', ...wallet },
    schema: CartSchema,
  })
}

/** The device wallet's token pays a card session: the provider authorises it like the hosted page. */
export function payWithDeviceWallet(api: ApiClient, sessionId: string, walletToken: string) {
  return api.request({
    method: 'POST',
    service: 'provider',
    path: `/provider/v1/sessions/${encodeURIComponent(sessionId)}/device-wallet`,
    body: { walletToken },
    schema: z.looseObject({ sessionId: z.string(), status: z.string() }),
    auth: false,
  })
}
