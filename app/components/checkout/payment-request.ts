/**
 * What the storefront asks the browser's wallet for (Payment Request API), shared by the billing
 * step and the product page's express pay.
 */
export const DEVICE_WALLET_METHODS: PaymentMethodData[] = [
  {
    supportedMethods: 'https://apple.com/apple-pay',
    data: {
      version: 3,
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex'],
    },
  },
]

export function paymentDetails(amount: number, currency: string): PaymentDetailsInit {
  return { total: { label: 'Total', amount: { currency, value: amount.toFixed(2) } } }
}

/** The wallet's opaque payment token from the browser's answer, if it gave one. */
export function walletTokenOf(response: PaymentResponse): string | null {
  const token = (response.details as { token?: { paymentData?: unknown } } | undefined)?.token
  return typeof token?.paymentData === 'string' ? token.paymentData : null
}

/** The shopper closed the wallet's sheet: nothing went wrong. */
export function closedByShopper(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError'
}
