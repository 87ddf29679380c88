import { useEffect, useState } from 'react'
import { applePayPossible } from './apple-pay.ts'

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

/**
 * The device wallet's state and its pay action, shared by the billing step and the product page:
 * offered only where the browser has Apple Pay (`applePayPossible`) and says it can pay
 * (`canMakePayment()`); `read` takes what the post needs from the wallet's answer (null: the answer is
 * not enough, the payment fails); `onPaid` posts it.
 */
export function useDeviceWallet<T>({
  amount,
  currency,
  options,
  read,
  onPaid,
}: {
  amount: number
  currency: string
  options?: PaymentOptions
  read: (response: PaymentResponse) => T | null
  onPaid: (value: T) => void
}) {
  const [available, setAvailable] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (typeof window.PaymentRequest !== 'function' || !applePayPossible()) return
    let current = true
    try {
      new PaymentRequest(DEVICE_WALLET_METHODS, paymentDetails(amount, currency), options)
        .canMakePayment()
        .then((can) => current && setAvailable(can))
        .catch(() => undefined)
    } catch {
      // A browser that refuses the method has no such wallet: nothing is offered.
    }
    return () => {
      current = false
    }
  }, [amount, currency, options])

  async function pay() {
    setFailed(false)
    let response: PaymentResponse
    try {
      response = await new PaymentRequest(
        DEVICE_WALLET_METHODS,
        paymentDetails(amount, currency),
        options,
      ).show()
    } catch (error) {
      if (!closedByShopper(error)) setFailed(true)
      return
    }
    const value = read(response)
    await response.complete(value ? 'success' : 'fail')
    if (!value) return setFailed(true)
    onPaid(value)
  }

  return { available, failed, pay }
}
