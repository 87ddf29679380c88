/**
 * Express pay from the product page (CHK-039), with the provider wallet or the device's, taken by the
 * wallet route. No imports: this module reaches the browser (in the app shell, decision 022).
 */
export const EXPRESS_INTENTS = {
  expressWallet: 'express-wallet',
  expressDeviceWallet: 'express-device-wallet',
} as const
