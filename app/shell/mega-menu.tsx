import { lazy, use, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { ServerMenuContext } from './server-menu.ts'
import { loadAfterHydration } from './load-after-hydration.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import type { MenuBehaviour, MenuOpenOn } from './mega-menu-behaviour.ts'
import { StaticIsland } from '../components/static-island.tsx'

export type { MenuOpenOn } from './mega-menu-behaviour.ts'

/** The markup: in place on the server, loaded by the browser only when the menu's content changes. */
const MegaMenuMarkup = import.meta.env.SSR
  ? (await import('./mega-menu-content.tsx')).default
  : lazy(() => import('./mega-menu-content.tsx'))

/**
 * The desktop mega menu (CMS-111..119): a bar of categories, all native `<details>`, so it opens by
 * click or keyboard without JavaScript, and the categories share a details `name` so one is open at a
 * time. Its markup is a static island (the browser does not hydrate its hundreds of links), and its
 * behaviour loads after hydration and works on the DOM: hover and focus opening (`openOn`), closing on
 * leaving, Escape (focus back to the trigger), an outside click and a route change, client-side
 * navigation for its links, and the link-click tracking. The page's data carries only the menu's
 * version: the server renders the menu it has, and the browser fetches the menu page's data only when
 * the version changes. A phone's menu is the header's Menu link (mobile-menu-dialog.tsx).
 */
export function MegaMenu({
  version,
  locale,
  openOn = 'hover',
}: {
  /** The menu's version: the server's render has the menu itself (ServerMenuContext). */
  version: string
  locale: string
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
    void loadAfterHydration().then(({ enhanceMegaMenu }) => {
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

  return (
    <StaticIsland
      as="nav"
      ref={navRef}
      aria-label={t('menu.label')}
      version={[version, locale, openOn]}
      cacheAs="menu"
    >
      {/* Only the server's render has the menu: the browser's bundle does not carry the context at all. */}
      <MegaMenuMarkup
        menu={import.meta.env.SSR ? use(ServerMenuContext) : null}
        locale={locale}
        openOn={openOn}
      />
    </StaticIsland>
  )
}
