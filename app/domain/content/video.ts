/**
 * Video player rules (CMS-086..090): player defaults, YouTube detection, caption tracks and the
 * Cloudinary delivery URLs. Plain data, no zod: the player runs in the browser.
 */

/** The editor's player settings as the CMS sends them; any may be missing. */
export interface PlayerSettingsInput {
  autoplay?: boolean
  hideControls?: boolean
  loop?: boolean
  muted?: boolean
}

/** The settings the player applies. */
export interface PlayerSettings {
  autoplay: boolean
  controls: boolean
  loop: boolean
  muted: boolean
}

/** CONST-040: autoplay on, controls shown, loop on, muted on. */
export const VIDEO_DEFAULTS: Readonly<PlayerSettings> = {
  autoplay: true,
  controls: true,
  loop: true,
  muted: true,
}

/** The editor's settings over the defaults (CMS-087, CONST-040). */
export function playerSettings(input: PlayerSettingsInput | undefined): PlayerSettings {
  return {
    autoplay: input?.autoplay ?? VIDEO_DEFAULTS.autoplay,
    controls: input?.hideControls === undefined ? VIDEO_DEFAULTS.controls : !input.hideControls,
    loop: input?.loop ?? VIDEO_DEFAULTS.loop,
    muted: input?.muted ?? VIDEO_DEFAULTS.muted,
  }
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be'])

function parseUrl(url: string): URL | null {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url)
  } catch {
    return null
  }
}

function youTubeHost(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')
  return YOUTUBE_HOSTS.has(host) ? host : null
}

/** CMS-089: true for a YouTube link (youtube.com, youtu.be, youtube-nocookie.com), told by its url. */
export function isYouTube(url: string): boolean {
  const parsed = parseUrl(url)
  return parsed !== null && /^https?:$/.test(parsed.protocol) && youTubeHost(parsed) !== null
}

const VIDEO_ID = /^[\w-]+$/

/**
 * The video id of a YouTube link: `watch?v=`, `youtu.be/<id>`, `/embed/<id>`, `/shorts/<id>`,
 * `/live/<id>` or `/v/<id>`; null for another url or a YouTube page that is not one video.
 */
export function youTubeId(url: string): string | null {
  const parsed = parseUrl(url)
  if (!parsed || !isYouTube(url)) return null
  const segments = parsed.pathname.split('/').filter(Boolean)
  const id =
    youTubeHost(parsed) === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined
  return id && VIDEO_ID.test(id) ? id : null
}

/**
 * The privacy-enhanced player (youtube-nocookie.com) for a video the shopper chose to play: it starts at
 * once and with sound (the click on play asked for both, so autoplay and muted do not apply); loop and
 * controls follow the editor's settings.
 */
