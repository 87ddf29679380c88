import { useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { SignInEmailStep, SigningInAs } from '#app/features/identity/ui/sign-in-email-step.tsx'
import { SignInForm } from '#app/features/identity/ui/sign-in-form.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { signInAction, signInPage } from '#app/features/identity/sign-in.server.ts'
import type { Route } from './+types/sign-in'

export async function loader({ request, context }: Route.LoaderArgs) {
  return signInPage(getShopper(context), request, getI18n(context).t)
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, getShopper(context), getI18n(context).t)
}

/**
 * AUTH-011: email, password, forgot-password and create-account links; a plain post without JavaScript.
 * AUTH-012: where simplified enrollment is allowed, the email comes first, on its own.
 */
export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { locale, redirectTo, email, honeypot, simplified } = loaderData
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const submitting = navigation.state === 'submitting'
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      {simplified && !email ? (
        <SignInEmailStep
          locale={locale}
          redirectTo={redirectTo}
          honeypot={honeypot}
          lastResult={lastResult}
          submitting={submitting}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">{t('signIn.intro')}</p>
          {simplified && email ? <SigningInAs email={email} locale={locale} redirectTo={redirectTo} /> : null}
          <SignInForm
            locale={locale}
            redirectTo={redirectTo}
            email={email}
            honeypot={honeypot}
            lastResult={lastResult}
            submitting={submitting}
          />
        </>
      )}
    </div>
  )
}

/**
 * The page reloads its data only for itself. The sign-in dialog loads this route through a fetcher;
 * revalidated after the dialog's sign-in, the loader would redirect the signed-in shopper a second
 * time and cancel the navigation that carries the signed-in toast.
 */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && /\/sign-in$/.test(nextUrl.pathname)
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
