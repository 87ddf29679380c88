import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { SignOutForm } from '#app/features/identity/ui/sign-out-form.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { signOutShopper } from '#app/features/cart/cart-session.server.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { clearInStoreContext } from '#app/features/in-store/index.server.ts'
import { signOutUpstream } from '#app/features/identity/api/auth.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { signOutDestination } from '#app/domain/paths/sign-out-destination.ts'
import { SignOutFormSchema } from '#app/features/identity/schemas/sign-in.ts'
import type { Route } from './+types/sign-out'
import { homePath } from '#app/domain/paths/paths.ts'

/** A GET never signs out: a signed-in shopper gets the button, anyone else goes home. */
export function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { locale } = shopper.locale
  if (!isSignedIn(shopper)) throw redirect(homePath(locale))
  return { locale, title: getI18n(context).t('meta:signOut') }
}

/**
 * AUTH-014..AUTH-016: signout upstream with the refresh token (which also ends the access token), then
 * cart, favorites, loyalty, profile, tokens and an associate's in-store context (INSTORE-004) leave the
 * session and a new guest token is obtained;
 * the shopper goes home from a private page, else back where they were.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const { locale } = shopper.locale
  const submission = parseWithZod(await request.formData(), { schema: SignOutFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const home = homePath(locale)
  const destination = signOutDestination(safeRedirect(submission.value.from, home), locale)
  // Whoever signs out leaves the browser to the next person: an associate's context never outlives it.
  clearInStoreContext(shopper)
  if (!isSignedIn(shopper)) return redirect(destination, 303)

  const refreshToken = shopper.session.get('refreshToken')
  if (refreshToken) {
    try {
      await signOutUpstream(shopper.api, refreshToken)
    } catch (error) {
      // The shopper is signed out here whatever the service answers; its tokens expire on their own.
      if (!isApiError(error)) throw error
      shopper.logger.warn({ err: error }, 'upstream sign-out failed')
    }
  }
  signOutShopper(shopper)
  try {
    await shopper.token()
  } catch (error) {
    shopper.logger.warn({ err: error }, 'no guest token after sign-out')
  }
  return redirectWithToast(destination, {
    type: 'success',
    title: getI18n(context).t('signOut.done', { ns: 'identity' }),
  })
}

export default function SignOutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(identityNs)
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('signOut.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">{t('signOut.intro')}</p>
      <SignOutForm
        locale={loaderData.locale}
        label={t('signOut.submit')}
        from={homePath(loaderData.locale)}
      />
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
