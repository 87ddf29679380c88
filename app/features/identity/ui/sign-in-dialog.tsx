import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { usePageData } from '#app/components/page-dialog.tsx'
import { SignInEmailStep, SigningInAs } from '#app/features/identity/ui/sign-in-email-step.tsx'
import { SignInForm } from '#app/features/identity/ui/sign-in-form.tsx'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type {
  ForgotPasswordAction,
  ForgotPasswordPage,
  SignInAction,
  SignInPage,
  SignUpAction,
  SignUpPage,
} from '../page-data.ts'
import { forgotPasswordPath, signInPath, signUpPath } from '#app/domain/paths/paths.ts'
import { PASSWORD_INTENTS } from '#app/features/identity/intents.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { enhancedLoadPath } from '#app/domain/page/enhanced-post.ts'

type View = 'sign-in' | 'forgot-password' | 'sign-up'

const TITLES = {
  'sign-in': 'signIn.title',
  'forgot-password': 'forgot.title',
  'sign-up': 'signUp.title',
} as const
const CLOSE_LABELS = {
  'sign-in': 'signIn.dialogClose',
  'forgot-password': 'forgot.dialogClose',
  'sign-up': 'signUp.dialogClose',
} as const

/**
 * The sign-in dialog (AUTH-012) and, from its forgot-password link, the forgot-password dialog
 * (AUTH-030); from its create-account link, the sign-up dialog (AUTH-029). Where simplified enrollment
 * is allowed (AUTH-012) it asks for the email first and goes on to the password or to sign-up. Loaded on the first open, so no page carries it in its first-load JavaScript. A native
 * modal dialog: a centred modal on wide screens, a bottom sheet on narrow ones (250 ms); focus moves in,
 * Escape closes and focus returns to the header link. The forms post to the pages' own actions through
 * fetchers: errors show here, and a success navigates exactly as the page's post does.
 */
export default function SignInDialog({ locale, onClose }: { locale: string; onClose: () => void }) {
  const { t } = useTranslation(identityNs)
  const dialog = useRef<HTMLDialogElement>(null)
  const [view, setView] = useState<View>('sign-in')
  const [signUpEmail, setSignUpEmail] = useState<string>()
  const createAccount = useCallback((email?: string) => {
    setSignUpEmail(email)
    setView('sign-up')
  }, [])
  const titleId = `${view}-dialog-title`
  return (
    <dialog
      ref={(node) => {
        dialog.current = node
        if (node && !node.open) node.showModal()
      }}
      onClose={onClose}
      aria-labelledby={titleId}
      className="dialog-sheet"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id={titleId}
          // Focus follows the switch to a second view, whose link it replaces.
          ref={(node) => {
            if (node && view !== 'sign-in') node.focus()
          }}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          {t(TITLES[view])}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="underline"
          aria-label={t(CLOSE_LABELS[view])}
        >
          {t('forgot.dialogClose')}
        </button>
      </div>
      {/* The sign-in view stays mounted behind the forgot-password one, so what was typed is kept. */}
      <div hidden={view !== 'sign-in'}>
        <SignInPanel
          locale={locale}
          onForgotPassword={() => setView('forgot-password')}
          onCreateAccount={createAccount}
        />
      </div>
      {view === 'forgot-password' ? (
        <ForgotPasswordPanel locale={locale} onBack={() => setView('sign-in')} />
      ) : null}
      {view === 'sign-up' ? (
        <SignUpPanel locale={locale} email={signUpEmail} onBack={() => setView('sign-in')} />
      ) : null}
    </dialog>
  )
}

