import { InStoreBar } from '#app/components/in-store-bar.tsx'
import { isConnectedAssociate, type InStoreContext } from '#app/models/in-store.ts'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { TranslationProvider, useTranslation } from '#app/components/i18n.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { Toaster } from '#app/components/toaster.tsx'
import { getShopper, shopperMiddleware } from '#app/context.server.ts'
import { languageFor } from '#app/i18n.ts'
import { getI18n, i18nextMiddleware } from '#app/i18next.server.ts'
import { intlLocale } from '#app/models/site.ts'
import { getFooter, getMenu } from '#app/features/content/content.server.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { readToast } from '#app/sessions.server.ts'
import type { Route } from './+types/root'
import type { TFunction } from 'i18next'
import './app.css'

export const middleware: Route.MiddlewareFunction[] = [shopperMiddleware, i18nextMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  // Header and footer content are not worth a failed page: without them the page still sells.
  const quiet =
    <T,>(what: string) =>
    (error: unknown): T | null => {
      shopper.logger.warn({ err: error }, `${what} unavailable`)
      return null
    }
  const [menu, footer] = await Promise.all([
    getMenu(shopper).catch(quiet<Awaited<ReturnType<typeof getMenu>>>('menu')),
    getFooter(shopper).catch(quiet<Awaited<ReturnType<typeof getFooter>>>('footer')),
  ])
  const { toast, clear } = readToast(request)
  return data(
    {
      locale: shopper.locale.locale,
      currency: shopper.locale.site.currency,
      menu,
      footer,
      cartCount: shopper.session.get('cartCount') ?? 0,
      signedIn: isSignedIn(shopper),
      inStore: inStoreBanner(shopper.session.get('store')),
      toast,
      toastDismissMs: shopper.env.TOAST_DISMISS_MS,
      missingTitles: missingTitles(getI18n(context).t),
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  )
}

/**
 * The titles of pages whose own loader failed (a 404): their `meta` then has no data of its own and
 * reads its title here, translated like every other title.
 */
function missingTitles(t: TFunction) {
  return {
    page: t('meta:missing.page'),
    product: t('meta:missing.product'),
    askQuestion: t('meta:missing.askQuestion'),
    reviewPhotos: t('meta:missing.reviewPhotos'),
    sizeChart: t('meta:missing.sizeChart'),
    pickUpInStore: t('meta:missing.pickUpInStore'),
    favorites: t('meta:missing.favorites'),
    cartDelivery: t('meta:cartDelivery'),
    cartGift: t('meta:cartGift'),
  }
}

/** INSTORE-002: who is connected, for the banner; nothing when no associate is connected. */
function inStoreBanner(store: Partial<InStoreContext> | undefined) {
  return isConnectedAssociate(store)
    ? { store: store.storeName ?? store.storeId, employee: store.storeEmployeeName ?? store.storeEmployeeId }
    : null
}

/**
 * Header and footer content stay as they are on plain navigations within one locale. A navigation to
 * another path that React Router nonetheless wants revalidated is the redirect that follows a fetcher's
 * action (the sign-in dialog): the signed-in state and the toast change, so the root loads again. (A
 * plain navigation to another path only asks for it when the query changes too.)
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return true
  const afterFetcherRedirect =
    defaultShouldRevalidate &&
    currentUrl.pathname !== nextUrl.pathname &&
    (currentUrl.search === nextUrl.search || !nextUrl.search)
  if (afterFetcherRedirect) return true
  return currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const locale = rootData?.locale ?? 'en-us'
  const nonce = useNonce()
  return (
    <html lang={intlLocale(locale)} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <TranslationProvider language={languageFor(locale)}>{children}</TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, menu, footer, cartCount, signedIn, inStore, toast, toastDismissMs } = loaderData
  return (
    <>
      <SiteHeader locale={locale} menu={menu} cartCount={cartCount} signedIn={signedIn} />
      {inStore ? <InStoreBar locale={locale} {...inStore} /> : null}
      <Toaster toast={toast} dismissAfterMs={toastDismissMs} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter locale={locale} footer={footer} />
    </>
  )
}

export function ErrorBoundary() {
  const { t } = useTranslation()
  return (
    <main id="main" className="flex-1">
      <p className="sr-only">{t('errors.generalTitle')}</p>
      <GeneralErrorBoundary />
    </main>
  )
}
