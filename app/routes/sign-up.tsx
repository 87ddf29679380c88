import { answerField } from '#app/components/action-answer.ts'
import { useActionData, Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { signUpAction, signUpPage } from '#app/features/identity/sign-up.server.ts'
import type { Route } from './+types/sign-up'
import { signInPath } from '#app/domain/paths/paths.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await signUpPage(getShopper(context), request, getI18n(context).t)
  // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
  return { ...page, contentHydrates: hasInteractiveBlock(page.content?.components) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, getShopper(context), getI18n(context).t)
}

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const { locale, view, honeypot, hidden, email, content, contentHydrates } = loaderData
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
          hydrates={contentHydrates}
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
