import { useEffect, useId, useRef } from 'react'
import { useTranslation } from './i18n.tsx'
import { useLocation } from 'react-router'
import { CmsLink } from '#app/blocks/shared.tsx'
import type { Menu, MenuColumn, MenuNode } from '#app/models/content.ts'

const SUMMARY = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'

function Chevron({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`size-4 shrink-0 transition-transform ${className}`}
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  )
}

/** The shop-all text: the override, or the phrase plus the category title (CMS-116). */
function useShopAllText(node: MenuNode): string {
  const { t } = useTranslation('content')
  return node.overrideShopAll ?? t('menu.shopAll', { title: node.title })
}

function ColumnLinks({
  column,
  locale,
  labelledBy,
}: {
  column: MenuColumn
  locale: string
  labelledBy?: string
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {column.children.map((link) => (
        <li key={link.id}>
          <CmsLink target={link.target} locale={locale} className="block py-1 text-gray-800 hover:underline">
            {link.title}
          </CmsLink>
        </li>
      ))}
    </ul>
  )
}

function DesktopPanel({ node, locale }: { node: MenuNode; locale: string }) {
  const { t } = useTranslation('content')
  const shopAll = useShopAllText(node)
  const baseId = useId()
  // hideShopAll per breakpoint (A41): the desktop rendering spans md and lg.
  const hideShopAll = `${node.hideShopAll.md ? 'md:max-lg:hidden' : ''} ${node.hideShopAll.lg ? 'lg:hidden' : ''}`
  return (
    <div className="absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white text-gray-900 shadow-lg">
      <div className="mx-auto max-w-7xl px-6 py-6">
        {node.hideShopAll.md && node.hideShopAll.lg ? null : (
          <p className={`mb-4 ${hideShopAll}`}>
            <CmsLink target={node.target} locale={locale} className="font-semibold underline">
              {shopAll}
            </CmsLink>
          </p>
        )}
        <div className="grid grid-cols-6 gap-6">
          {node.columns.map((column, index) => (
            <div key={column.id} className="col-span-1">
              <p id={`${baseId}-${index}`} className="mb-2 font-semibold">
                {column.title}
              </p>
              <ColumnLinks column={column} locale={locale} labelledBy={`${baseId}-${index}`} />
            </div>
          ))}
          {node.visualSelectors.length > 0 ? (
            <div className="col-span-2">
              <p className="mb-2 font-semibold">{node.visualSelectorsTitle ?? t('menu.featured')}</p>
              <ul className="grid grid-cols-3 gap-3">
                {node.visualSelectors.map((selector) => (
                  <li key={selector.target.url}>
                    <CmsLink
                      target={selector.target}
                      locale={locale}
                      className="block text-sm hover:underline"
                    >
                      <img
                        src={selector.mediaObject.url}
                        alt=""
                        width={120}
                        height={120}
                        loading="lazy"
                        className="aspect-square w-full rounded object-cover"
                      />
                      {selector.title}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {node.menuBanner ? (
            <div className="col-span-1 col-start-6">
              <CmsLink target={node.menuBanner.target} locale={locale} className="group block">
                <img
                  src={node.menuBanner.media.url}
                  alt=""
                  width={node.menuBanner.media.width}
                  height={node.menuBanner.media.height}
                  loading="lazy"
                  className="aspect-square w-full rounded object-cover"
                />
                <span className="mt-2 block font-semibold group-hover:underline">
                  {node.menuBanner.title}
                </span>
                {node.menuBanner.subtitle ? (
                  <span className="block text-sm text-gray-700">{node.menuBanner.subtitle}</span>
                ) : null}
              </CmsLink>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}

function MobileNode({ node, locale, showShopAll }: { node: MenuNode; locale: string; showShopAll: boolean }) {
  const shopAll = useShopAllText(node)
  if (node.columns.length === 0) {
    return (
      <CmsLink target={node.target} locale={locale} className="block px-4 py-3 font-semibold">
        {node.title}
      </CmsLink>
    )
  }
  return (
    <details className="group/l1">
      <summary className={`${SUMMARY} flex items-center justify-between px-4 py-3 font-semibold`}>
        {node.title}
        <Chevron className="group-open/l1:rotate-180" />
      </summary>
      <ul className="pb-2">
        {/* A41: the mobile level-2 shop-all needs the flag and must not be hidden at sm. */}
        {showShopAll && !node.hideShopAll.sm ? (
          <li>
            <CmsLink target={node.target} locale={locale} className="block px-6 py-2 underline">
              {shopAll}
            </CmsLink>
          </li>
        ) : null}
        {node.columns.map((column) => (
          <li key={column.id}>
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

/**
 * The mega menu (CMS-111..118): three levels, all native `<details>`, so it opens by click, tap or
 * keyboard without JavaScript. Desktop categories share a details `name`, so opening one closes the
 * others. The small effect below only adds conveniences: Escape, an outside click and a route change
 * close what is open.
 */
export function MegaMenu({
  menu,
  locale,
  variant = 'both',
  mobileShopAll = true,
}: {
  menu: Menu
  locale: string
  /** Which rendering: the header places the mobile toggle and the desktop bar in different spots. */
  variant?: 'mobile' | 'desktop' | 'both'
  /** The feature flag for the shop-all link at mobile level 2 (CMS-117). */
  mobileShopAll?: boolean
}) {
  const { t } = useTranslation('content')
  const navRef = useRef<HTMLElement>(null)
  const location = useLocation()
  const route = `${location.pathname}${location.search}`
  const shownRoute = useRef(route)

  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const closeAll = () => nav.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
    // Only a real navigation closes the menu, not hydration of a menu the shopper already opened.
    if (shownRoute.current !== route) {
      shownRoute.current = route
      closeAll()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const open = [...nav.querySelectorAll<HTMLDetailsElement>('details[open]')].pop()
      if (!open) return
      open.open = false
      open.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) closeAll()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [route])

  return (
    <nav ref={navRef} aria-label={t('menu.label')}>
      {variant === 'desktop' ? null : (
        <details className="group/menu md:hidden">
          <summary className={`${SUMMARY} flex items-center gap-2 rounded px-2 py-2 font-semibold`}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            {t('menu.toggle')}
          </summary>
          <ul className="absolute inset-x-0 top-full z-40 max-h-[80vh] divide-y divide-gray-200 overflow-y-auto border-t border-gray-200 bg-white text-gray-900 shadow-lg">
            {menu.items.map((node) => (
              <li key={node.id}>
                <MobileNode node={node} locale={locale} showShopAll={mobileShopAll} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {variant === 'mobile' ? null : (
        <ul className="hidden h-[2.35rem] items-stretch gap-1 md:flex">
          {menu.items.map((node) => (
            <li key={node.id} className="flex">
              {node.columns.length === 0 ? (
                <CmsLink
                  target={node.target}
                  locale={locale}
                  className="flex items-center px-3 font-semibold hover:underline"
                >
                  {node.title}
                </CmsLink>
              ) : (
                <details name="mega-menu" className="group/top">
                  <summary
                    className={`${SUMMARY} flex h-[2.35rem] items-center gap-1 border-b-2 border-transparent px-3 font-semibold group-open/top:border-gray-900`}
                  >
                    {node.title}
                    <Chevron className="group-open/top:rotate-180" />
                  </summary>
                  <DesktopPanel node={node} locale={locale} />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
