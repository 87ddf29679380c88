import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { EmployeeTermsForm } from '#app/components/employee-terms.tsx'
import { useTranslation } from '#app/components/i18n.tsx'
import { identityNs } from '#app/locales/identity.ts'
import type { action, loader } from '#app/routes/account-employee-terms.tsx'

/**
 * AUTH-009: the employee terms as a modal dialog over the page the employee signed in to reach (a
 * bottom sheet on narrow screens, 250 ms). It loads and posts to the terms page's loader and action,
 * so what it says and does is the page's; accepting goes on as the page's post does. Loaded only when
 * a sign-in asks for it.
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
  const page = useFetcher<typeof loader>()
  const post = useFetcher<typeof action>()
  const { load } = page
  const url = `/${locale}/account/employee-terms?${new URLSearchParams({ redirectTo })}`
  useEffect(() => {
    void load(url)
  }, [load, url])
  return (
    <dialog
      ref={(node) => {
        dialog.current = node
        if (node && !node.open) node.showModal()
      }}
      onClose={onClose}
      aria-labelledby="employee-terms-dialog-title"
      className="m-0 mt-auto max-h-[90vh] w-full max-w-none overflow-y-auto rounded-t-lg bg-white p-6 transition-[translate,opacity,scale] duration-[250ms] backdrop:bg-black/40 starting:translate-y-full starting:opacity-0 md:m-auto md:max-w-md md:rounded-lg md:starting:translate-y-0 md:starting:scale-95"
    >
      <h2 id="employee-terms-dialog-title" className="text-2xl font-bold">
        {t('employeeTerms.title')}
      </h2>
      {page.data ? (
        <EmployeeTermsForm
          FormComponent={post.Form}
          idPrefix="dialog-"
          locale={locale}
          redirectTo={page.data.redirectTo}
          accepted={page.data.accepted}
          lastResult={post.data?.result}
          submitting={post.state !== 'idle'}
          onLater={() => dialog.current?.close()}
        />
      ) : (
        <p className="mt-6" role="status">
          {t('signIn.loading')}
        </p>
      )}
    </dialog>
  )
}
