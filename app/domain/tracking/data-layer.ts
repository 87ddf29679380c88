import type { ConsentCategory } from './consent.ts'
import { classifyPopup } from '../content/popup-rules.ts'

/**
 * Tracking events for `window.dataLayer` (001 §4, §7 Scripts and widgets): the pop-up's impression,
 * expand and click events (CMS-102), top-navigation clicks with the path of level names and the mobile
 * menu's section expand/close events (CMS-118). Plain builders; `pushDataLayer` (utils) pushes them.
 */

/** A JSON-safe value of a dataLayer field: the ecommerce events carry lists of product records. */
export type DataLayerValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly DataLayerValue[]
  | { readonly [field: string]: DataLayerValue }

/** One dataLayer entry: an event name and JSON-safe fields. */
export type DataLayerEvent = { event: string } & Record<string, DataLayerValue>

/**
 * The consent category a tracking event needs before it is pushed (PERS-001, decision 037). Events
 * about the shopper as a person (`user_data`: the newsletter opt-in that feeds customer data) need
 * targeting; events about how the site is used (pop-ups, menu clicks) need performance and analytics.
 */
export function dataLayerCategory(event: DataLayerEvent): ConsentCategory {
  return event.event === 'user_data' ? 'targeting' : 'performance'
}

/** Separator of the level names in `nav_path`. */
export const NAV_PATH_SEPARATOR = ' > '

export type PopupEventKind = 'impression' | 'expand' | 'click'

/**
 * CMS-102: a pop-up event, classed by the pop-up's name (CMS-103). A click names its button: a CTA's
 * text and url, or the pop-up's own `close` / `minimize` control.
 */
export function popupEvent(
  kind: PopupEventKind,
  name: string,
  button?: { label: string; url?: string },
): DataLayerEvent {
  const classification = classifyPopup(name)
  return {
    event: `popup_${kind}`,
    popup_name: name,
    popup_category: classification.category,
    popup_action: 'action' in classification ? classification.action : undefined,
    ...(button ? { click_label: button.label, click_url: button.url } : {}),
  }
}

/** CMS-118 / 001 §7: a click on a menu link, with the names of its levels from the top category down. */
export function menuClickEvent(levels: readonly string[], url: string): DataLayerEvent {
  return {
    event: 'topnav_click',
    nav_path: levels.join(NAV_PATH_SEPARATOR),
    nav_levels: levels,
    nav_url: url,
  }
}

/** CMS-118: a mobile menu section (category or group accordion) opened or closed. */
export function mobileMenuSectionEvent(
  action: 'expand' | 'close',
  levels: readonly string[],
): DataLayerEvent {
  return {
    event: 'mobile_menu_section',
    section_action: action,
    nav_path: levels.join(NAV_PATH_SEPARATOR),
    nav_levels: levels,
  }
}

/**
 * FORM-008 (001 §7 "the result feeds user-data tracking"): the shopper's newsletter opt-in after a
 * successful subscribe, with the campaign it came from. No email: the dataLayer carries no personal data.
 */
export function newsletterSubscribedEvent({
  campaignName,
  signedIn,
}: {
  campaignName: string
  signedIn: boolean
}): DataLayerEvent {
  return {
    event: 'user_data',
    user_action: 'newsletter_subscribe',
    newsletter_optin: 'true',
    campaign_name: campaignName,
    login_status: signedIn ? 'logged_in' : 'guest',
  }
}

/** What a promotion (banner, hero, card, multi-link card) shows, for its click event (PERS-047). */
export interface PromotionContent {
  title?: string
  /** The promotion's image url. */
  img?: string
  /** Its buttons' or links' texts, in order: cta1, cta2, … */
  ctas?: readonly (string | undefined)[]
  /** Its cards' titles, in order: card1, card2, … */
  cards?: readonly string[]
  tracking?: { creativeName?: string; promotionId?: string; promotionName?: string }
}

/**
 * PERS-047 (001 §3, §7): a click on a promotion: its title, image, each button (cta1…) and card (card1…),
 * and the editor's promotionTracking (creativeName, promotionId, promotionName).
 */
export function promotionClickEvent(promotion: PromotionContent): ClickEvent {
  const numbered = (prefix: string, texts: readonly (string | undefined)[] = []) =>
    Object.fromEntries(
      texts
        .filter((text): text is string => Boolean(text))
        .map((text, index) => [`${prefix}${index + 1}`, text]),
    )
  return {
    event: 'promotion_click',
    title: promotion.title ?? '',
    img: promotion.img ?? '',
    ...numbered('cta', promotion.ctas),
    ...numbered('card', promotion.cards),
    creativeName: promotion.tracking?.creativeName ?? '',
    promotionId: promotion.tracking?.promotionId ?? '',
    promotionName: promotion.tracking?.promotionName ?? '',
  }
}

/** Name of the attribute holding the event a click on a link inside the element pushes (decision 042). */
export const TRACK_CLICK_ATTRIBUTE = 'data-track-click'

/** An event a click pushes from the markup: every field a text. */
export type ClickEvent = { event: string } & Record<string, string>

/**
 * The attribute that makes a click on a link inside an element push `event`: its fields as a query
 * string. An attribute carries it with an escape for each field (`&amp;`), where JSON's quotes took six
 * characters each (`&quot;`), four a field, on every promotion of a page.
 */
export function trackClickAttribute(event: ClickEvent): Record<typeof TRACK_CLICK_ATTRIBUTE, string> {
  return { [TRACK_CLICK_ATTRIBUTE]: new URLSearchParams(event).toString() }
}

/** The event a track-click attribute holds; null when it names none. */
export function clickEventOf(value: string): ClickEvent | null {
  const fields = Object.fromEntries(new URLSearchParams(value))
  return typeof fields.event === 'string' && fields.event ? (fields as ClickEvent) : null
}
