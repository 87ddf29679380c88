import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from '#app/components/i18n.tsx'
import { blocksNs } from '#app/locales/blocks.ts'
import type {
  Alignment,
  Breakpoint,
  ButtonSize,
  ButtonStyle,
  CaptionPosition,
  CtaTarget,
  GradientSettings,
  Media,
  Picture,
} from '#app/models/content.ts'
import { LIGHT_TEXT, parseColour, readableColour, textOn } from '#app/models/colour.ts'
import { BlockImage, CmsLink, cx, Heading, type HeadingLevel, localizeHtml } from './shared.tsx'

/**
 * What banners and heroes share: colours the CMS may set (checked for contrast), the surface text sits
 * on, gradients, captions, titles from HTML, buttons styled per breakpoint, and media that may be video.
 * Every class is a literal string so Tailwind sees it; per-breakpoint values are (base, md, lg) triples.
 */

/** The breakpoints in order: sm < 768 px, md ≥ 768, lg ≥ 1024. */
export const BREAKPOINTS = ['sm', 'md', 'lg'] as const satisfies readonly Breakpoint[]
/** A value for each breakpoint: sm (the base), md, lg. */
export type PerBp<T> = readonly [T, T, T]

/** Maps each breakpoint's value, keeping the triple. */
export function mapBp<T, U>(values: PerBp<T>, fn: (value: T, bp: 0 | 1 | 2) => U): PerBp<U> {
  return [fn(values[0], 0), fn(values[1], 1), fn(values[2], 2)]
}

// ---------------------------------------------------------------------------------------------------
// Colours

/** An inline colour style for a checked CMS colour, or nothing. */
export function colourStyle(colour: string | undefined): CSSProperties | undefined {
  return colour ? { color: colour } : undefined
}

// ---------------------------------------------------------------------------------------------------
// Surfaces: what text sits on at a breakpoint

/**
 * `scrim`: a dark box over media; `frost`: the backdrop (blurred, darkened) box over media;
 * `gradient-dark`/`gradient-light`: bare text over a gradient on the media; `plain`: text beside the
 * media on the block's background (its readable colour comes from `--block-fg-*`).
 */
export type Surface = 'scrim' | 'frost' | 'gradient-dark' | 'gradient-light' | 'plain'

/**
 * The darkest and lightest a surface can look (a translucent layer over a black or a white picture),
 * for checking CMS colours: black/70 over white is #4d4d4d, black/60 #666666, white/70 over black #b3b3b3.
 */
const SURFACE_EXTREMES: Record<Exclude<Surface, 'plain'>, readonly string[]> = {
  scrim: ['#000000', '#4d4d4d'],
  frost: ['#000000', '#666666'],
  'gradient-dark': ['#000000', '#666666'],
  'gradient-light': ['#ffffff', '#b3b3b3'],
}

/** Every colour text may sit on, given each breakpoint's surface and background. */
export function surfaceColours(surfaces: PerBp<Surface>, backgrounds: PerBp<string>): string[] {
  const all = surfaces.flatMap((surface, bp) =>
    surface === 'plain' ? [backgrounds[bp] ?? LIGHT_TEXT] : SURFACE_EXTREMES[surface],
  )
  return [...new Set(all)]
}

// Each entry sets the same properties (radius, background, blur, padding, colour) so one breakpoint's
// value fully replaces another's.
const SURFACE_BOX: Record<Surface, PerBp<string>> = {
  scrim: [
    'rounded-md bg-black/70 backdrop-blur-none p-6 text-white',
    'md:rounded-md md:bg-black/70 md:backdrop-blur-none md:p-6 md:text-white',
    'lg:rounded-md lg:bg-black/70 lg:backdrop-blur-none lg:p-8 lg:text-white',
  ],
  frost: [
    'rounded-xl bg-black/60 backdrop-blur-md p-6 text-white',
    'md:rounded-xl md:bg-black/60 md:backdrop-blur-md md:p-6 md:text-white',
    'lg:rounded-xl lg:bg-black/60 lg:backdrop-blur-md lg:p-8 lg:text-white',
  ],
  'gradient-dark': [
    'rounded-none bg-transparent backdrop-blur-none p-2 text-white',
    'md:rounded-none md:bg-transparent md:backdrop-blur-none md:p-2 md:text-white',
    'lg:rounded-none lg:bg-transparent lg:backdrop-blur-none lg:p-2 lg:text-white',
  ],
  'gradient-light': [
    'rounded-none bg-transparent backdrop-blur-none p-2 text-gray-900',
    'md:rounded-none md:bg-transparent md:backdrop-blur-none md:p-2 md:text-gray-900',
    'lg:rounded-none lg:bg-transparent lg:backdrop-blur-none lg:p-2 lg:text-gray-900',
  ],
  plain: [
    'rounded-none bg-transparent backdrop-blur-none p-0 text-(--block-fg-sm)',
    'md:rounded-none md:bg-transparent md:backdrop-blur-none md:p-0 md:text-(--block-fg-md)',
    'lg:rounded-none lg:bg-transparent lg:backdrop-blur-none lg:p-0 lg:text-(--block-fg-lg)',
  ],
}

