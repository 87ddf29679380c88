import { useRef } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { InterestsForm } from '#app/features/enrolment/ui/interests-form.tsx'
import { PageDialog, usePageData } from '#app/components/page-dialog.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { InterestsStepAction, InterestsStepPage } from '../page-data.ts'
import { enrolPath } from '#app/domain/paths/paths.ts'

/**
 * ACCT-043 / AUTH-025: the interests dialog a JavaScript sign-up opens over the page it reached. It
 * loads and posts to the interests step's page; saving goes on as that page's post does, skipping
 * closes it.
 */
export default function InterestsDialog({
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
  const post = useFetcher<InterestsStepAction>()
  const url = enrolPath(locale, 'interests', redirectTo)
  const page = usePageData<InterestsStepPage>(url)
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="interests-dialog-title"
      title={t('enrol.interests.title')}
      onClose={onClose}
    >
      <p className="mt-1 text-sm text-gray-700">{t('enrol.interests.intro')}</p>
      <div className="mt-6">
        {page ? (
          <InterestsForm
            FormComponent={post.Form}
            action={url}
            idPrefix="dialog-"
            selected={page.selected}
            lastResult={post.data?.result}
            submitting={post.state !== 'idle'}
            onSkip={() => dialog.current?.close()}
          />
        ) : (
          <p role="status">{t('signIn.loading')}</p>
        )}
      </div>
    </PageDialog>
  )
}
