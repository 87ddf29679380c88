import { useRef } from 'react'
import { useFetcher } from 'react-router'
import { EmployeeTermsForm } from '#app/features/account/ui/employee-terms.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PageDialog, usePageData } from '#app/components/page-dialog.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { EmployeeTermsAction, EmployeeTermsPage } from '../page-data.ts'
import { employeeTermsPath } from '#app/domain/paths/paths.ts'

/**
 * AUTH-009: the employee terms as a dialog over the page the employee signed in to reach. It loads
 * and posts to the terms page's loader and action, so what it says and does is the page's; accepting
 * goes on as the page's post does. Loaded only when a sign-in asks for it.
 */
export default function EmployeeTermsDialog({
  locale,
  redirectTo,
  onClose,
}: {
  locale: string
  redirectTo: string
  onClose: () => void
}) {
  const { t } = useTranslation(identityNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const post = useFetcher<EmployeeTermsAction>()
  const url = employeeTermsPath(locale, redirectTo)
  const page = usePageData<EmployeeTermsPage>(url)
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="employee-terms-dialog-title"
      title={t('employeeTerms.title')}
      onClose={onClose}
    >
      {page ? (
        <EmployeeTermsForm
          FormComponent={post.Form}
          idPrefix="dialog-"
          locale={locale}
          redirectTo={page.redirectTo}
          accepted={page.accepted}
          lastResult={post.data?.result}
          submitting={post.state !== 'idle'}
          onLater={() => dialog.current?.close()}
        />
      ) : (
        <p className="mt-6" role="status">
          {t('signIn.loading')}
        </p>
      )}
    </PageDialog>
  )
}
