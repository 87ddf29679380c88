import EmployeeTermsDialog from '../features/account/ui/employee-terms-dialog.tsx'
import InterestsDialog from '../features/enrolment/ui/interests-dialog.tsx'

/**
 * The dialog a toast opens over the page a sign-in or sign-up reached, each standing for a page:
 * the employee terms (AUTH-009), the interests (AUTH-025). Loaded only when such a toast arrives.
 */
export default function ToastDialog({
  kind,
  ...props
}: {
  kind: 'employee-terms' | 'interests'
  locale: string
  redirectTo: string
  onClose: () => void
}) {
  return kind === 'employee-terms' ? <EmployeeTermsDialog {...props} /> : <InterestsDialog {...props} />
}
