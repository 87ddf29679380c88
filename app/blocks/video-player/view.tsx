import { useEffect, useRef, useState } from 'react'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { Picture } from '#app/domain/content/content.ts'
import type { VideoPlayerBlock } from './schema.ts'
import { jsonLdScript } from '#app/domain/seo/structured-data.ts'
import {
  cloudinaryPosterUrl,
  defaultTrackIndex,
  isTextTrack,
  isYouTube,
  playerSettings,
  trackKind,
  videoSources,
  youTubeId,
  type PlayerSettings,
  type VideoSource,
} from '#app/domain/content/video.ts'
import type { BlockProps } from '../block.ts'
import { cx } from '../shared/parts.tsx'
import { YouTubeFacade } from './video-youtube.tsx'
import { PauseIcon, PlayIcon, autoplayWhenVisible, logWarning } from './video-controls.tsx'

// Literal per-breakpoint classes so Tailwind sees them; a breakpoint without a value inherits the smaller.
const PADDING = {
  sm: { none: 'py-0', small: 'py-4', medium: 'py-8', large: 'py-16' },
  md: { none: 'md:py-0', small: 'md:py-4', medium: 'md:py-8', large: 'md:py-16' },
  lg: { none: 'lg:py-0', small: 'lg:py-4', medium: 'lg:py-8', large: 'lg:py-16' },
} as const

const DEFAULT_SIZE = { width: 1600, height: 900 }

/**
 * Video player (CMS-086..090). A native `<video>` with its sources per breakpoint, poster and text
 * tracks, so it plays without JavaScript (with controls, never autoplaying). With JavaScript it starts,
 * muted by default, when half of it scrolls into view and pauses when it leaves, never under
 * prefers-reduced-motion and never again once the shopper paused it; a refused play() is only logged.
 * Captions follow the browser's languages. YouTube links get a click-to-load facade, and the Cloudinary
 * asset plays only with `enableCloudinaryVideoPlayer`. This component is the player's only code, and the
 * browser loads it only on pages with a video block (its traits make it interactive).
 */
export default function VideoPlayer({ block, locale, priority }: BlockProps<VideoPlayerBlock>) {
  const { t } = useTranslation(blocksNs)
  const settings = playerSettings(block.playerSettings)
  // CMS-088: no Cloudinary player script; with the flag, the native element plays Cloudinary's
  // delivery URLs (an MP4 per breakpoint), which needs nothing from a third party in the page.
  const cloudinary = block.enableCloudinaryVideoPlayer ? block.cloudinaryAsset : undefined
  const { media } = block
  const first = media.sm ?? media.md ?? media.lg
  const youTube = !cloudinary && first && isYouTube(first.url) ? first.url : null
  const sources = youTube ? [] : videoSources(cloudinary ? {} : media, cloudinary)
  if (!youTube && sources.length === 0) return null

  const given = media.lg ?? media.md ?? media.sm
  const size = {
    width: given?.width ?? given?.poster?.width ?? DEFAULT_SIZE.width,
    height: given?.height ?? given?.poster?.height ?? DEFAULT_SIZE.height,
  }
  const poster: Picture | undefined =
    (media.lg ?? media.md ?? media.sm)?.poster ??
    (cloudinary ? { url: cloudinaryPosterUrl(cloudinary, 1920), alt: '', ...size } : undefined)
  const label = block.seoTitle ?? t('video.label')
  const youTubeVideo = youTube ? youTubeId(youTube) : null

  const pad = block.paddings
  const jsonLd = block.seoTitle
    ? jsonLdScript({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: block.seoTitle,
        description: block.seoDescription ?? block.seoTitle,
        ...(poster ? { thumbnailUrl: poster.url } : {}),
        ...(youTube
          ? { embedUrl: youTubeVideo ? `https://www.youtube-nocookie.com/embed/${youTubeVideo}` : youTube }
          : { contentUrl: sources.at(-1)?.url }),
      })
    : null

  return (
    <div
      className={
        cx(pad.sm && PADDING.sm[pad.sm], pad.md && PADDING.md[pad.md], pad.lg && PADDING.lg[pad.lg]) ||
        undefined
      }
      style={block.backgroundColor ? { backgroundColor: block.backgroundColor } : undefined}
    >
      <div className={block.isFullWidth ? undefined : 'mx-auto max-w-7xl px-4'}>
        {youTube ? (
          <YouTubeFacade
            id={youTubeVideo}
            url={youTube}
            title={label}
            poster={poster}
            settings={settings}
            priority={priority}
          />
        ) : (
          <NativeVideo
            sources={sources}
            poster={poster}
            size={size}
            settings={settings}
            tracks={block.tracks}
            locale={locale}
            label={label}
          />
        )}
      </div>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </div>
  )
}

