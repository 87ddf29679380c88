import type {
  Breakpoint,
  ButtonSize,
  ButtonStyle,
  CaptionPosition,
  CtaTarget,
  Picture,
} from '#app/domain/content/content.ts'
import { readableColour } from '#app/domain/content/colour.ts'
import { BlockImage, CmsLink, cx } from './parts.tsx'
import { type PerBp, SURFACE_EXTREMES, colourStyle } from './banner-style.tsx'

/** Banners' and heroes' eyebrow logo, caption and buttons (styled per breakpoint, with an icon and a size). */

// ---------------------------------------------------------------------------------------------------
// Eyebrow logo

/** A logo above the title, one picture per breakpoint (smaller breakpoints fill in for larger ones). */
export function EyebrowLogo({ logo }: { logo: Partial<Record<Breakpoint, Picture>> | undefined }) {
  const base = logo?.sm ?? logo?.md ?? logo?.lg
  if (!logo || !base) return null
  const breakpoints = {
    md: logo.md && logo.md !== base ? logo.md : undefined,
    lg: logo.lg && logo.lg !== (logo.md ?? base) ? logo.lg : undefined,
  }
  return (
    <BlockImage
      media={{ ...base, breakpoints }}
      // A small logo is never the largest paint: it does not compete with the media for priority.
      priority={false}
      className="h-8 w-auto object-contain md:h-10"
    />
  )
}

// ---------------------------------------------------------------------------------------------------
// Caption

const CAPTION_STYLES: Readonly<Record<string, string>> = {
  small: 'text-xs',
  medium: 'text-sm',
  italic: 'text-xs italic',
  uppercase: 'text-xs font-semibold tracking-wide uppercase',
}
const CAPTION_CORNER: Record<Exclude<CaptionPosition, 'off' | 'below'>, string> = {
  'top-left': 'top-3 left-3',
  'top-right': 'top-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'bottom-right': 'bottom-3 right-3',
}

export interface CaptionFields {
  captionText?: string
  captionPosition?: CaptionPosition
  captionStyle?: string
  captionColor?: string
}

/** Where a caption shows: over the media (a corner), below it, or nowhere (no text, or off). */
export function captionPlace(caption: CaptionFields | undefined): 'over' | 'below' | null {
  if (!caption?.captionText || caption.captionPosition === 'off') return null
  return !caption.captionPosition || caption.captionPosition === 'below' ? 'below' : 'over'
}

/**
 * A media caption (photo credit, model details). Off renders nothing (CMS-047); a corner places it over
 * the media on its own dark chip; `below` (the default) puts it under the media on the block background.
 */
export function Caption({
  caption,
  where,
  belowSurfaces,
}: {
  caption: CaptionFields | undefined
  /** Which of the two places this call renders: each block calls it once over the media, once below. */
  where: 'over' | 'below'
  /** The colours under a caption below the media. */
  belowSurfaces: readonly string[]
}) {
  const place = captionPlace(caption)
  if (!caption || place !== where) return null
  const text = caption.captionText
  const position = caption.captionPosition ?? 'below'
  const style = (caption.captionStyle && CAPTION_STYLES[caption.captionStyle]) || 'text-xs'
  if (position === 'below' || position === 'off') {
    const colour = readableColour(caption.captionColor, belowSurfaces)
    return (
      <p data-caption="below" className={cx('px-4 py-2', style)} style={colourStyle(colour)}>
        {text}
      </p>
    )
  }
  const colour = readableColour(caption.captionColor, SURFACE_EXTREMES.scrim)
  return (
    <p
      data-caption={position}
      className={cx(
        'absolute z-10 max-w-[60%] rounded bg-black/70 px-2 py-1 text-white',
        CAPTION_CORNER[position],
        style,
      )}
      style={colourStyle(colour)}
    >
      {text}
    </p>
  )
}

// ---------------------------------------------------------------------------------------------------
// Buttons (targets with a style per breakpoint, an icon and a size)

// Every style sets the same properties, so a breakpoint's style fully replaces the smaller one's. Each
// is one utility (`cta-*` in components.css) instead of the six it stands for, in every banner's markup.
const BUTTON_STYLE: Record<ButtonStyle, PerBp<string>> = {
  primary: ['cta-primary', 'md:cta-primary', 'lg:cta-primary'],
  secondary: ['cta-secondary', 'md:cta-secondary', 'lg:cta-secondary'],
  link: ['cta-link', 'md:cta-link', 'lg:cta-link'],
}
// Heights stay at 36 px or more: well over the 24 px target size.
const BUTTON_SIZE: Record<ButtonSize, string> = {
  small: 'cta-small',
  medium: 'cta-medium',
  large: 'cta-large',
}

/** The button style at each breakpoint: one value for all, or per breakpoint inheriting upward. */
export function buttonStyles(style: CtaTarget['style'], index: number): PerBp<ButtonStyle> {
  const fallback: ButtonStyle = index === 0 ? 'primary' : 'secondary'
  if (typeof style === 'string') return [style, style, style]
  const sm = style?.sm ?? fallback
  const md = style?.md ?? sm
  const lg = style?.lg ?? md
  return [sm, md, lg]
}

function buttonClass(styles: PerBp<ButtonStyle>): string {
  // A breakpoint whose style equals the smaller one needs no classes of its own.
  return styles
    .map((style, bp) => (bp === 0 || style !== styles[bp - 1] ? BUTTON_STYLE[style][bp] : ''))
    .filter(Boolean)
    .join(' ')
}

/** Simple line icons a button may carry after its text; an unknown name draws none. */
const BUTTON_ICONS: Readonly<Record<string, string>> = {
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  play: 'M8 5v14l11-7z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  location: 'M12 21s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-.01',
}

function ButtonIcon({ name }: { name: string | undefined }) {
  const path = name ? BUTTON_ICONS[name] : undefined
  if (!path) return null
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-[1.1em] shrink-0"
    >
      <path d={path} />
    </svg>
  )
}

/**
 * The banner's buttons: linkType No-CTA renders none (CMS-038); equalTargetSize gives them one width
 * (the widest), stacked full width on small screens (CMS-039).
 */
export function CtaTargets({
  targets,
  locale,
  linkType,
  equalSize = false,
  className = '',
}: {
  targets: readonly CtaTarget[]
  locale: string
  linkType: 'CTA' | 'No-CTA'
  equalSize?: boolean
  className?: string
}) {
  const shown = targets.filter((t) => t.text)
  if (linkType === 'No-CTA' || shown.length === 0) return null
  return (
    <ul
      data-equal-size={equalSize || undefined}
      className={cx(
        equalSize
          ? 'grid w-full grid-cols-1 gap-3 md:inline-grid md:w-auto md:auto-cols-fr md:grid-flow-col md:grid-cols-none'
          : 'flex flex-wrap gap-3',
        className,
      )}
    >
      {shown.map((target, index) => (
        <li key={`${target.url}-${index}`}>
          <CmsLink
            target={target}
            locale={locale}
            className={cx(
              'cta',
              BUTTON_SIZE[target.size ?? 'medium'],
              buttonClass(buttonStyles(target.style, index)),
              equalSize && 'w-full',
            )}
          >
            {target.text}
            <ButtonIcon name={target.icon} />
          </CmsLink>
        </li>
      ))}
    </ul>
  )
}
