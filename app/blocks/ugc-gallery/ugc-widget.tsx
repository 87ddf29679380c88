import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from '#app/components/near-viewport.ts'
import { ugcProductPath } from '#app/domain/paths/paths.ts'
import { ugcTag, ugcWidgetScriptUrl, type UgcPathContext } from '#app/domain/content/ugc.ts'
import { addScript, masterIdFor } from './ugc-scripts.ts'

/**
 * The third-party UGC widget (CAT-046): once the page runs JavaScript and the container comes within
 * 200px of the viewport, its script is added from the configured URL plus the container id and the
 * locale, after the tag is set on the container (the product's master id on a product page, looked up
 * then, CAT-043, or the category). A shopper who never scrolls near the gallery loads neither the
 * lookup nor the third party's code. The script goes when the shopper leaves the page. Without
 * JavaScript the container stays empty.
 */
export function UgcWidget({
  containerId,
  filter,
  context,
  locale,
  widgetUrl,
}: {
  containerId: string
  filter: string
  context: UgcPathContext
  locale: string
  widgetUrl: string | undefined
}) {
  const { productId } = context
  const container = useRef<HTMLDivElement>(null)
  const near = useNearViewport(container)
  // undefined while the product's master id is being looked up.
  const [masterId, setMasterId] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!productId || !near) return
    let current = true
    void masterIdFor(ugcProductPath(locale, productId)).then((id) => {
      if (current) setMasterId(id)
    })
    return () => {
      current = false
    }
  }, [locale, productId, near])

  const ready = near && (!productId || masterId !== undefined)
  const src = widgetUrl ? ugcWidgetScriptUrl(widgetUrl, containerId, locale) : null
  useEffect(() => {
    if (!ready || !src) return
    const script = addScript(src, { 'data-ugc-widget': containerId })
    return () => script.remove()
  }, [ready, src, containerId])

  return (
    <div
      ref={container}
      id={containerId}
      // Space for the photos the widget draws (decision 051); nothing to draw without its script.
      className={widgetUrl ? 'gallery-slot' : undefined}
      data-ugc-filter={filter || undefined}
      data-ugc-tag={ugcTag(context, masterId) ?? undefined}
    />
  )
}
