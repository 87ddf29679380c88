import { useEffect, useState } from 'react'
import { useSubmit } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'

/** The device wallet the storefront asks the browser for (Payment Request API). */
const METHODS: PaymentMethodData[] = [
  {
    supportedMethods: 'https://apple.com/apple-pay',
    data: {
      version: 3,
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex'],
    },
  },
]

function details(amount: number, currency: string): PaymentDetailsInit {
  return { total: { label: 'Total', amount: { currency, value: amount.toFixed(2) } } }
}

/** The wallet's opaque payment token from the browser's answer, if it gave one. */
function tokenOf(response: PaymentResponse): string | null {
  const token = (response.details as { token?: { paymentData?: unknown } } | undefined)?.token
  return typeof token?.paymentData === 'string' ? token.paymentData : null
}

/**
 * CHK-008 wallet from a device: offered only with JavaScript and only where the browser says it can
 * pay (`canMakePayment()`), so the server renders nothing and a page without JavaScript shows nothing.
 * The token goes to the server in a post; the provider checks it and authorises the payment.
 */
export function DeviceWallet({
  action,
  amount,
  currency,
}: {
  action: string
  amount: number
  currency: string
}) {
  const { t } = useTranslation(checkoutNs)
  const submit = useSubmit()
  const [available, setAvailable] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (typeof window.PaymentRequest !== 'function') return
    let current = true
    try {
      new PaymentRequest(METHODS, details(amount, currency))
        .canMakePayment()
        .then((can) => current && setAvailable(can))
        .catch(() => undefined)
    } catch {
      // A browser that refuses the method has no such wallet: nothing is offered.
    }
    return () => {
      current = false
    }
  }, [amount, currency])

  if (!available) return null

  async function pay() {
    setFailed(false)
    let response: PaymentResponse
    try {
      response = await new PaymentRequest(METHODS, details(amount, currency)).show()
    } catch (error) {
      // The shopper closed the wallet's sheet: nothing to say.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true)
      return
    }
    const walletToken = tokenOf(response)
    await response.complete(walletToken ? 'success' : 'fail')
    if (!walletToken) return setFailed(true)
    void submit({ intent: 'pay-with-device-wallet', walletToken }, { method: 'post', action })
  }

  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{t('wallet.deviceTitle')}</h3>
      <button type="button" className="btn-secondary mt-2" onClick={() => void pay()}>
        {t('wallet.payWithDevice')}
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('wallet.deviceFailed')}
        </p>
      ) : null}
    </div>
  )
}
