import { InStoreBar } from '#app/features/in-store/ui/in-store-bar.tsx'
import type { InStoreContext } from '#app/domain/stores/in-store.ts'
import { lazy, Suspense } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formGuardMiddleware } from '#app/platform/security/form-guard.server.ts'
import { TranslationProvider } from '#app/platform/i18n/translator.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { SeoLinks } from '#app/features/seo/ui/seo-links.tsx'
import { Stylesheet } from '#app/components/stylesheet.tsx'
import { SiteFooter } from '#app/shell/site-footer.tsx'
import { SiteHeader } from '#app/shell/site-header.tsx'
import { UtilityBar } from '#app/shell/utility-bar.tsx'
import { Toaster } from '#app/shell/toaster.tsx'
import { usePageTracking } from '#app/shell/page-tracking.ts'
import { getShopper } from '#app/context.server.ts'
import { contentVersion } from '#app/platform/cache/content-version.server.ts'
import { forDocument } from '#app/document-values.server.ts'
import { shopperMiddleware } from '#app/shopper-middleware.server.ts'
import { languageFor } from '#app/platform/i18n/languages.ts'
import { getI18n, i18nextMiddleware } from '#app/i18next.server.ts'
import { visitorIdMiddleware } from '#app/features/personalisation/visitor-id.server.ts'
import { intlLocale } from '#app/domain/market/site.ts'
import { DismissedProvider } from '#app/blocks/dismissed.tsx'
import { previewChanged, previewRibbonView } from '#app/domain/content/preview.ts'
import {
  documentMenuContext,
  getFooter,
  getMenu,
  getPopups,
  getUtility,
} from '#app/features/content/content.server.ts'
import { dismissedKeys } from '#app/domain/page/dismiss.ts'
import { dismissedPopupsFromCookie } from '#app/domain/content/popup-rules.ts'
import { isStickyHeaderRoute } from '#app/domain/page/sticky-header.ts'
import { hydratesNumbers } from '#app/domain/page/hydrated-numbers.ts'
import { DrawnNumbers } from '#app/components/drawn-numbers.tsx'
import { newsletterPath } from '#app/domain/paths/paths.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { siteOrigin } from '#app/features/seo/origin.server.ts'
import { headLinks } from '#app/domain/seo/seo.ts'
import { newsletterFormState } from '#app/features/newsletter/newsletter.server.ts'
import { readToast } from '#app/sessions.server.ts'
import { allowedCategories, needsConsentChoice } from '#app/domain/tracking/consent.ts'
import { useStaticLinks } from '#app/components/static-island.tsx'
import { CAPTCHA_CONSENT, captchaScriptSrc } from '#app/domain/identity/captcha.ts'
import { consentAllows } from '#app/features/consent/index.server.ts'
import { pageCacheMiddleware } from '#app/features/page-cache/page-cache.server.ts'
import { sharedPageMiddleware } from '#app/features/shared-cache/shared-page.server.ts'
import { customerDataPageViews } from '#app/features/personalisation/page-views.server.ts'
import { consentBannerView } from '#app/features/consent/consent-form.server.ts'
import { locationView } from '#app/features/location/location.server.ts'
import type { Route } from './+types/root'
import appStyles from './app.css?url'

