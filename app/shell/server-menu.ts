import { createContext } from 'react'
import type { Menu } from '#app/domain/content/content.ts'
import type { UtilityFeed } from '#app/domain/content/front-end-feeds.ts'

/**
 * The menu of the document the server renders, for the header's markup: the page's data carries only
 * its version, so the browser does not download and parse the menu with every page. Null in the
 * browser, which reads the menu from the menu page's data when it needs it.
 */
export const ServerMenuContext = /* @__PURE__ */ createContext<Menu | null>(null)

/** What the menu page's data (`/{locale}/menu`) holds, which the phone's menu and a changed bar read. */
export interface MenuPageData {
  menu: Menu | null
  /** The feature flag for the phone's level-2 shop-all link (CMS-117). */
  mobileShopAll: boolean
  /**
   * The utility bar's links (stores, help, returns, CMS-020): the phone's utility bar leaves them to
   * the menu, below its categories.
   */
  services: UtilityFeed['links']
}
