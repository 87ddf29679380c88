import type { MouseEventHandler, ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { Media, Target } from '#app/domain/content/content.ts'
import { LOCALES } from '#app/domain/market/site.ts'
import { resolveTarget } from '#app/domain/content/modal-target.ts'
import { dismissPath, localePath } from '#app/domain/paths/paths.ts'
import { DISMISS_INTENT, type DismissKey, dismissCookie } from '#app/domain/page/dismiss.ts'

/** Joins class names, dropping empty ones. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}

export type HeadingLevel = 1 | 2 | 3 | 4

/** A heading whose level is decided by the caller (the heading rule), not by the block. */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel
  id?: string
  className?: string
  children: ReactNode
}) {
  const Tag = (['h1', 'h2', 'h3', 'h4'] as const)[level - 1] ?? 'h2'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}

/** One level below `level`, for card and item titles inside a block. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return level >= 4 ? 4 : ((level + 1) as HeadingLevel)
}

/** True for a URL that leaves the site (another origin, mailto:, tel:). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')
}

function hasLocale(path: string): boolean {
  const first = path.slice(1).split(/[/?#]/, 1)[0] ?? ''
  return LOCALES.includes(first.toLowerCase())
}

/**
 * CMS links are locale-less (`/c/running-shoes-1010`): site paths get `/{locale}` unless they already
 * start with one of our locales; external, hash and query-only links pass through.
 */
export function localizeHref(locale: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || hasLocale(url)) return url
  return localePath(locale, url)
}

/** Prefixes the locale to site links inside sanitised CMS HTML (the sanitiser always double-quotes). */
export function localizeHtml(html: string, locale: string): string {
  return html.replace(/(<a\s[^>]*?href=")(\/[^"]*)"/gi, (_, start: string, href: string) => {
    return `${start}${localizeHref(locale, href)}"`
  })
}

/**
 * A CMS target as a link: site paths become router links with the locale; external ones open as plain
 * anchors, and a new tab never gets a handle on this window.
 */
export function CmsLink({
  target,
  locale,
  className,
  children,
  discover,
  ...rest
}: {
  target: Pick<Target, 'url' | 'targetAttribute'>
  locale: string
  className?: string
  children: ReactNode
  /**
   * `none` where a page has many links to the same few routes (the menu, the footer): no
   * `data-discover` on each, and a route not yet known is looked up when it is followed.
   */
  discover?: 'none'
  'aria-label'?: string
  'aria-current'?: 'page'
  /** Only in interactive blocks (their traits say so): the others are never hydrated. */
  onClick?: MouseEventHandler<HTMLAnchorElement>
}) {
  const newTab = target.targetAttribute === '_blank'
  // CMS-024: a `?query#modal…` target keeps the page's query, its own values merged in.
  const { search } = useLocation()
  const href = localizeHref(locale, resolveTarget(target.url, search))
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (isExternal(href) || href.startsWith('#') || href.includes('#modal')) {
    return (
      <a href={href} className={className} {...tabProps} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} className={className} discover={discover} {...tabProps} {...rest}>
      {children}
    </Link>
  )
}

const BUTTON = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  link: 'font-semibold underline',
} as const

/** The CTA buttons of a banner; linkType No-CTA renders none (CMS-038). */
export function Targets({
  targets,
  locale,
  linkType,
  equalSize = false,
  className = '',
}: {
  targets: Target[]
  locale: string
  linkType: 'CTA' | 'No-CTA'
  equalSize?: boolean
  className?: string
}) {
  const shown = targets.filter((t) => t.text)
  if (linkType === 'No-CTA' || shown.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {shown.map((target, index) => (
        <li key={`${target.url}-${index}`} className={equalSize ? 'min-w-40 flex-1 sm:flex-none' : undefined}>
          <CmsLink
            target={target}
            locale={locale}
            className={cx(
              BUTTON[target.style ?? (index === 0 ? 'primary' : 'secondary')],
              equalSize && 'w-full',
            )}
          >
            {target.text}
          </CmsLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * A CMS image. The LCP candidate loads eagerly with high fetch priority; everything else is lazy.
 * Per-breakpoint variants become `<source>`s so each screen downloads one file.
 */
export function BlockImage({
  media,
  priority,
  className = '',
  alt,
}: {
  media:
    | Media
    | { url: string; alt: string; width: number; height: number; breakpoints?: Media['breakpoints'] }
  priority: boolean
  className?: string
  alt?: string
}) {
  const img = (
    <img
      src={media.url}
      alt={alt ?? media.alt}
      width={media.width}
      height={media.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
  const bp = media.breakpoints
  if (!bp || (!bp.sm && !bp.md && !bp.lg)) return img
  return (
    <picture>
      {bp.lg ? (
        <source media="(min-width: 1024px)" srcSet={bp.lg.url} width={bp.lg.width} height={bp.lg.height} />
      ) : null}
      {bp.md ? (
        <source media="(min-width: 768px)" srcSet={bp.md.url} width={bp.md.width} height={bp.md.height} />
      ) : null}
      {bp.sm ? (
        <source media="(max-width: 767px)" srcSet={bp.sm.url} width={bp.sm.width} height={bp.sm.height} />
      ) : null}
      {img}
    </picture>
  )
}

/** Sanitised CMS HTML in a prose container, with site links localised. */
export function RichHtml({
  html,
  locale,
  className = '',
}: {
  html: string
  locale: string
  className?: string
}) {
  // The content service sanitises every HTML field before caching (content.server.ts).
  return (
    <div
      className={cx('prose', className)}
      dangerouslySetInnerHTML={{ __html: localizeHtml(html, locale) }}
    />
  )
}

/**
 * Which of a block's links is the page on show (for `aria-current`): the one naming this path and
 * query, else one naming just this path, else none (-1). Hashes are ignored.
 */
export function currentLinkIndex(
  locale: string,
  urls: readonly string[],
  location: { pathname: string; search: string },
): number {
  const hrefs = urls.map((url) => localizeHref(locale, url).split('#', 1)[0] ?? '')
  const exact = hrefs.indexOf(`${location.pathname}${location.search}`)
  return exact >= 0 ? exact : hrefs.indexOf(location.pathname)
}

/**
 * The close button of a bar the shopper can dismiss (promo bar CMS-106, benefit bar CMS-077). Without
 * JavaScript it is a POST to the dismiss resource route, which sets the cookie and sends the shopper back
 * to this page. With JavaScript the post never leaves: the cookie is set here and the bar hides itself.
 */
export function DismissForm({
  dismissKey,
  locale,
  label,
  onDismiss,
  className,
}: {
  dismissKey: DismissKey
  locale: string
  /** The button's accessible name, e.g. "Close promotions". */
  label: string
  onDismiss: () => void
  className?: string
}) {
  const location = useLocation()
  return (
    <form
      method="post"
      action={dismissPath(locale)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        // The same cookie the resource route sets; the server reads it into the blocks' `dismissed`.
        document.cookie = dismissCookie(dismissKey)
        onDismiss()
        // The button is gone with its bar: keep keyboard focus in the page, at the main content.
        document.getElementById('main')?.focus()
      }}
    >
      <input type="hidden" name="intent" value={DISMISS_INTENT} />
      <input type="hidden" name="key" value={dismissKey} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-label={label}
        className="inline-flex size-8 items-center justify-center rounded-full hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </form>
  )
}
