import { useState, type MouseEvent } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { Picture } from '#app/domain/content/content.ts'
import { youTubeEmbedUrl, youTubeWatchUrl, type PlayerSettings } from '#app/domain/content/video.ts'
import { BlockImage } from '../shared/parts.tsx'
import { PlayIcon, isModifiedClick } from './video-controls.tsx'

/** A YouTube video as a poster and a play button: the privacy-enhanced player loads only when asked for (CMS-089). */

/**
 * CMS-089: a YouTube video as a link with the poster and a play button. Nothing is loaded from YouTube
 * until the shopper clicks; then the youtube-nocookie player replaces it and takes the focus. Without
 * JavaScript (or with a modified click) the link opens the video on YouTube.
 */
export function YouTubeFacade({
  id,
  url,
  title,
  poster,
  settings,
  priority,
}: {
  id: string | null
  url: string
  title: string
  poster: Picture | undefined
  settings: PlayerSettings
  priority: boolean
}) {
  const { t } = useTranslation(blocksNs)
  const [loaded, setLoaded] = useState(false)
  if (loaded && id) {
    return (
      <iframe
        ref={(node) => node?.focus()}
        src={youTubeEmbedUrl(id, settings)}
        title={title}
        className="block aspect-video h-auto w-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!id || isModifiedClick(event)) return
    event.preventDefault()
    setLoaded(true)
  }
  return (
    <a
      href={id ? youTubeWatchUrl(id) : url}
      onClick={open}
      aria-label={t('video.playOnYouTube', { title })}
      className="group relative block aspect-video w-full overflow-hidden bg-gray-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {poster ? (
        <BlockImage media={poster} alt="" priority={priority} className="h-full w-full object-cover" />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/75 text-white group-hover:bg-red-700 group-focus-visible:bg-red-700"
      >
        <PlayIcon className="size-8" />
      </span>
    </a>
  )
}
