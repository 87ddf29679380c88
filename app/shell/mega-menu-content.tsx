import { useId } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { menuNs } from './locales/menu.ts'
import { usePageData } from '../components/page-dialog.tsx'
import { menuPath } from '#app/domain/paths/paths.ts'
import type { MenuPageData } from './server-menu.ts'
import { CmsLink } from '#app/blocks/shared/parts.tsx'
import type { Menu, MenuNode } from '#app/domain/content/content.ts'
import type { MenuOpenOn } from './mega-menu-behaviour.ts'
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
 * The desktop mega menu's markup (CMS-111, CMS-114..119): a bar of categories, each a native
 * `<details>` whose popover holds the columns of links. The server renders it in the header; the
 * browser keeps that markup without hydrating it and loads this module only when the menu's content
 * changes (see MegaMenu). The phone's menu is mobile-menu-list.tsx.
 */

function DesktopPanel({ node, locale }: { node: MenuNode; locale: string }) {
  const { t } = useTranslation(menuNs)
  const shopAll = useShopAllText(node)
  const baseId = useId()
  // hideShopAll per breakpoint (A41): the desktop rendering spans md and lg.
  const hideShopAll = `${node.hideShopAll.md ? ' md:max-lg:hidden' : ''}${node.hideShopAll.lg ? ' lg:hidden' : ''}`
  const selectorsTitle = node.visualSelectorsTitle ?? t('featured')
  return (
    <div className="menu-panel">
      <div className="menu-inner">
        {node.hideShopAll.md && node.hideShopAll.lg ? null : (
          <p className={`menu-shop-all${hideShopAll}`} data-nav={shopAll}>
            <CmsLink target={node.target} locale={locale} discover="none">
              {shopAll}
            </CmsLink>
          </p>
        )}
        <div className="menu-grid grid-cols-6">
          {node.columns.map((column, index) => (
            <div key={column.id} className="col-span-1" data-nav={column.title}>
              <p id={`${baseId}-${index}`} className="menu-heading">
                {column.title}
              </p>
              <ColumnLinks column={column} locale={locale} labelledBy={`${baseId}-${index}`} />
            </div>
          ))}
          {node.visualSelectors.length > 0 ? (
            <div className="col-span-2" data-nav={selectorsTitle}>
              <p className="menu-heading">{selectorsTitle}</p>
              <ul className="grid grid-cols-3 gap-3">
                {node.visualSelectors.map((selector) => (
                  <li key={selector.target.url} data-nav={selector.title}>
                    <CmsLink
                      target={selector.target}
                      locale={locale}
                      className="block text-sm hover:underline"
                      discover="none"
                    >
                      <img
                        src={selector.mediaObject.url}
                        alt=""
                        width={120}
                        height={120}
                        loading="lazy"
                        className="menu-image"
                      />
                      {selector.title}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {node.menuBanner ? (
            <div className="col-span-1 col-start-6" data-nav={node.menuBanner.title}>
              <CmsLink
                target={node.menuBanner.target}
                locale={locale}
                className="menu-banner"
                discover="none"
              >
                <img
                  src={node.menuBanner.media.url}
                  alt=""
                  width={node.menuBanner.media.width}
                  height={node.menuBanner.media.height}
                  loading="lazy"
                  className="menu-image"
                />
                <span className="menu-banner-title">{node.menuBanner.title}</span>
                {node.menuBanner.subtitle ? (
                  <span className="menu-banner-subtitle">{node.menuBanner.subtitle}</span>
                ) : null}
              </CmsLink>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}

export function MegaMenuContent({
  menu,
  locale,
  openOn,
}: {
  menu: Menu
  locale: string
  openOn: MenuOpenOn
}) {
  return (
    <ul data-open-on={openOn} className="hidden h-[2.35rem] items-stretch gap-1 md:flex">
      {menu.items.map((node) => (
        <li key={node.id} className="flex" data-nav={trackingName(node)}>
          {node.columns.length === 0 ? (
            <CmsLink
              target={node.target}
              locale={locale}
              className={`flex items-center gap-1.5 px-3 font-semibold hover:underline ${styleOf(node)}`}
              discover="none"
            >
              <MenuTitle item={node} />
            </CmsLink>
          ) : (
            <details name="mega-menu" className="group/top">
              <summary className={`${SUMMARY} menu-top ${styleOf(node)}`}>
                <MenuTitle item={node} />
                <Chevron className="group-open/top:rotate-180" />
              </summary>
              <DesktopPanel node={node} locale={locale} />
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The bar with its menu: the server's, given by the header; in the browser, which renders the bar only
 * when the menu's version has changed, the menu page's data, fetched then (nothing until it arrives).
 */
export default function MegaMenuMarkup({
  menu,
  locale,
  openOn,
}: {
  menu: Menu | null
  locale: string
  openOn: MenuOpenOn
}) {
  return menu ? (
    <MegaMenuContent menu={menu} locale={locale} openOn={openOn} />
  ) : (
    <FetchedMegaMenu locale={locale} openOn={openOn} />
  )
}

function FetchedMegaMenu({ locale, openOn }: { locale: string; openOn: MenuOpenOn }) {
  const menu = usePageData<MenuPageData>(menuPath(locale))?.menu
  return menu ? <MegaMenuContent menu={menu} locale={locale} openOn={openOn} /> : null
}
