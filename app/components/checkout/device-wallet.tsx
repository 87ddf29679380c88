import { useEffect, useState } from 'react'
import { useSubmit } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import {
  closedByShopper,
  DEVICE_WALLET_METHODS as METHODS,
  paymentDetails as details,
  walletTokenOf,
} from './payment-request.ts'

/**
 * CHK-008 wallet from a device: offered only with JavaScript and only where the browser says it can
 * pay (`canMakePayment()`), so the server renders nothing and a page without JavaScript shows nothing.
 * The token goes to the server in a post; the provider checks it and authorises the payment.
 */
export default function DeviceWallet({
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
      if (!closedByShopper(error)) setFailed(true)
      return
    }
    const walletToken = walletTokenOf(response)
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
