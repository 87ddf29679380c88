import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ComponentProps, ComponentType } from 'react'
import { Form, Link } from 'react-router'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { contentPath, employeeTermsPath } from '#app/domain/paths/paths.ts'
import { EMPLOYEE_TERMS_INTENTS } from '#app/features/identity/intents.ts'

/**
 * AUTH-009: the employee discount terms and their accept post, the same on the page (a plain post)
 * and in the dialog (a fetcher's post to the page's action). "Not now" goes on without accepting.
 */
export function EmployeeTermsForm({
  FormComponent = Form,
  locale,
  redirectTo,
  accepted,
  lastResult,
  submitting,
  idPrefix = '',
  onLater,
}: {
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  locale: string
  redirectTo: string
  accepted: boolean
  lastResult?: SubmissionResult<string[]> | null
  submitting: boolean
  idPrefix?: string
  /** In the dialog: "Not now" closes it instead of following the link. */
  onLater?: () => void
}) {
  const { t } = useTranslation(identityNs)
  const [form] = useForm({ id: `${idPrefix}employee-terms`, lastResult })
  return (
    <>
      <p className="mt-2 text-sm text-gray-700">{t('employeeTerms.intro')}</p>
      <p className="mt-4">
        <Link to={contentPath(locale, 'associate-discount-terms')} className="font-semibold underline">
          {t('employeeTerms.link')}
        </Link>
      </p>
      {accepted ? (
        <p className="mt-6 font-semibold">{t('employeeTerms.accepted')}</p>
      ) : (
        <FormComponent
          method="post"
          action={employeeTermsPath(locale)}
          {...getFormProps(form)}
          className="mt-6 grid gap-4"
        >
          <FormErrors errors={form.errors} id={form.errorId} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              name="intent"
              value={EMPLOYEE_TERMS_INTENTS.acceptEmployeeTerms}
              className="btn-primary"
              disabled={submitting}
            >
              {t('employeeTerms.accept')}
            </button>
            {onLater ? (
              <button type="button" className="underline" onClick={onLater}>
                {t('employeeTerms.later')}
              </button>
            ) : (
              <Link to={redirectTo} className="underline">
                {t('employeeTerms.later')}
              </Link>
            )}
          </div>
        </FormComponent>
      )}
    </>
  )
}
