/**
 * Colours content may set (banners, pop-ups, icon-and-text items) and the WCAG contrast rules they
 * must clear before they are used: one home for the parsing and the arithmetic.
 */

/** The named colours an editor may pick; anything else must be a plain hex colour. */
const PALETTE: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  dark: '#111827',
  light: '#f3f4f6',
  brand: '#14532d',
  sand: '#f5efe6',
  red: '#b91c1c',
}

/** The readable defaults: near-black (Tailwind gray-900, the site's text) on light surfaces, white on dark. */
export const DARK_TEXT = '#111827'
export const LIGHT_TEXT = '#ffffff'

/** A 3- or 6-digit hex colour as `#rrggbb`; anything else (a name, CSS, alpha) is refused. */
export function hexColour(value: string | undefined): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value?.trim().toLowerCase() ?? '')?.[1]
  if (!hex) return undefined
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`
}

/** A CMS colour as `#rrggbb`: a palette name or a 3/6-digit hex; anything else is refused. */
export function parseColour(value: string | undefined): string | undefined {
  if (!value) return undefined
  return PALETTE[value.trim().toLowerCase()] ?? hexColour(value)
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** AA for normal text: the bar every CMS text colour must clear. */
export const AA_TEXT = 4.5

/**
 * A CMS text colour, only when it is a palette name or hex that keeps `min` contrast (AA by default)
 * on every surface the text can sit on; otherwise undefined, and the surface's readable colour stays.
 */
export function readableColour(
  value: string | undefined,
  surfaces: readonly string[],
  min = AA_TEXT,
): string | undefined {
  const colour = parseColour(value)
  if (!colour || surfaces.length === 0) return undefined
  return surfaces.every((surface) => contrastRatio(colour, surface) >= min) ? colour : undefined
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background)
    ? LIGHT_TEXT
    : DARK_TEXT
}