/** Box classes for the text block, per breakpoint surface. */
export function surfaceClasses(surfaces: PerBp<Surface>): string {
  return surfaces.map((surface, bp) => SURFACE_BOX[surface][bp]).join(' ')
}

/** The overlay surface where no gradient protects the text: the backdrop box or the plain scrim. */
export function overlaySurface(backdrop: boolean | undefined): Surface {
  return backdrop ? 'frost' : 'scrim'
}

/**
 * CSS variables for the block's background and its readable text colour per breakpoint (a missing
 * breakpoint inherits the smaller one); consumed by `bg-(--block-bg-*)` and the `plain` surface.
 */
export function backgroundVars(backgrounds: PerBp<string>): CSSProperties {
  const vars: Record<string, string> = {}
  BREAKPOINTS.forEach((bp, i) => {
    const bg = backgrounds[i] ?? LIGHT_TEXT
    vars[`--block-bg-${bp}`] = bg
    vars[`--block-fg-${bp}`] = textOn(bg)
  })
  return vars as CSSProperties
}

/** Background classes reading `backgroundVars`. */
export const BACKGROUND_CLASSES = 'bg-(--block-bg-sm) md:bg-(--block-bg-md) lg:bg-(--block-bg-lg)'

/** Checked background colours per breakpoint (sm → md → lg inheritance), or `fallback`. */
export function resolveBackgrounds(
  value: string | Partial<Record<Breakpoint, string>> | undefined,
  fallback: string,
): PerBp<string> {
  if (typeof value === 'string' || value === undefined) {
    const bg = parseColour(value) ?? fallback
    return [bg, bg, bg]
  }
  const sm = parseColour(value.sm) ?? fallback
  const md = parseColour(value.md) ?? sm
  const lg = parseColour(value.lg) ?? md
  return [sm, md, lg]
}

// ---------------------------------------------------------------------------------------------------
// Alignment

const TEXT_ALIGN: Record<Alignment, PerBp<string>> = {
  left: ['items-start text-left', 'md:items-start md:text-left', 'lg:items-start lg:text-left'],
  center: ['items-center text-center', 'md:items-center md:text-center', 'lg:items-center lg:text-center'],
  right: ['items-end text-right', 'md:items-end md:text-right', 'lg:items-end lg:text-right'],
}

/** Text alignment (and the cross-axis of its flex column) per breakpoint. */
export function alignClasses(alignments: PerBp<Alignment>): string {
  return alignments.map((alignment, bp) => TEXT_ALIGN[alignment][bp]).join(' ')
}

// ---------------------------------------------------------------------------------------------------
// Gradients (CMS-040, CONST-027)

export type Placement = 'start' | 'center' | 'end'

// CONST-027: 35 % of the media for a full gradient, 50 % for a focused one.
const GRADIENT_HEIGHT = { full: 'h-[35%]', focused: 'h-1/2' } as const
const GRADIENT_GEOMETRY: Record<Placement, string> = {
  end: 'bottom-0 bg-linear-to-t',
  start: 'top-0 bg-linear-to-b',
  center: 'top-1/2 -translate-y-1/2 bg-linear-to-b',
}
const GRADIENT_COLOURS = {
  dark: {
    edge: 'from-black/80 via-black/60 to-transparent',
    center: 'from-transparent via-black/70 to-transparent',
  },
  light: {
    edge: 'from-white/90 via-white/70 to-transparent',
    center: 'from-transparent via-white/80 to-transparent',
  },
} as const
const SHOW: Record<Breakpoint, readonly [string, string]> = {
  sm: ['hidden', 'block'],
  md: ['md:hidden', 'md:block'],
  lg: ['lg:hidden', 'lg:block'],
}

