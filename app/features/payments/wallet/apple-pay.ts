declare global {
  interface Window {
    /** Safari's Apple Pay entry point: present only where the device can have the wallet. */
    ApplePaySession?: { canMakePayments(): boolean }
  }
}

/**
 * Whether this browser can have the device wallet at all, asked of `window.ApplePaySession` without a
 * network call. Asked first because a PaymentRequest for the Apple Pay method in any other browser
 * makes it fetch the method's manifest from apple.com, which the page's CSP (rightly) refuses; and
 * asked before the wallet's code is loaded, so that a browser without the wallet loads none of it.
 * Imports nothing: the billing step and the product page ask it from their first load.
 */
export function applePayPossible(): boolean {
  try {
    return window.ApplePaySession?.canMakePayments() === true
  } catch {
    // Safari throws outside a secure context: no wallet there.
    return false
  }
}
