import type { ReactNode } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { Breakpoint, CtaTarget, Media } from '#app/domain/content/content.ts'
import { BlockImage, CmsLink, cx } from './parts.tsx'

/** Banners' and heroes' media (an image, or a video over its poster) and their promotion tracking. */

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
