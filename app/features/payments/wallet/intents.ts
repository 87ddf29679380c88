/**
 * The wallets' posts (CHK-008), taken by the wallet route: the provider wallet from billing and its
 * Continue on the return page, and the device wallet's token. No imports: this module reaches the
 * browser.
 */
export const WALLET_INTENTS = {
  startWallet: 'start-wallet',
  completeWallet: 'complete-wallet',
  payWithDeviceWallet: 'pay-with-device-wallet',
} as const
