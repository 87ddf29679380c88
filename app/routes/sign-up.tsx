import { answerField } from '#app/components/action-answer.ts'
import { redirect, useActionData, Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { serverNow } from '#app/features/identity/server-time.server.ts'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { useTranslation } from '#app/locales/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/locales/identity.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { honeypotInputProps } from '#app/platform/security/honeypot.server.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import { signUpAction, signUpFormView } from './sign-up.server.ts'
import { orderNumberOf } from '#app/domain/orders/order.ts'
import type { Route } from './+types/sign-up'
import { accountPath, signInPath } from '#app/domain/paths/paths.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'
import { phoneCountries } from '#app/features/addresses/address-rules.server.ts'
import { isEnhancedLoad } from '#app/platform/http/enhanced-post.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { locale } = shopper.locale
  if (isSignedIn(shopper)) throw redirect(accountPath(locale))
  const url = new URL(request.url)
  // AUTH-022: the form waits for the server time; its birth-date bounds come from it.
  // The page's content section, or the dialog's when the sign-up dialog reads this loader (CMS-016).
  const section = isEnhancedLoad(request) ? 'sign-up-modal' : 'sign-up'
  const [now, content, countries] = await Promise.all([
    serverNow(shopper),
    getContentSection(shopper, section),
    phoneCountries(shopper),
  ])
  const redirectTo = url.searchParams.get('redirectTo')
  return {
    locale,
    view: signUpFormView(locale, now, countries),
    honeypot: honeypotInputProps(),
    hidden: {
      redirectTo: redirectTo ? safeRedirect(redirectTo, '') || undefined : undefined,
      referralCode: url.searchParams.get('referralCode') ?? undefined,
      flow: url.searchParams.get('flow') ?? undefined,
      // The order a guest just placed, handed to the new account (AUTH-002, from the confirmation).
      orderNo: orderNumberOf(url.searchParams.get('orderNo')),
    },
    email: url.searchParams.get('email') ?? undefined,
    content,
    title: getI18n(context).t('meta:signUp'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, getShopper(context), getI18n(context).t)
}

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const { locale, view, honeypot, hidden, email, content } = loaderData
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation(identityNs)
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('signUp.title')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('signUp.intro')}</p>
      {/* The sign-up content section (CMS-016): what an account brings. */}
      {content ? (
        <DeferredBlockList
          blocks={content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-6 flex flex-col gap-6"
        />
      ) : null}
      <div className="mt-6">
        <SignUpForm
          view={view}
          honeypot={honeypot}
          locale={locale}
          hidden={hidden}
          defaultValue={{ email }}
          lastResult={answerField(actionData, 'result')}
        />
      </div>
      <p className="mt-6 text-sm">
        {t('signUp.haveAccount')}{' '}
        <Link to={signInPath(locale)} className="font-semibold underline">
          {t('signUp.signIn')}
        </Link>
      </p>
    </div>
  )
}

/**
 * The page reloads its data only for itself. The sign-up dialog loads this route through a fetcher;
 * revalidated after the dialog's sign-up, the loader would redirect the new, signed-in shopper a
 * second time and cancel the navigation that carries the account-created toast.
 */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && /\/sign-up$/.test(nextUrl.pathname)
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
