import { useRef } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LoyaltySignUpPanel } from './loyalty-sign-up-panel.tsx'
import { PageDialog } from '../../../components/page-dialog.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'

/** ACCT-041: the loyalty sign-up dialog; its page is the enrolment profile step (`path`). */
export default function LoyaltySignUpDialog({
  path,
  onClose,
}: {
  locale: string
  path: string
  onClose: () => void
}) {
  const { t } = useTranslation(identityNs)
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <PageDialog
      dialogRef={dialog}
      titleId="loyalty-sign-up-title"
      title={t('loyalty.join.title')}
      onClose={onClose}
    >
      <LoyaltySignUpPanel path={path} />
      <button type="button" className="mt-4 underline" onClick={() => dialog.current?.close()}>
        {t('enrol.welcome.close')}
      </button>
    </PageDialog>
  )
}