function SignInPanel({
  locale,
  onForgotPassword,
  onCreateAccount,
}: {
  locale: string
  onForgotPassword: () => void
  onCreateAccount: (email?: string) => void
}) {
  const { t } = useTranslation(identityNs)
  const data = usePageData<SignInPage>(enhancedLoadPath(signInPath(locale)))
  const lookup = useFetcher<SignInAction>()
  const post = useFetcher<SignInAction>()
  // AUTH-012: the email the lookup found an account for; a new email goes on to sign-up.
  const [email, setEmail] = useState<string>()
  const found = lookup.data && 'lookup' in lookup.data ? lookup.data.lookup : undefined
  useEffect(() => {
    if (!found) return
    if (found.exists) setEmail(found.email)
    else onCreateAccount(found.email)
  }, [found, onCreateAccount])
  if (!data) return <PanelLoading />
  if (data.simplified && !email) {
    return (
      <SignInEmailStep
        FormComponent={lookup.Form}
        idPrefix="dialog-"
        inDialog
        locale={locale}
        honeypot={data.honeypot}
        lastResult={lookup.data && 'result' in lookup.data ? lookup.data.result : undefined}
        submitting={lookup.state !== 'idle'}
      />
    )
  }
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{t('signIn.intro')}</p>
      {email ? <SigningInAs email={email} locale={locale} onChange={() => setEmail(undefined)} /> : null}
      <SignInForm
        FormComponent={post.Form}
        idPrefix="dialog-"
        locale={locale}
        email={email ?? data.email}
        honeypot={data.honeypot}
        lastResult={post.data && 'result' in post.data ? post.data.result : undefined}
        submitting={post.state !== 'idle'}
        onForgotPassword={onForgotPassword}
        onCreateAccount={() => onCreateAccount()}
      />
      <DialogContent content={data.content} locale={locale} />
    </>
  )
}

/** A dialog's content section (CMS-016): the sign-in-modal or sign-up-modal page, under the form. */
function DialogContent({
  content,
  locale,
}: {
  content: { components: ComponentProps<typeof DeferredBlockList>['blocks'] } | null
  locale: string
}) {
  if (!content) return null
  return (
    <DeferredBlockList
      blocks={content.components}
      locale={locale}
      firstHeadingLevel={2}
      className="mt-6 flex flex-col gap-4 border-t border-gray-200 pt-4 text-sm"
    />
  )
}

function ForgotPasswordPanel({ locale, onBack }: { locale: string; onBack: () => void }) {
  const { t } = useTranslation(identityNs)
  const data = usePageData<ForgotPasswordPage>(forgotPasswordPath(locale))
  const post = useFetcher<ForgotPasswordAction>()
  const [form, fields] = useForm({
    id: 'dialog-forgot-password',
    lastResult: answerField(post.data, 'result'),
  })
  if (!data) return <PanelLoading />
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{t('forgot.intro')}</p>
      <post.Form
        method="post"
        action={forgotPasswordPath(locale)}
        {...getFormProps(form)}
        className="mt-6 grid gap-4"
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <HoneypotFields {...data.honeypot} />
        <TextField field={fields.email!} label={t('forgot.email')} type="email" autoComplete="email" />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name="intent"
            value={PASSWORD_INTENTS.forgotPassword}
            className="btn-primary"
            disabled={post.state !== 'idle'}
          >
            {t('forgot.submit')}
          </button>
          <button type="button" className="underline" onClick={onBack}>
            {t('forgot.backToSignIn')}
          </button>
        </div>
      </post.Form>
    </>
  )
}

/**
 * AUTH-029: the sign-up page's form, loaded from the page's loader (the site's fields, the server time
 * and the honeypot) and posted to its action; a success navigates where the page's post goes.
 */
function SignUpPanel({ locale, email, onBack }: { locale: string; email?: string; onBack: () => void }) {
  const { t } = useTranslation(identityNs)
  const data = usePageData<SignUpPage>(enhancedLoadPath(signUpPath(locale)))
  const post = useFetcher<SignUpAction>()
  if (!data) return <PanelLoading />
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{t('signUp.intro')}</p>
      <div className="mt-6">
        <SignUpForm
          FormComponent={post.Form}
          action={signUpPath(locale)}
          idPrefix="dialog-"
          view={data.view}
          honeypot={data.honeypot}
          locale={locale}
          hidden={data.hidden}
          lastResult={answerField(post.data, 'result')}
          submitting={post.state !== 'idle'}
          defaultValue={email ? { email } : undefined}
        />
      </div>
      <p className="mt-6 text-sm">
        {t('signUp.haveAccount')}{' '}
        <button type="button" className="font-semibold underline" onClick={onBack}>
          {t('signUp.signIn')}
        </button>
      </p>
      <DialogContent content={data.content} locale={locale} />
    </>
  )
}

function PanelLoading() {
  const { t } = useTranslation(identityNs)
  return (
    <p className="mt-6" role="status">
      {t('signIn.loading')}
    </p>
  )
}
