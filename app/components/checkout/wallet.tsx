import { Form } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { DeviceWallet } from './device-wallet.tsx'

/**
 * The billing step's wallets (CHK-008): the provider wallet as a plain post (it works without
 * JavaScript: the wallet's page is a redirect away), and the device wallet where the browser has one.
 */
export function WalletPayment({
  locale,
  cancelled,
  amount,
  currency,
}: {
  locale: string
  cancelled: boolean
  amount: number
  currency: string
}) {
  const { t } = useTranslation(checkoutNs)
  const action = `/${locale}/checkout/wallet`
  return (
    <section aria-labelledby="wallet-heading" className="mt-8">
      <h2 id="wallet-heading" className="font-semibold">
        {t('wallet.title')}
      </h2>
      {cancelled ? (
        <p role="alert" className="mt-2 rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          {t('wallet.cancelled')}
        </p>
      ) : null}
      <p className="text-sm text-gray-700">{t('wallet.payPalNote')}</p>
      <Form method="post" action={action} className="mt-4">
        <button type="submit" name="intent" value="start-wallet" className="btn-secondary">
          {t('wallet.payWithPayPal')}
        </button>
      </Form>
      <DeviceWallet action={action} amount={amount} currency={currency} />
    </section>
  )
}

/**
 * CHK-039: "Buy with PayPal" on the product page. A form of its own, posting the chosen size like
 * Add to cart does; without a size it is disabled, and the server answers with the same message.
 */
export function ExpressPayPal({
  locale,
  productId,
  upc,
  redirectTo,
}: {
  locale: string
  productId: string
  upc: string | undefined
  redirectTo: string
}) {
  const { t } = useTranslation(checkoutNs)
  return (
    <Form method="post" action={`/${locale}/checkout/wallet`} className="mt-3">
      <input type="hidden" name="productId" value={productId} />
      {upc ? <input type="hidden" name="upc" value={upc} /> : null}
      <input type="hidden" name="qty" value="1" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        name="intent"
        value="express-wallet"
        className="btn-secondary"
        disabled={!upc}
        aria-describedby="express-paypal-note"
      >
        {t('wallet.buyWithPayPal')}
      </button>
      <p id="express-paypal-note" className="mt-1 text-xs text-gray-700">
        {t('wallet.expressNote')}
      </p>
    </Form>
  )
}
