import type { Picture, Popup, Target } from './content.ts'
import { AA_TEXT, hexColour, LIGHT_TEXT, readableColour, textOn } from './colour.ts'

/**
 * Pop-ups (001 §3 Pop-up, §4; CMS-100..104): what the component renders, mapped from the content
 * service's fields, and the rules around them: the delay, the Newsletter/Registration class, and the
 * cookie that remembers dismissed pop-ups. No zod and only type imports: the pop-up component (browser)
 * reads this module.
 */

/** CONST-032: a pop-up without its own delay appears after 2000 ms. */
export const POPUP_DEFAULT_DELAY_MS = 2000

/** CMS-104: the cookie listing dismissed pop-ups by name (each url-encoded, comma-separated). */
export const DISMISSED_POPUPS_COOKIE = 'dismissedPopups'

/** The most names the cookie keeps (the newest), so it never grows without bound. */
const MAX_DISMISSED = 20

/** A year: a dismissed pop-up stays dismissed. */
const DISMISSED_MAX_AGE_S = 365 * 24 * 60 * 60

export type PopupLogoSize = 'small' | 'default' | 'large'

/** CMS-103: a Newsletter pop-up, or an Account pop-up whose action is Registration. */
export type PopupClass = { category: 'Newsletter' } | { category: 'Account'; action: 'Registration' }

/** CMS-103: Newsletter when the name contains "newsletter" (any case), else Account / Registration. */
export function classifyPopup(name: string): PopupClass {
  return name.toLowerCase().includes('newsletter')
    ? { category: 'Newsletter' }
    : { category: 'Account', action: 'Registration' }
}

/** Colours the pop-up may apply; each is left out when the CMS value is unusable or unreadable. */
export interface PopupColors {
  background?: string
  /** Body text and icons: chosen to read on the background. */
  text?: string
  title?: string
  disclaimer?: string
}

/** A pop-up as the component renders it (CMS-100). */
export interface PopupView {
  name: string
  delayMs: number
  classification: PopupClass
  title?: string
  /** The text of the collapsed pop-up's toggle. */
  minimizedTitle: string
  /** The text of the expanded pop-up's toggle (its title bar). */
  maximizedTitle: string
  logo?: Picture
  logoSize: PopupLogoSize
  /** Sanitised HTML (the content service cleans it). */
  disclaimer?: string
  /** Buttons: targets with a text. */
  targets: Target[]
  colors: PopupColors
}

/**
 * The pop-up's colours (CMS-100) under WCAG AA: the body text is white or ink, whichever reads on the
 * background; a title colour needs 3:1 (the title is large, bold text) and a disclaimer colour 4.5:1,
 * otherwise they fall back to the body text.
 */
export function popupColors(
  popup: Pick<Popup, 'backgroundColor' | 'titleColor' | 'disclaimerColor'>,
): PopupColors {
  const background = hexColour(popup.backgroundColor)
  const surface = background ?? LIGHT_TEXT
  // Hex colours only: a pop-up's colours are not the blocks' palette names.
  const readable = (value: string | undefined, min: number) =>
    readableColour(hexColour(value), [surface], min)
  return {
    background,
    text: background ? textOn(surface) : undefined,
    title: readable(popup.titleColor, 3),
    disclaimer: readable(popup.disclaimerColor, AA_TEXT),
  }
}

/** CMS-100: the content service's pop-up as the component renders it. */
export function toPopupView(popup: Popup): PopupView {
  const heading = popup.title ?? popup.name
  return {
    name: popup.name,
    delayMs: popup.delay ?? POPUP_DEFAULT_DELAY_MS,
    classification: classifyPopup(popup.name),
    title: popup.title,
    minimizedTitle: popup.minimizedTitle ?? heading,
    maximizedTitle: popup.maximizedTitle ?? heading,
    logo: popup.logo,
    logoSize: popup.logoSize,
    disclaimer: popup.disclaimer,
    targets: popup.targets.filter((target) => target.text),
    colors: popupColors(popup),
  }
}

/** CMS-104: the first pop-up the shopper has not dismissed, or null. One pop-up shows at a time. */
export function popupToShow<P extends { name: string }>(
  popups: readonly P[],
  dismissed: readonly string[],
): P | null {
  return popups.find((popup) => !dismissed.includes(popup.name)) ?? null
}

/** CMS-104: the dismissed pop-up names in a Cookie header (or `document.cookie`); [] when none. */
export function dismissedPopupsFromCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return []
  const prefix = `${DISMISSED_POPUPS_COOKIE}=`
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
  if (!raw) return []
  return raw.split(',').flatMap((encoded) => {
    try {
      const name = decodeURIComponent(encoded)
      return name ? [name] : []
    } catch {
      return []
    }
  })
}

/**
 * CMS-104: the `document.cookie` assignment remembering `names` as dismissed (the newest 20), for the
 * whole site, for a year. Readable by the server, which then leaves those pop-ups out.
 */
export function dismissedPopupsCookie(names: readonly string[]): string {
  const unique = [...new Set(names)].slice(-MAX_DISMISSED)
  const value = unique.map((name) => encodeURIComponent(name)).join(',')
  return `${DISMISSED_POPUPS_COOKIE}=${value}; Path=/; Max-Age=${DISMISSED_MAX_AGE_S}; SameSite=Lax`
}