export const middleware: Route.MiddlewareFunction[] = [
  sharedPageMiddleware,
  formGuardMiddleware,
  shopperMiddleware,
  i18nextMiddleware,
  visitorIdMiddleware,
  customerDataPageViews,
  pageCacheMiddleware,
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  // Header and footer content are not worth a failed page: without them the page still sells.
  const quiet =
    <T,>(what: string) =>
    (error: unknown): T | null => {
      shopper.logger.warn({ err: error }, `${what} unavailable`)
      return null
    }
  const [menu, footer, popups, utility, newsletter] = await Promise.all([
    getMenu(shopper).catch(quiet<Awaited<ReturnType<typeof getMenu>>>('menu')),
    getFooter(shopper).catch(quiet<Awaited<ReturnType<typeof getFooter>>>('footer')),
    getPopups(shopper).catch(quiet<Awaited<ReturnType<typeof getPopups>>>('pop-ups')),
    getUtility(shopper).catch(quiet<Awaited<ReturnType<typeof getUtility>>>('utility bar')),
    // FORM-009: the footer's and the pop-ups' newsletter forms (a profile call only when signed in).
    newsletterFormState(shopper).catch(quiet<Awaited<ReturnType<typeof newsletterFormState>>>('newsletter')),
  ])
  context.set(documentMenuContext, menu)
  const { toast, clear } = readToast(request)
  const cookies = request.headers.get('Cookie')
  // CMS-104: a dismissed pop-up is not sent at all, so a page without one loads no pop-up code.
  const dismissedPopups = dismissedPopupsFromCookie(cookies)
  return data(
    {
      locale: shopper.locale.locale,
      currency: shopper.locale.site.currency,
      /** For search engines: the document's canonical URL and alternates (decision 045). */
      headLinks: headLinks(siteOrigin(request), new URL(request.url)),
      /** Where product and content images come from: connected to before the page asks (decision 055). */
      imageOrigin: shopper.env.imageOrigin,
      preview: previewRibbonView(shopper.preview, shopper.locale.locale),
      /** The menu's version: its content reaches the server's render apart (entry.server), not the browser. */
      menuVersion: menu ? contentVersion(menu) : null,
      utility,
      menuOpenOn: shopper.env.MENU_OPEN_ON,
      /** The footer's version; its content is in a client-side request's data only (decision 086). */
      footer: footer ? forDocument(context, footer) : null,
      newsletter,
      // Pop-ups wait for the visitor's answer to the consent banner: two dialogs would compete for it.
      // Answering revalidates this loader, and the pop-ups come then.
      popups: needsConsentChoice(shopper.consent)
        ? []
        : (popups ?? []).filter((popup) => !dismissedPopups.includes(popup.name)),
      dismissedPopups,
      /** The bars this shopper closed (CMS-077, CMS-106): blocks do not render them. */
      dismissed: [...dismissedKeys(cookies)],
      cartCount: shopper.session.get('cartCount') ?? 0,
      /** PLAT-040..043: the banner when the visitor is to be asked, and what browser-side tracking may do. */
      consent: {
        banner: consentBannerView(shopper, getI18n(context).t),
        allowed: allowedCategories(shopper.consent).join(' '),
      },
      signedIn: isSignedIn(shopper),
      /** The header's location control and, while there is one to ask, the location question (decision 048). */
      location: locationView(shopper, request, getI18n(context).t),
      inStore: inStoreBanner(connectedAssociate(shopper)),
      toast,
      toastDismissMs: shopper.env.TOAST_DISMISS_MS,
      /** PLAT-026: the captcha's script and site key, for the forms that post its token (decision 075). */
      captcha: consentAllows(shopper, CAPTCHA_CONSENT)
        ? {
            src: captchaScriptSrc(shopper.env.captchaScriptUrl, shopper.env.CAPTCHA_SITE_KEY),
            siteKey: shopper.env.CAPTCHA_SITE_KEY,
          }
        : null,
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  )
}

/** INSTORE-002: who is connected, for the banner; nothing when no associate is connected (or the shift is over). */
function inStoreBanner(store: InStoreContext | undefined) {
  return store
    ? { store: store.storeName || store.storeId, employee: store.storeEmployeeName || store.storeEmployeeId }
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
  // Entering or leaving preview changes the ribbon, and the header and footer content.
  if (previewChanged(currentUrl, nextUrl)) return true
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
  const withNumbers = hydratesNumbers(useMatches().map((match) => match.handle))
  return (
    <html
      lang={intlLocale(locale)}
      data-locale={locale}
      // CONSENT_ATTRIBUTE (domain/tracking/consent-attribute.ts), written out: the constant would ride in the shell.
      data-consent={rootData?.consent.allowed}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The largest image of most pages comes from the image service: connect while the head loads. */}
        {rootData?.imageOrigin ? <link rel="preconnect" href={rootData.imageOrigin} /> : null}
        {/* The one stylesheet, in the head ahead of the module preloads (decision 055). */}
        <Stylesheet href={appStyles} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {rootData ? <SeoLinks links={rootData.headLinks} /> : null}
        <Links />
        {/* What only JavaScript can fill (a third-party widget) is not shown as an empty space without it. */}
        <noscript>
          <style>{'.needs-js{display:none}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <TranslationProvider language={languageFor(locale)}>{children}</TranslationProvider>
        {/* After the page, whose numbers are formatted by then (decision 116). */}
        {withNumbers ? <DrawnNumbers /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

// The pop-up's code loads only on a page that has a pop-up to show (CMS-100..104), the preview
// ribbon's only on a page in preview.
const Popups = lazy(() => import('#app/shell/popup.tsx'))
const PreviewRibbon = lazy(() => import('#app/features/content/ui/preview-ribbon.tsx'))

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, menuVersion, footer, cartCount, signedIn, inStore, toast, toastDismissMs } = loaderData
  const { pathname } = useLocation()
  usePageTracking()
  // The links of every island (menu, footer, utility bar, content kept as drawn) navigate in the app,
  // and their forms post through it.
  useStaticLinks()
  return (
    <>
      {loaderData.preview ? (
        <Suspense fallback={null}>
          <PreviewRibbon preview={loaderData.preview} />
        </Suspense>
      ) : null}
      <UtilityBar
        utility={loaderData.utility}
        locale={locale}
        consentBanner={loaderData.consent.banner}
        location={loaderData.location}
      />
      <SiteHeader
        locale={locale}
        menuVersion={menuVersion}
        cartCount={cartCount}
        signedIn={signedIn}
        menuOpenOn={loaderData.menuOpenOn}
        sticky={isStickyHeaderRoute(pathname)}
      />
      {inStore ? <InStoreBar locale={locale} {...inStore} /> : null}
      <Toaster toast={toast} dismissAfterMs={toastDismissMs} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <DismissedProvider keys={loaderData.dismissed}>
          <Outlet />
        </DismissedProvider>
      </main>
      <SiteFooter
        locale={locale}
        footer={footer}
        // The newsletter page is the form: a second one in its footer would ask twice.
        newsletter={pathname === newsletterPath(locale) ? null : loaderData.newsletter}
      />
      {loaderData.popups.length > 0 ? (
        <Suspense fallback={null}>
          <Popups
            popups={loaderData.popups}
            dismissed={loaderData.dismissedPopups}
            locale={locale}
            newsletter={loaderData.newsletter}
          />
        </Suspense>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  // The boundary heads the page and titles it: a post refused before a loader ran (decision 043) has no
  // loader's title.
  return (
    <main id="main" className="flex-1">
      <GeneralErrorBoundary />
    </main>
  )
}
