import { Link } from 'react-router'
import { PayLaterInfo } from '#app/features/payments/pay-later/info.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import type { Route } from './+types/checkout-pay-later'
import { getI18n } from '#app/i18next.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

/** "What is pay later?" as a page (CHK-036): the dialog's words for a browser without JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { locale: getShopper(context).locale.locale, title: getI18n(context).t('meta:checkout.payLater') }
}

export default function PayLaterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(tendersNs)
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('payLater.infoTitle')}</h1>
      <div className="mt-4">
        <PayLaterInfo />
      </div>
      <Link to={checkoutPath(loaderData.locale, 'billing')} className="mt-6 inline-block underline">
        {t('payLater.back')}
      </Link>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
