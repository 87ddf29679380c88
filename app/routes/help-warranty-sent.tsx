import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { warrantySentData } from '#app/features/help/warranty.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import { warrantyPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/help-warranty-sent'

/** The confirmation of a warranty claim (FORM-022) with the case number the call answered. */
export function loader({ context }: Route.LoaderArgs) {
  return { ...warrantySentData(getShopper(context)), title: getI18n(context).t('meta:help.warrantySent') }
}

export default function WarrantySentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(helpNs)
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('warranty.sentTitle')}</h1>
      <p className="mt-4 font-semibold">{t('warranty.caseNumber', { caseNumber: loaderData.caseNumber })}</p>
      <p className="mt-2">{t('warranty.sentBody', { email: loaderData.email })}</p>
      <p className="mt-6">
        <Link to={warrantyPath(loaderData.locale)} className="underline">
          {t('warranty.back')}
        </Link>
      </p>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
