import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { isEmployee, needsEmployeeTerms } from '#app/domain/identity/sign-in.ts'
import { accountPath } from '#app/domain/paths/paths.ts'
import { acceptEmployeeTerms } from '#app/features/customers/index.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { EmployeeTermsFormSchema } from './schemas/employee-terms.ts'

/**
 * The employee terms page and its dialog (AUTH-009): whether the employee has accepted them, where
 * accepting goes on to, and the page's title. Anyone who is not an employee goes on there at once.
 */
export function employeeTermsPage(shopper: Shopper, request: Request, t: TFunction) {
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), accountPath(locale))
  if (!isEmployee(shopper.session.get('consumerType'))) throw redirect(redirectTo)
  return {
    locale,
    redirectTo,
    accepted: shopper.session.get('isEmployeeDiscountTCAccepted') === true,
    title: t('meta:account.employeeTerms'),
  }
}

/**
 * What accepting the employee terms answers (AUTH-009, AUTH-035): on to the destination with a toast
 * once accepted (or when there is nothing to accept), the form's errors otherwise.
 */
export async function employeeTermsAction(shopper: Shopper, request: Request, t: TFunction) {
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const submission = parseWithZod(await request.formData(), { schema: EmployeeTermsFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const destination = safeRedirect(submission.value.redirectTo, accountPath(locale))
  const session = shopper.session
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
