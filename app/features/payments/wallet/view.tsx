import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import { lazy, Suspense } from 'react'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { WALLET_INTENTS } from './intents.ts'
import { applePayPossible } from './apple-pay.ts'

// Client-only, and only where the browser can have the wallet: loaded after hydration, if at all.
const DeviceWallet = lazy(() => import('./device-wallet.tsx'))

/**
 * The billing step's wallets (CHK-008): the provider wallet as a plain post (it works without
 * JavaScript: the wallet's page is a redirect away), and the device wallet where the browser has one.
 */
export function Wallet({
  page,
}: {
  page: {
    locale: string
    currency: string
    remainingToPay: number
    /** Whether the cart's payment methods list the provider wallet. */
    wallet: boolean
    walletCancelled: boolean
  }
}) {
  const { t } = useTranslation(tendersNs)
  const action = checkoutPath(page.locale, 'wallet')
  const enhanced = useEnhanced()
  if (!page.wallet) return null
  return (
    <section aria-labelledby="wallet-heading" className="mt-8">
      <h2 id="wallet-heading" className="font-semibold">
        {t('wallet.title')}
      </h2>
      {page.walletCancelled ? (
        <p role="alert" className="mt-2 rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          {t('wallet.cancelled')}
        </p>
      ) : null}
      <p className="text-sm text-gray-700">{t('wallet.payPalNote')}</p>
      <Form method="post" action={action} className="mt-4">
        <button type="submit" name="intent" value={WALLET_INTENTS.startWallet} className="btn-secondary">
          {t('wallet.payWithPayPal')}
        </button>
      </Form>
      {enhanced && applePayPossible() ? (
        <Suspense fallback={null}>
          <DeviceWallet action={action} amount={page.remainingToPay} currency={page.currency} />
        </Suspense>
      ) : null}
    </section>
  )
}
