import { lazy, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { Menu } from '#app/domain/content/content.ts'
import { useTranslation } from '../components/i18n.tsx'
import type { MenuBehaviour, MenuOpenOn } from './mega-menu-behaviour.ts'
import { StaticIsland, useStaticLinks } from '../components/static-island.tsx'

export type { MenuOpenOn } from './mega-menu-behaviour.ts'

/** The markup: in place on the server, loaded by the browser only when the menu's content changes. */
const MegaMenuContent = import.meta.env.SSR
  ? (await import('./mega-menu-content.tsx')).MegaMenuContent
  : lazy(() => import('./mega-menu-content.tsx').then((m) => ({ default: m.MegaMenuContent })))

/**
 * The mega menu (CMS-111..119): three levels, all native `<details>`, so it opens by click, tap or
 * keyboard without JavaScript, and desktop categories share a details `name` so one is open at a time.
 * Its markup is a static island (the browser does not hydrate its hundreds of links), and its behaviour
 * loads after hydration and works on the DOM: hover and focus opening on desktop (`openOn`), closing on
 * leaving, Escape (focus back to the trigger), an outside click and a route change, client-side
 * navigation for its links, and the tracking events: link clicks with their level names, mobile
 * sections expanded or closed.
 */
export function MegaMenu({
  menu,
  locale,
  variant = 'both',
  mobileShopAll = true,
  openOn = 'hover',
}: {
  menu: Menu
  locale: string
  /** Which rendering: the header places the mobile toggle and the desktop bar in different spots. */
  variant?: 'mobile' | 'desktop' | 'both'
  /** The feature flag for the shop-all link at mobile level 2 (CMS-117). */
  mobileShopAll?: boolean
  /** The brand setting: desktop categories open on hover and focus, or on click (CMS-112). */
  openOn?: MenuOpenOn
}) {
  const { t } = useTranslation('content')
  const navRef = useRef<HTMLElement>(null)
  const behaviour = useRef<MenuBehaviour>(undefined)
  const location = useLocation()
  const route = `${location.pathname}${location.search}`
  const shownRoute = useRef(route)

  // The behaviour loads after hydration, apart from the page's first-load code: until it is there (and
  // without JavaScript) the native details open and close by click, tap and keyboard.
  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    let disposed = false
    void import('./mega-menu-behaviour.ts').then(({ enhanceMegaMenu }) => {
      if (!disposed) behaviour.current = enhanceMegaMenu(nav, openOn)
    })
    return () => {
      disposed = true
      behaviour.current?.dispose()
      behaviour.current = undefined
    }
  }, [openOn])

  // Only a real navigation closes the menu, not hydration of a menu the shopper already opened.
  useEffect(() => {
    if (shownRoute.current === route) return
    shownRoute.current = route
    if (behaviour.current) behaviour.current.reset()
    else navRef.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
  }, [route])

  useStaticLinks(navRef)

  return (
    <StaticIsland
      as="nav"
      ref={navRef}
      aria-label={t('menu.label')}
      version={[menu, locale, variant, mobileShopAll, openOn]}
      cacheAs={`menu-${variant}`}
    >
      <MegaMenuContent
        menu={menu}
        locale={locale}
        variant={variant}
        mobileShopAll={mobileShopAll}
        openOn={openOn}
      />
    </StaticIsland>
  )
}
