import { useSubmit } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { WALLET_INTENTS } from './intents.ts'
import { useDeviceWallet, walletTokenOf } from './payment-request.ts'

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
  const { t } = useTranslation(tendersNs)
  const submit = useSubmit()
  const { available, failed, pay } = useDeviceWallet({
    amount,
    currency,
    read: walletTokenOf,
    onPaid: (walletToken) =>
      void submit({ intent: WALLET_INTENTS.payWithDeviceWallet, walletToken }, { method: 'post', action }),
  })
  if (!available) return null

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
