import { useEffect } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { Form, Link } from 'react-router'
import { MegaMenu, type MenuOpenOn } from './mega-menu.tsx'
import { loadAfterHydration } from './load-after-hydration.ts'
import { SearchInput } from '../features/search/ui/search-input.tsx'
import { SignInLink } from '../features/identity/ui/sign-in-link.tsx'
import { DialogLink } from '../components/dialog-link.tsx'
import {
  accountPath,
  cartPath,
  favoritesPath,
  homePath,
  menuPath,
  searchPath,
} from '#app/domain/paths/paths.ts'
import { preloadable } from '#app/components/preloadable.ts'

// The phone's menu, loaded when the shopper reaches for its link: its few hundred links are in neither
// the page's markup nor its first-load JavaScript.
const menuDialogModule = preloadable(() => import('./mobile-menu-dialog.tsx'))
const MobileMenuDialog = menuDialogModule.lazy((module) => module.default)

/**
 * A decorative icon drawn by the stylesheet (`.icon-*` in app.css) in the text colour: the shapes stay
 * out of the JavaScript every page loads.
 */
function Icon({ name }: { name: 'menu' | 'search' | 'account' | 'heart' | 'cart' }) {
  return <span aria-hidden="true" className={`icon icon-${name}`} />
}

/**
 * The site header: skip link, logo, mega menu, search, account and the cart badge. Everything is a
 * link or a GET form, so the header works before (and without) JavaScript. On a phone it is one row:
 * the search box is out of sight, its label showing as a search icon, until a tap on the label or the
 * keyboard focuses it; the stylesheet then shows it as a row of its own (`.site-search` in app.css).
 * It sticks to the top of the window unless `sticky` is false (PLAT-033: `isStickyHeaderRoute` in
 * app/domain/page/sticky-header.ts); with JavaScript a sticky header hides on a scroll down and shows on a
 * scroll up (CONST-017: header-scroll.ts).
 */
export function SiteHeader({
  locale,
  menuVersion,
  cartCount,
  signedIn = false,
  query = '',
  menuOpenOn,
  sticky = true,
}: {
  locale: string
  /** The menu's version (`contentVersion`); null when the content service gave no menu (no menu shown). */
  menuVersion: string | null
  cartCount: number
  /** A registered shopper gets the account link, a guest the sign-in link. */
  signedIn?: boolean
  /** The current search term, shown in the box on the search page. */
  query?: string
  /** The brand setting for desktop categories: open on hover and focus (default) or on click (CMS-112). */
  menuOpenOn?: MenuOpenOn
  /** PLAT-033: false on the routes excluded from the sticky header. */
  sticky?: boolean
}) {
  const { t } = useTranslation('content')
  // Loaded after hydration, as page tracking is (decision 042): the first load carries this line only.
  useEffect(() => void loadAfterHydration().then((shell) => shell.enableHeaderScroll()), [])
  return (
    <header
      data-sticky={sticky ? 'true' : undefined}
      // A sticky header also pads the page's scroll snapport, so an anchor or a focused field scrolled
      // into view is not hidden under it (WCAG 2.4.11).
      className={`${sticky ? 'sticky top-0 [:root:has(&)]:scroll-pt-32' : 'relative'} z-30 border-b border-gray-200 bg-white text-gray-900`}
    >
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="header-row">
        {menuVersion ? (
          // CMS-111: on a phone, a link to the menu page; once hydrated a plain tap opens its dialog.
          <DialogLink
            to={menuPath(locale)}
            preload={menuDialogModule.load}
            dialog={(close) => <MobileMenuDialog locale={locale} onClose={close} />}
            className="header-menu"
          >
            <Icon name="menu" />
            {/* A phone's header row has room for the icon only. */}
            <span className="sr-only sm:not-sr-only">{t('menu.toggle')}</span>
          </DialogLink>
        ) : null}
        <Link to={homePath(locale)} className="header-logo">
          {t('brandName')}
          <span className="sr-only">{` ${t('header.home')}`}</span>
        </Link>
        <Form
          method="get"
          action={searchPath(locale)}
          role="search"
          className="site-search flex items-center gap-2 md:ml-auto"
        >
          <label htmlFor="site-search" className="site-search-label">
            <Icon name="search" />
            <span className="sr-only">{t('header.searchLabel')}</span>
          </label>
          <SearchInput
            id="site-search"
            // Remounts when the term in the URL changes, so the box always shows the current search.
            key={query}
            locale={locale}
            query={query}
            placeholder={t('header.searchPlaceholder')}
          />
          <button type="submit" className="rounded-md p-2 hover:bg-gray-100">
            <Icon name="search" />
            <span className="sr-only">{t('header.searchSubmit')}</span>
          </button>
        </Form>
        <ul className="header-actions">
          <li>
            {signedIn ? (
              <Link to={accountPath(locale)} className="header-action">
                <Icon name="account" />
                <span className="sr-only sm:not-sr-only">{t('header.account')}</span>
              </Link>
            ) : (
              // With JavaScript the link opens the sign-in dialog; without, it is the sign-in page.
              <SignInLink locale={locale} className="header-action">
                <Icon name="account" />
                <span className="sr-only sm:not-sr-only">{t('header.signIn')}</span>
              </SignInLink>
            )}
          </li>
          <li className="md:hidden">
            <Link to={favoritesPath(locale)} className="header-action">
              <Icon name="heart" />
              <span className="sr-only">{t('header.favorites')}</span>
            </Link>
          </li>
          <li>
            {/* A real link: JavaScript may later open a drawer from it, but it always reaches the cart. */}
            <Link
              to={cartPath(locale)}
              aria-label={t('header.cart', { count: cartCount })}
              className="header-action relative"
            >
              <Icon name="cart" />
              {cartCount > 0 ? (
                <span aria-hidden="true" className="header-count">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
          </li>
        </ul>
      </div>
      {menuVersion ? (
        <div className="hidden md:block">
          <div className="mx-auto max-w-7xl px-4">
            <MegaMenu version={menuVersion} locale={locale} openOn={menuOpenOn} />
          </div>
        </div>
      ) : null}
    </header>
  )
}
