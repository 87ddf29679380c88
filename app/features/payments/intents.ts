/** The payment providers' posts: no imports, this module reaches the browser. */

/**
 * The wallet route's posts (CHK-008, CHK-039): the provider wallet from billing and its Continue on
 * the return page, the device wallet's token, and express pay from the product page with either.
 */
export const WALLET_INTENTS = {
  startWallet: 'start-wallet',
  completeWallet: 'complete-wallet',
  payWithDeviceWallet: 'pay-with-device-wallet',
  expressWallet: 'express-wallet',
  expressDeviceWallet: 'express-device-wallet',
} as const
export const WALLET_INTENT_NAMES = Object.values(WALLET_INTENTS)