/** Display classes showing an element at the given breakpoints only. */
export function visibleAt(shown: ReadonlySet<Breakpoint>): string {
  return BREAKPOINTS.map((bp) => SHOW[bp][shown.has(bp) ? 1 : 0]).join(' ')
}

export interface ResolvedGradient {
  style: 'full' | 'focused'
  tone: 'dark' | 'light'
  breakpoints: ReadonlySet<Breakpoint>
}

/** A gradient to draw, or null when gradientStyle is off or missing (CMS-047). No list means everywhere. */
export function resolveGradient(settings: GradientSettings | undefined): ResolvedGradient | null {
  if (!settings?.gradientStyle || settings.gradientStyle === 'off') return null
  return {
    style: settings.gradientStyle,
    tone: settings.gradientTone ?? 'dark',
    breakpoints: new Set(settings.gradientBreakpoints ?? BREAKPOINTS),
  }
}

/** True where the gradient is drawn: listed, and the text is over the media there. */
export function gradientAt(
  gradient: ResolvedGradient | null,
  placements: PerBp<Placement | null>,
): PerBp<boolean> {
  return mapBp(placements, (placement, i) => Boolean(gradient?.breakpoints.has(BREAKPOINTS[i]) && placement))
}

/**
 * The gradient layers over the media, one per text placement, each shown only at the breakpoints where
 * the gradient applies and the text sits over the media at that placement.
 */
export function GradientLayers({
  gradient,
  placements,
}: {
  gradient: ResolvedGradient | null
  /** Per breakpoint: where the text sits over the media, or null when it is not over the media. */
  placements: PerBp<Placement | null>
}) {
  if (!gradient) return null
  const on = gradientAt(gradient, placements)
  const groups = new Map<Placement, Set<Breakpoint>>()
  BREAKPOINTS.forEach((bp, i) => {
    const placement = placements[i]
    if (!on[i] || !placement) return
    groups.set(placement, (groups.get(placement) ?? new Set()).add(bp))
  })
  return (
    <>
      {[...groups].map(([placement, shown]) => (
        <div
          key={placement}
          aria-hidden="true"
          data-gradient={gradient.style}
          className={cx(
            'pointer-events-none absolute inset-x-0',
            GRADIENT_HEIGHT[gradient.style],
            GRADIENT_GEOMETRY[placement],
            GRADIENT_COLOURS[gradient.tone][placement === 'center' ? 'center' : 'edge'],
            visibleAt(shown),
          )}
        />
      ))}
    </>
  )
}

/** The surface under gradient text. */
export function gradientSurface(gradient: ResolvedGradient): Surface {
  return gradient.tone === 'light' ? 'gradient-light' : 'gradient-dark'
}

// ---------------------------------------------------------------------------------------------------
// Titles, styles and HTML

/** Title type scales an editor may pick; anything else keeps the block's own size. */
const TITLE_STYLES: Readonly<Record<string, string>> = {
  display: 'text-4xl font-extrabold tracking-tight md:text-6xl',
  large: 'text-3xl font-bold md:text-5xl',
  medium: 'text-2xl font-bold md:text-4xl',
  small: 'text-xl font-bold md:text-2xl',
}
const SUBTITLE_STYLES: Readonly<Record<string, string>> = {
  large: 'text-xl md:text-2xl',
  medium: 'text-lg md:text-xl',
  small: 'text-base',
  uppercase: 'text-sm font-semibold tracking-wide uppercase',
}

/** Classes of a titleStyle, or `fallback` for none or an unknown one. */
export function titleStyleClass(style: string | undefined, fallback: string): string {
  return (style && TITLE_STYLES[style]) || fallback
}
/** Classes of a subtitleStyle, or `fallback` for none or an unknown one. */
export function subtitleStyleClass(style: string | undefined, fallback: string): string {
  return (style && SUBTITLE_STYLES[style]) || fallback
}

/**
 * Sanitised CMS HTML made fit for inside a heading or a line of text: block elements (p, lists,
 * headings) are unwrapped, paragraphs becoming line breaks.
 */
