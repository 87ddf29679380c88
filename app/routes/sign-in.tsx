import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/components/i18n.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { afterSignInPath } from '#app/models/sign-in.ts'
import { isSignedIn } from '#app/services/signin.server.ts'
import { honeypotInputProps } from '#app/utils/honeypot.server.ts'
import { safeRedirect } from '#app/utils/redirect.server.ts'
import { signInAction } from './sign-in.server.ts'
import type { Route } from './+types/sign-in'

export function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { locale } = shopper.locale
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '') || undefined
  if (isSignedIn(shopper)) throw redirect(afterSignInPath(redirectTo, locale))
  return {
    locale,
    redirectTo,
    email: url.searchParams.get('email') ?? undefined,
    honeypot: honeypotInputProps(),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, getShopper(context), getI18n(context).t)
}

/** AUTH-011: email, password, forgot-password and create-account links; a plain post without JavaScript. */
export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { locale, redirectTo, email, honeypot } = loaderData
  const { t } = useTranslation(identityNs)
  const nonce = useNonce()
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: 'sign-in',
    lastResult: actionData?.result,
    defaultValue: { email },
  })
  const back = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('signIn.intro')}</p>
      <HoneypotProvider {...honeypot}>
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
          <FormErrors errors={form.errors} id={form.errorId} />
          <HoneypotInputs label="Please leave this field blank" nonce={nonce} />
          <input type="hidden" name="intent" value="sign-in" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <TextField field={fields.email!} label={t('signIn.email')} type="email" autoComplete="email" />
          <PasswordField
            resetOn={actionData?.result}
            field={fields.password!}
            label={t('signIn.password')}
            autoComplete="current-password"
          />
          <p className="text-sm">
            <Link to={`/${locale}/forgot-password`} className="underline">
              {t('signIn.forgotPassword')}
            </Link>
          </p>
          <div>
            <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? t('signIn.submitting') : t('signIn.submit')}
            </button>
          </div>
        </Form>
      </HoneypotProvider>
      <p className="mt-6 text-sm">
        {t('signIn.noAccount')}{' '}
        <Link to={`/${locale}/sign-up${back}`} className="font-semibold underline">
          {t('signIn.createAccount')}
        </Link>
      </p>
    </div>
  )
}

export function meta() {
  return [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
