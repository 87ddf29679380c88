import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { menuNs } from './locales/menu.ts'
import { CmsLink } from '#app/blocks/shared/parts.tsx'
import type { MenuColumn, MenuLink, MenuNode } from '#app/domain/content/content.ts'

/** The small pieces of the mega menu's markup: titles, icons, the chevron, styles (CMS-115..119). */

export const SUMMARY = 'menu-summary'

export function Chevron({ className = '' }: { className?: string }) {
  // The stylesheet draws it (`.menu-chevron`): one class instead of an SVG in each of the menu's items.
  return <span aria-hidden="true" className={`menu-chevron ${className}`} />
}

/** The shop-all text: the override, or the phrase plus the category title (CMS-116). */
export function useShopAllText(node: MenuNode): string {
  const { t } = useTranslation(menuNs)
  return node.overrideShopAll ?? t('shopAll', { title: node.title })
}

/** The level name tracking reports for a top category: its delocalised name when it has one. */
export function trackingName(node: MenuNode): string {
  return node.delocalizedTracking ?? node.name ?? node.title
}

/** Tags that may stay in a title rendered inside a link or a summary: inline formatting only. */
export const INLINE_TAG = /<\/?(?!(?:strong|b|em|i|u|span|small|sup|sub)\b)[a-z][a-z0-9]*\b[^>]*>/gi

/** CMS-119: a menu icon, always 26×26; lazy, so no icon is preloaded ahead of the page's own images. */
export function MenuIcon({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={26}
      height={26}
      loading="lazy"
      decoding="async"
      className="size-[26px] shrink-0"
    />
  )
}

/**
 * A category's or link's title (CMS-115): titleHtml (sanitised by the content service; kept inline here,
 * as it sits inside a link or summary) or the title, after the menu icon; with titleVisibility `icon`
 * only the icon shows and the title stays as its accessible name.
 */
export function MenuTitle({ item }: { item: MenuNode | MenuLink }) {
  const iconOnly = item.titleVisibility === 'icon' && Boolean(item.menuIcon)
  const titleHtml = typeof item.titleHtml === 'string' ? item.titleHtml : undefined
  const className = iconOnly ? 'sr-only' : undefined
  return (
    <>
      {item.menuIcon ? <MenuIcon src={item.menuIcon} /> : null}
      {titleHtml ? (
        <span className={className} dangerouslySetInnerHTML={{ __html: titleHtml.replace(INLINE_TAG, '') }} />
      ) : iconOnly ? (
        <span className="sr-only">{item.title}</span>
      ) : (
        item.title
      )}
    </>
  )
}

/** menuStyle `featured` (CMS-115): the category stands out in the brand colour. */
export function styleOf(node: MenuNode): string {
  return node.menuStyle === 'featured' ? 'text-brand font-bold' : ''
}

/** A column's links (level 3), in the desktop popover and in the phone's column accordion. */
export function ColumnLinks({
  column,
  locale,
  labelledBy,
}: {
  column: MenuColumn
  locale: string
  labelledBy?: string
}) {
  return (
    <ul aria-labelledby={labelledBy} className="menu-links">
      {column.children.map((link) => (
        <li key={link.id} data-nav={link.title}>
          <CmsLink target={link.target} locale={locale} className="menu-link" discover="none">
            <MenuTitle item={link} />
          </CmsLink>
        </li>
      ))}
    </ul>
  )
}