export function youTubeEmbedUrl(id: string, settings: Pick<PlayerSettings, 'controls' | 'loop'>): string {
  const query = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1' })
  if (!settings.controls) query.set('controls', '0')
  // A single video loops only as a playlist of itself.
  if (settings.loop) {
    query.set('loop', '1')
    query.set('playlist', id)
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query.toString()}`
}

/** The video's page on YouTube: where the player's link goes without JavaScript. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
}

/** The `kind` of a `<track>` element. */
export type TrackElementKind = 'captions' | 'subtitles' | 'descriptions' | 'chapters'

/**
 * The CMS track kind as a `<track kind>` (CMS-086): transcripts are the spoken words and sounds, i.e.
 * captions; chapters stay chapters; captions, subtitles and descriptions pass through; anything else
 * is treated as captions.
 */
export function trackKind(kind: string | undefined): TrackElementKind {
  switch (kind?.toLowerCase()) {
    case 'chapters':
      return 'chapters'
    case 'descriptions':
      return 'descriptions'
    case 'subtitles':
      return 'subtitles'
    default:
      return 'captions'
  }
}

/** True for a track kind the browser shows as text over the picture. */
export function isTextTrack(kind: TrackElementKind): boolean {
  return kind === 'captions' || kind === 'subtitles'
}

/**
 * CMS-087: the caption track to show, following the browser's languages in order of preference: an
 * exact `srclang` match first (`en-GB`), then the same language (`en`); -1 when no caption track fits.
 */
export function defaultTrackIndex(
  tracks: ReadonlyArray<{ srclang: string; kind?: string }>,
  languages: readonly string[],
): number {
  const captions = tracks.flatMap((track, index) =>
    isTextTrack(trackKind(track.kind)) ? [{ lang: track.srclang.toLowerCase(), index }] : [],
  )
  for (const language of languages) {
    const wanted = language.toLowerCase().replace('_', '-')
    const primary = wanted.split('-')[0]
    const exact = captions.find((track) => track.lang === wanted)
    if (exact) return exact.index
    const same = captions.find((track) => track.lang.split('-')[0] === primary)
    if (same) return same.index
  }
  return -1
}

/** A Cloudinary video: the account's cloud name and the asset's public id (CMS-086). */
export interface CloudinaryAsset {
  cloudName: string
  publicId: string
  /** Where its files are delivered from: the server names it as it reads the content (`CLOUDINARY_URL`). */
  deliveryUrl?: string
}

/** Cloudinary's own delivery origin, for an asset that names none. */
export const CLOUDINARY_DELIVERY_URL = 'https://res.cloudinary.com'

function cloudinaryBase(asset: CloudinaryAsset): string {
  const publicId = asset.publicId
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')
  const origin = (asset.deliveryUrl ?? CLOUDINARY_DELIVERY_URL).replace(/\/$/, '')
  return `${origin}/${encodeURIComponent(asset.cloudName)}/video/upload/%T/${publicId}`
}

/**
 * The Cloudinary delivery URL of a video as MP4, at most `width` pixels wide, quality chosen by
 * Cloudinary (CMS-088). A plain file for the native `<video>`: no Cloudinary player script.
 */
export function cloudinaryVideoUrl(asset: CloudinaryAsset, width?: number): string {
  const transform = width ? `c_limit,w_${width},q_auto` : 'q_auto'
  return `${cloudinaryBase(asset).replace('%T', transform)}.mp4`
}

/** The first frame of a Cloudinary video as a JPEG poster. */
export function cloudinaryPosterUrl(asset: CloudinaryAsset, width?: number): string {
  const transform = width ? `so_0,c_limit,w_${width},q_auto` : 'so_0,q_auto'
  return `${cloudinaryBase(asset).replace('%T', transform)}.jpg`
}

/** One `<source>` of a `<video>`: the last one has no media query and is the fallback. */
export interface VideoSource {
  url: string
  media?: string
  type?: string
}

/** Widest a Cloudinary rendition is for each breakpoint. */
const CLOUDINARY_WIDTHS = { sm: 768, md: 1024, lg: 1920 } as const

const QUERIES = { lg: '(min-width: 1024px)', md: '(min-width: 768px)' } as const

type PerBreakpoint<T> = { sm?: T; md?: T; lg?: T }

/**
 * The sources of a video block, widest screen first (CMS-086): the editor's file per breakpoint, or,
 * with the Cloudinary flag on and an asset given (CMS-088), Cloudinary renditions sized per breakpoint.
 * A breakpoint without its own file falls back to the next smaller one, so the smallest given comes last,
 * without a media query.
 */
export function videoSources(
  media: PerBreakpoint<{ url: string; mimeType?: string }>,
  cloudinary?: CloudinaryAsset,
): VideoSource[] {
  if (cloudinary) {
    return [
      { url: cloudinaryVideoUrl(cloudinary, CLOUDINARY_WIDTHS.lg), media: QUERIES.lg, type: 'video/mp4' },
      { url: cloudinaryVideoUrl(cloudinary, CLOUDINARY_WIDTHS.md), media: QUERIES.md, type: 'video/mp4' },
      { url: cloudinaryVideoUrl(cloudinary, CLOUDINARY_WIDTHS.sm), type: 'video/mp4' },
    ]
  }
  const given = (['lg', 'md', 'sm'] as const).flatMap((bp) => {
    const item = media[bp]
    return item ? [{ bp, item }] : []
  })
  return given.map(({ bp, item }, index) => ({
    url: item.url,
    ...(index < given.length - 1 && bp !== 'sm' ? { media: QUERIES[bp] } : {}),
    ...(item.mimeType ? { type: item.mimeType } : {}),
  }))
}
