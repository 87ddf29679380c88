import { useEffect, useRef } from 'react'
import { loadAfterHydration } from './load-after-hydration.ts'
import { CmsLink } from '#app/blocks/shared/parts.tsx'
import type { Menu, MenuNode } from '#app/domain/content/content.ts'
import type { UtilityFeed } from '#app/domain/content/front-end-feeds.ts'
import {
  SUMMARY,
  Chevron,
  ColumnLinks,
  useShopAllText,
  trackingName,
  MenuTitle,
  styleOf,
} from './mega-menu-parts.tsx'

/**
 * The phone's menu (CMS-111, CMS-115..118): categories (level 1) and their columns (level 2) as native
 * `<details>` accordions around the links (level 3), so it works by tap and keyboard without
 * JavaScript. It is not part of every page: the header's Menu link opens it in a dialog, or, without
 * JavaScript, is the menu page that shows it. Its tracking (section expanded or closed, link followed)
 * loads after hydration.
 */
export function MobileMenuList({
  menu,
  locale,
  mobileShopAll,
  services = [],
  labelledBy,
}: {
  menu: Menu
  locale: string
  /** The feature flag for the shop-all link at level 2 (CMS-117). */
  mobileShopAll: boolean
  /** The utility bar's links (stores, help, returns), which a phone's utility bar leaves to the menu. */
  services?: UtilityFeed['links']
  /** The heading that names the menu (the dialog's or the page's). */
  labelledBy: string
}) {
  const navRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    let stop: (() => void) | undefined
    let disposed = false
    void loadAfterHydration().then(({ trackMobileMenu }) => {
      if (!disposed) stop = trackMobileMenu(nav)
    })
    return () => {
      disposed = true
      stop?.()
    }
  }, [])
  return (
    <nav ref={navRef} aria-labelledby={labelledBy}>
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        {menu.items.map((node) => (
          <li key={node.id} data-nav={trackingName(node)}>
            <MobileNode node={node} locale={locale} showShopAll={mobileShopAll} />
          </li>
        ))}
      </ul>
      {services.length > 0 ? (
        <ul className="mt-4 flex flex-col">
          {services.map((link) => (
            <li key={link.id} data-nav={link.text}>
              <CmsLink
                target={link}
                locale={locale}
                className="block px-4 py-2 underline-offset-2 hover:underline"
              >
                {link.text}
              </CmsLink>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}

function MobileNode({ node, locale, showShopAll }: { node: MenuNode; locale: string; showShopAll: boolean }) {
  const shopAll = useShopAllText(node)
  if (node.columns.length === 0) {
    return (
      <CmsLink
        target={node.target}
        locale={locale}
        className={`flex items-center gap-2 px-4 py-3 font-semibold ${styleOf(node)}`}
      >
        <MenuTitle item={node} />
      </CmsLink>
    )
  }
  return (
    <details className="group/l1">
      <summary
        className={`${SUMMARY} flex items-center justify-between gap-2 px-4 py-3 font-semibold ${styleOf(node)}`}
      >
        <span className="flex items-center gap-2">
          <MenuTitle item={node} />
        </span>
        <Chevron className="group-open/l1:rotate-180" />
      </summary>
      <ul className="pb-2">
        {/* CMS-117, A41: the mobile level-2 shop-all needs the flag and must not be hidden at sm. */}
        {showShopAll && !node.hideShopAll.sm ? (
          <li data-nav={shopAll}>
            <CmsLink target={node.target} locale={locale} className="block px-6 py-2 underline">
              {shopAll}
            </CmsLink>
          </li>
        ) : null}
        {node.columns.map((column) => (
          <li key={column.id} data-nav={column.title}>
            <details className="group/l2">
              <summary className={`${SUMMARY} flex items-center justify-between px-6 py-2`}>
                {column.title}
                <Chevron className="group-open/l2:rotate-180" />
              </summary>
              <div className="px-8 pb-2">
                <ColumnLinks column={column} locale={locale} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </details>
  )
}
