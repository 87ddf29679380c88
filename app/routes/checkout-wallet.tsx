import { Form, Link } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import type { Route } from './+types/checkout-wallet'
import { getI18n } from '#app/i18next.server.ts'
import { walletReturn, walletRouteAction } from '#app/features/payments/index.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'
import { WALLET_INTENTS } from '#app/features/payments/wallet/intents.ts'

/** Where the provider wallet sends the shopper back (CHK-008, CHK-039): a read, then a Continue post. */
export async function loader({ context }: Route.LoaderArgs) {
  const view = await walletReturn(getShopper(context))
  return { ...view, title: getI18n(context).t('meta:checkout.wallet') }
}

/** The wallets' and express pay's posts, by the payment-method table (features/payments/methods.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return walletRouteAction(request, getShopper(context), getI18n(context).t)
}

export default function WalletReturn({ loaderData }: Route.ComponentProps) {
  const { locale, express, outcome } = loaderData
  const { t } = useTranslation(tendersNs)
  return (
    <section aria-labelledby="wallet-heading" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="wallet-heading" className="text-2xl font-bold">
        {t('wallet.returnTitle')}
      </h1>
      {outcome.kind === 'approved' ? (
        <>
          <p className="mt-4">{t('wallet.approvedBy', { email: outcome.payerEmail })}</p>
          {outcome.address ? (
            <>
              <p className="mt-4">{t('wallet.shipToWallet')}</p>
              <div className="mt-2">
                <AddressSummary address={outcome.address} />
              </div>
            </>
          ) : null}
          {/* The wallet's approval is added to the cart by this post only: the return itself is a read. */}
          <Form method="post" className="mt-6">
            <button type="submit" name="intent" value={WALLET_INTENTS.completeWallet} className="btn-primary">
              {t('wallet.continue')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 text-red-800">
            {outcome.kind === 'cancelled' ? t('wallet.expressCancelled') : t('wallet.notApproved')}
          </p>
          <Link
            to={express ? cartPath(locale) : checkoutPath(locale, 'billing')}
            className="mt-6 inline-block underline"
          >
            {express ? t('wallet.backToBag') : t('wallet.backToPayment')}
          </Link>
        </>
      )}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
