import { useActionData, useNavigation } from 'react-router'
import { EmployeeTermsForm } from '#app/features/account/ui/employee-terms.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { employeeTermsAction, employeeTermsPage } from '#app/features/account/employee-terms.server.ts'
import type { Route } from './+types/account-employee-terms'

/**
 * AUTH-009 / AUTH-035: the employee discount terms an employee accepts after sign-in (the dialog's page,
 * so it works without JavaScript). Anyone who is not an employee has nothing to accept here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return employeeTermsPage(getShopper(context), request, getI18n(context).t)
}

export async function action({ request, context }: Route.ActionArgs) {
  return employeeTermsAction(getShopper(context), request, getI18n(context).t)
}

export default function EmployeeTermsPage({ loaderData }: Route.ComponentProps) {
  const { locale, redirectTo, accepted } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{t('employeeTerms.title')}</h1>
      <EmployeeTermsForm
        locale={locale}
        redirectTo={redirectTo}
        accepted={accepted}
        lastResult={actionData?.result}
        submitting={navigation.state === 'submitting'}
      />
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