function NativeVideo({
  sources,
  poster,
  size,
  settings,
  tracks,
  locale,
  label,
}: {
  sources: VideoSource[]
  poster: Picture | undefined
  size: { width: number; height: number }
  settings: PlayerSettings
  tracks: VideoPlayerBlock['tracks']
  locale: string
  label: string
}) {
  const { t } = useTranslation(blocksNs)
  const ref = useRef<HTMLVideoElement>(null)
  const enhanced = useEnhanced()
  const [playing, setPlaying] = useState(false)
  const { autoplay, muted } = settings
  // The server marks the caption track of the page's language; the browser's own languages decide once
  // it runs (CMS-087).
  const serverDefault = defaultTrackIndex(tracks, [locale])
  const trackLanguages = tracks.map((track) => `${track.kind}:${track.srclang}`).join(',')

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language]
    const elements = [...video.querySelectorAll('track')]
    const chosen = defaultTrackIndex(
      elements.map((element) => ({ srclang: element.srclang, kind: element.kind })),
      languages,
    )
    elements.forEach((element, index) => {
      if (isTextTrack(trackKind(element.kind))) element.track.mode = index === chosen ? 'showing' : 'disabled'
    })
  }, [trackLanguages])

  useEffect(() => {
    const video = ref.current
    if (!video || !autoplay || typeof IntersectionObserver === 'undefined') return
    return autoplayWhenVisible(video, {
      muted,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      watch: (onChange) => {
        const observer = new IntersectionObserver(
          (entries) => onChange(entries.some((entry) => entry.isIntersecting)),
          { threshold: 0.5 },
        )
        observer.observe(video)
        return () => observer.disconnect()
      },
      log: logWarning,
    })
  }, [autoplay, muted])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) video.play().catch((error: unknown) => logWarning('play failed', error))
    else video.pause()
  }
  // Without JavaScript the native controls are the only way to play it, so they always show then.
  const controls = !enhanced || settings.controls
  const crossOrigin = tracks.some((track) => /^(https?:)?\/\//.test(track.src)) ? 'anonymous' : undefined

  return (
    <div className="relative">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions are the CMS tracks below */}
      <video
        ref={ref}
        className="block h-auto w-full bg-black"
        width={size.width}
        height={size.height}
        poster={poster?.url}
        controls={controls}
        loop={settings.loop}
        muted={muted}
        playsInline
        preload={poster ? 'none' : 'metadata'}
        crossOrigin={crossOrigin}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source
            key={`${source.media ?? ''}${source.url}`}
            src={source.url}
            media={source.media}
            type={source.type}
          />
        ))}
        {tracks.map((track, index) => (
          <track
            key={`${track.src}-${index}`}
            kind={trackKind(track.kind)}
            src={track.src}
            label={track.label}
            srcLang={track.srclang}
            default={index === serverDefault}
          />
        ))}
        <a href={sources.at(-1)?.url}>{t('video.download')}</a>
      </video>
      {enhanced && !settings.controls ? (
        // WCAG 2.2.2: with the editor's controls hidden, a moving video still gets its pause button.
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t('video.pause') : t('video.play')}
          className="absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-black/75 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
        </button>
      ) : null}
    </div>
  )
}
