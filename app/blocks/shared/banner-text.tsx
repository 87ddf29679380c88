import { cx, Heading, type HeadingLevel, localizeHtml } from './parts.tsx'
import { colourStyle } from './banner-style.tsx'

/** Banners' and heroes' titles from HTML, their styles, and CMS HTML in a checked colour. */

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

/** CMS HTML (sanitised by the content service) with the site's locale and a checked colour. */
interface HtmlProps {
  html: string
  locale: string
  colour?: string
  className?: string
}

/** Sanitised CMS HTML in a prose container, in a checked colour; links take that colour. */
export function ColouredHtml({ html, locale, colour, className = '' }: HtmlProps) {
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
export function InlineHtml({ html, locale, colour, className = '' }: HtmlProps) {
  return (
    <p
      className={cx('[&_a]:text-current [&_a]:underline', className)}
      style={colourStyle(colour)}
      // Sanitised by the content service (subtitleHtml is one of its HTML keys).
      dangerouslySetInnerHTML={{ __html: localizeHtml(inlineHtml(html), locale) }}
    />
  )
}
