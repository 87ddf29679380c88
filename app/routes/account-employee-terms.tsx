import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useActionData, useNavigation } from 'react-router'
import { EmployeeTermsForm } from '#app/features/account/ui/employee-terms.tsx'
import { useTranslation } from '#app/locales/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { isEmployee, needsEmployeeTerms } from '#app/domain/identity/sign-in.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { acceptEmployeeTerms } from '#app/features/customers/api/consumers.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { EmployeeTermsFormSchema } from '#app/features/identity/schemas/sign-in.ts'
import type { Route } from './+types/account-employee-terms'
import { accountPath } from '#app/domain/paths/paths.ts'

/**
 * AUTH-009 / AUTH-035: the employee discount terms an employee accepts after sign-in (the dialog's page,
 * so it works without JavaScript). Anyone who is not an employee has nothing to accept here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), accountPath(locale))
  if (!isEmployee(shopper.session.get('consumerType'))) throw redirect(redirectTo)
  return {
    locale,
    redirectTo,
    accepted: shopper.session.get('isEmployeeDiscountTCAccepted') === true,
    title: getI18n(context).t('meta:account.employeeTerms'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const submission = parseWithZod(await request.formData(), { schema: EmployeeTermsFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const destination = safeRedirect(submission.value.redirectTo, accountPath(locale))
  const session = shopper.session
  const t = getI18n(context).t
  if (
    !needsEmployeeTerms({
      consumerType: session.get('consumerType'),
      isEmployeeDiscountTCAccepted: session.get('isEmployeeDiscountTCAccepted'),
    })
  ) {
    return redirect(destination, 303)
  }
  try {
    await acceptEmployeeTerms(shopper.api)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'employee terms acceptance failed')
    return data(
      { result: submission.reply({ formErrors: [t('employeeTerms.failed', { ns: 'identity' })] }) },
      { status: 400 },
    )
  }
  session.set('isEmployeeDiscountTCAccepted', true)
  return redirectWithToast(destination, {
    type: 'success',
    title: t('employeeTerms.accepted', { ns: 'identity' }),
  })
}

export default function EmployeeTermsPage({ loaderData }: Route.ComponentProps) {
  const { locale, redirectTo, accepted } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
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
