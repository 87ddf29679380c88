import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'

/**
 * AUTH-013: the sign-in confirmation ("You are signed in as {name}") as a modal dialog the shopper
 * continues from. Loaded only when a confirmation arrives, so no page carries it in its first-load
 * JavaScript; without JavaScript the same message is the page's toast.
 */
export default function SignInConfirmationDialog({
  title,
  onContinue,
}: {
  title: string
  onContinue: () => void
}) {
  const { t } = useTranslation(identityNs)
  return (
    <dialog
      ref={(node) => {
        if (node && !node.open) node.showModal()
      }}
      onClose={onContinue}
      aria-labelledby="sign-in-confirmation-title"
      className="dialog-sheet md:max-w-sm"
    >
      <h2 id="sign-in-confirmation-title" className="text-xl font-bold">
        {title}
      </h2>
      <form method="dialog" className="mt-6">
        {/* A method="dialog" form closes the dialog without a request; focus starts on the button. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="submit" className="btn-primary" autoFocus>
          {t('signIn.confirmationContinue')}
        </button>
      </form>
    </dialog>
  )
}