export function inlineHtml(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/gi, '<br/>')
    .replace(/<\/?(p|h[1-6]|ul|ol|li|div)(\s[^>]*)?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of sanitised HTML, for labels. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** The block title: titleHtml (sanitised) when present, else the plain title. */
export function BlockTitle({
  level,
  title,
  titleHtml,
  locale,
  className,
  colour,
}: {
  level: HeadingLevel
  title?: string
  titleHtml?: string
  locale: string
  className: string
  colour?: string
}) {
  if (!titleHtml && !title) return null
  return (
    <Heading level={level} className={className}>
      {titleHtml ? (
        <span
          style={colourStyle(colour)}
          // Sanitised by the content service (titleHtml is one of its HTML keys).
          dangerouslySetInnerHTML={{ __html: localizeHtml(inlineHtml(titleHtml), locale) }}
        />
      ) : colour ? (
        <span style={colourStyle(colour)}>{title}</span>
      ) : (
        title
      )}
    </Heading>
  )
}

/** The plain-text name of a title (for labels), from titleHtml or title. */
export function titleText(title: string | undefined, titleHtml: string | undefined): string | undefined {
  return (titleHtml ? plainText(titleHtml) : title) || undefined
}

/** Sanitised CMS HTML in a prose container, in a checked colour; links take that colour. */
export function ColouredHtml({
  html,
  locale,
  colour,
  className = '',
}: {
  html: string
  locale: string
  colour?: string
  className?: string
}) {
  return (
    <div
      className={cx('prose [&_a]:text-current', className)}
      style={colourStyle(colour)}
      // Sanitised by the content service before caching.
      dangerouslySetInnerHTML={{ __html: localizeHtml(html, locale) }}
    />
  )
}

/** Sanitised CMS HTML as one line of text (a subtitle), block elements unwrapped. */
export function InlineHtml({
  html,
  locale,
  colour,
  className = '',
}: {
  html: string
  locale: string
  colour?: string
  className?: string
}) {
  return (
    <p
      className={cx('[&_a]:text-current [&_a]:underline', className)}
      style={colourStyle(colour)}
      // Sanitised by the content service (subtitleHtml is one of its HTML keys).
      dangerouslySetInnerHTML={{ __html: localizeHtml(inlineHtml(html), locale) }}
    />
  )
}

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

// Every style sets the same properties, so a breakpoint's style fully replaces the smaller one's.
const BUTTON_STYLE: Record<ButtonStyle, PerBp<string>> = {
  primary: [
    'rounded-md border-brand bg-brand px-5 text-white no-underline hover:bg-brand-dark',
    'md:rounded-md md:border-brand md:bg-brand md:px-5 md:text-white md:no-underline md:hover:bg-brand-dark',
    'lg:rounded-md lg:border-brand lg:bg-brand lg:px-5 lg:text-white lg:no-underline lg:hover:bg-brand-dark',
  ],
  secondary: [
    'rounded-md border-gray-800 bg-white px-5 text-gray-900 no-underline hover:bg-gray-100',
    'md:rounded-md md:border-gray-800 md:bg-white md:px-5 md:text-gray-900 md:no-underline md:hover:bg-gray-100',
    'lg:rounded-md lg:border-gray-800 lg:bg-white lg:px-5 lg:text-gray-900 lg:no-underline lg:hover:bg-gray-100',
  ],
  link: [
    'rounded-none border-transparent bg-transparent px-0 text-current underline hover:bg-transparent',
    'md:rounded-none md:border-transparent md:bg-transparent md:px-0 md:text-current md:underline md:hover:bg-transparent',
    'lg:rounded-none lg:border-transparent lg:bg-transparent lg:px-0 lg:text-current lg:underline lg:hover:bg-transparent',
  ],
}
// Heights stay at 36 px or more: well over the 24 px target size.
const BUTTON_SIZE: Record<ButtonSize, string> = {
  small: 'min-h-9 py-1.5 text-sm',
  medium: 'min-h-11 py-2 text-base',
  large: 'min-h-13 py-3 text-lg',
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
              'inline-flex items-center justify-center gap-2 border-2 font-semibold',
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

// ---------------------------------------------------------------------------------------------------
// Media: an image, or a video over its poster

const MOTION_OK = '(prefers-reduced-motion: no-preference)'
const SOURCE_MEDIA: Record<Breakpoint, string> = {
  lg: `${MOTION_OK} and (min-width: 1024px)`,
  md: `${MOTION_OK} and (min-width: 768px)`,
  sm: `${MOTION_OK} and (max-width: 767px)`,
}

/**
 * The class that makes an element the scope of `VideoPause`: put it on the media box that holds both
 * the video(s) and the pause control.
 */
export const VIDEO_SCOPE = 'group/video'

/** True when any of the media is a video (the block then renders a `VideoPause`). */
export function hasVideo(media: readonly (Media | undefined)[]): boolean {
  return media.some((m) => m?.type === 'video')
}

/**
 * A video that loops silently behind content: muted, looping, inline, over its poster image, with no
 * JavaScript. Every source carries `prefers-reduced-motion: no-preference`, so a shopper who asked for
 * less motion gets no source and sees the still poster (the CSS hides the video too, for browsers that
 * ignore source media). `VideoPause` hides it on request.
 */
function VideoMedia({
  media,
  priority,
  className,
  wrapperClassName,
}: {
  media: Media
  priority: boolean
  className: string
  wrapperClassName: string
}) {
  const poster = media.poster?.url
  const bp = media.breakpoints
  return (
    <div className={cx('relative', wrapperClassName)}>
      {poster ? (
        <BlockImage
          media={{ url: poster, alt: media.alt, width: media.width, height: media.height }}
          priority={priority}
          className={className}
        />
      ) : (
        <div
          className={cx('bg-gray-800', className)}
          style={{ aspectRatio: `${media.width} / ${media.height}` }}
        />
      )}
      {/* The poster carries the alt text; the moving picture adds nothing for a screen reader. */}
      <video
        aria-hidden="true"
        autoPlay
        muted
        loop
        playsInline
        preload={priority ? 'auto' : 'metadata'}
        poster={poster}
        width={media.width}
        height={media.height}
        className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden group-has-[input:checked]/video:hidden"
      >
        {(['lg', 'md', 'sm'] as const).map((key) => {
          const variant = bp?.[key]
          return variant ? <source key={key} src={variant.url} media={SOURCE_MEDIA[key]} /> : null
        })}
        <source src={media.url} media={MOTION_OK} />
      </video>
    </div>
  )
}

/**
 * The pause control of background video (WCAG 2.2.2) without JavaScript: a checkbox whose checked state
 * hides every video in the surrounding `VIDEO_SCOPE` through CSS (`:has`), leaving the still poster
 * ("pause, stop or hide"). Hidden when the shopper prefers reduced motion, since nothing plays then.
 * It must sit outside any link (no control inside a link).
 */
export function VideoPause() {
  const { t } = useTranslation(blocksNs)
  return (
    <label className="absolute top-3 right-3 z-20 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/70 text-white motion-reduce:hidden">
      <input type="checkbox" className="peer sr-only" />
      <span className="sr-only">{t('banner.pauseVideo')}</span>
      {/* Pause bars while it plays; a play triangle once paused. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5 peer-checked:hidden">
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="currentColor"
        className="hidden size-5 peer-checked:block"
      >
        <path d="M8 5v14l11-7z" />
      </svg>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700"
      />
    </label>
  )
}

/** A banner or hero medium: an image (with per-breakpoint sources), or a video over its poster. */
export function MediaView({
  media,
  priority,
  className,
  wrapperClassName = '',
  alt,
}: {
  media: Media
  priority: boolean
  /** Classes of the image (the poster, for a video). */
  className: string
  /** Classes of a video's wrapper (it takes the image's place in the layout). */
  wrapperClassName?: string
  alt?: string
}) {
  if (media.type === 'video') {
    return (
      <VideoMedia
        media={alt === undefined ? media : { ...media, alt }}
        priority={priority}
        className={className}
        wrapperClassName={wrapperClassName}
      />
    )
  }
  return <BlockImage media={media} priority={priority} className={className} alt={alt} />
}

// ---------------------------------------------------------------------------------------------------
// Tracking

/** promotionTracking as data- attributes for the analytics layer. */
export function trackingAttributes(
  tracking: { promotionId?: string; promotionName?: string; creativeName?: string } | undefined,
): Record<string, string> {
  const out: Record<string, string> = {}
  if (tracking?.promotionId) out['data-promotion-id'] = tracking.promotionId
  if (tracking?.promotionName) out['data-promotion-name'] = tracking.promotionName
  if (tracking?.creativeName) out['data-promotion-creative'] = tracking.creativeName
  return out
}

/** Wraps media in the media link when there is one and no buttons carry the link instead. */
export function MaybeMediaLink({
  target,
  locale,
  label,
  className,
  children,
}: {
  target: Pick<CtaTarget, 'url' | 'targetAttribute'> | undefined
  locale: string
  label: string | undefined
  className?: string
  children: ReactNode
}) {
  if (!target) return <>{children}</>
  return (
    <CmsLink target={target} locale={locale} aria-label={label} className={className}>
      {children}
    </CmsLink>
  )
}
