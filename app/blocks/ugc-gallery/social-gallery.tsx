import { useEffect, useRef } from 'react'
import { SOCIAL_GALLERY_CREATE_DELAY_MS } from '#app/domain/content/ugc.ts'
import { addScript, logUgcWarning } from './ugc-scripts.ts'

/** What the social media host's widget script defines. */
interface SocialGalleryApi {
  create(containerId: string): void
  destroy(containerId: string): void
}

declare global {
  interface Window {
    SocialGallery?: SocialGalleryApi
  }
}

const READY_EVENT = 'social-gallery-ready'

/** The host's widget API, once its script (added once per page) has run. */
function socialGalleryApi(scriptUrl: string): Promise<SocialGalleryApi> {
  if (window.SocialGallery) return Promise.resolve(window.SocialGallery)
  if (!document.querySelector(`script[data-social-gallery]`)) {
    addScript(scriptUrl, { 'data-social-gallery': '' })
  }
  return new Promise((resolve) => {
    window.addEventListener(READY_EVENT, () => window.SocialGallery && resolve(window.SocialGallery), {
      once: true,
    })
  })
}

/**
 * The social-media gallery widget (CAT-047): created by container id 500 ms after the gallery mounts
 * (CONST-033), destroyed by container id when it unmounts. `onCreated` lets the gallery put its
 * static grid away once the widget shows.
 */
export function SocialGalleryWidget({
  containerId,
  scriptUrl,
  onCreated,
}: {
  containerId: string
  scriptUrl: string | undefined
  onCreated: () => void
}) {
  const created = useRef(onCreated)
  useEffect(() => {
    created.current = onCreated
  })
  useEffect(() => {
    if (!scriptUrl) return
    let mounted = true
    let api: SocialGalleryApi | null = null
    const loading = socialGalleryApi(scriptUrl)
    const timer = window.setTimeout(() => {
      loading
        .then((loaded) => {
          if (!mounted) return
          loaded.create(containerId)
          api = loaded
          created.current()
        })
        .catch((error: unknown) => logUgcWarning('social gallery widget failed', error))
    }, SOCIAL_GALLERY_CREATE_DELAY_MS)
    return () => {
      mounted = false
      window.clearTimeout(timer)
      api?.destroy(containerId)
    }
  }, [containerId, scriptUrl])
  return <div id={containerId} />
}
