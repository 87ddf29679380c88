import { lazy, Suspense, useEffect, useState } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { paymentsNs } from '#app/features/payments/locales/payments.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { EXPRESS_INTENTS } from './intents.ts'
import { applePayPossible } from '../wallet/apple-pay.ts'

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
  const { t } = useTranslation(paymentsNs)
  return (
    <Form method="post" action={checkoutPath(locale, 'wallet')} className="mt-3">
      <input type="hidden" name="productId" value={productId} />
      {upc ? <input type="hidden" name="upc" value={upc} /> : null}
      <input type="hidden" name="qty" value="1" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        name="intent"
        value={EXPRESS_INTENTS.expressWallet}
        className="btn-secondary"
        disabled={!upc}
        aria-describedby="express-paypal-note"
      >
        {t('express.buyWithPayPal')}
      </button>
      <p id="express-paypal-note" className="mt-1 text-xs text-gray-700">
        {t('express.expressNote')}
      </p>
    </Form>
  )
}

// Its own chunk: only browsers that can have the wallet load it, and the page's first load stays
// within its budget (decision 004). Its words come from here, so the payments' catalogue stays in the
// page's first load (with the product's words, decision 106) rather than becoming a file of its own
// that both load.
const ExpressDeviceWallet = lazy(() => import('./device-wallet.tsx'))

/** CHK-039 the device wallet's express pay: nothing on the server, nothing without the API. */
export function ExpressDevice(props: {
  locale: string
  productId: string
  upc: string
  redirectTo: string
  amount: number
  currency: string
}) {
  const { t } = useTranslation(paymentsNs)
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(typeof window.PaymentRequest === 'function' && applePayPossible()), [])
  return supported ? (
    <Suspense fallback={null}>
      <ExpressDeviceWallet
        {...props}
        text={{ pay: t('express.buyWithDeviceWallet'), failed: t('express.deviceWalletFailed') }}
      />
    </Suspense>
  ) : null
}
