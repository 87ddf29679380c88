import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { contactUsSentData } from '#app/features/help/contact-us.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import { contactUsPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/help-contact-us-sent'

/** The confirmation of a contact-us message (FORM-020): its reference, read from the session. */
export function loader({ context }: Route.LoaderArgs) {
  return { ...contactUsSentData(getShopper(context)), title: getI18n(context).t('meta:help.contactUsSent') }
}

export default function ContactUsSentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(helpNs)
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('contact.sentTitle')}</h1>
      <p className="mt-4">{t('contact.sentBody', { email: loaderData.email })}</p>
      <p className="mt-2 font-semibold">{t('contact.reference', { reference: loaderData.reference })}</p>
      <p className="mt-6">
        <Link to={contactUsPath(loaderData.locale)} className="underline">
          {t('contact.back')}
        </Link>
      </p>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
