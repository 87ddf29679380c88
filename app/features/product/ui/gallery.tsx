import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import type { ProductColor } from '#app/domain/catalog/product.ts'

/**
 * The colour's images in a swipeable strip with thumbnails. Thumbnails are links to each image's
 * anchor, so they work without JavaScript; with it they scroll the strip without moving the page.
 * The first image is the LCP candidate: fetched with high priority, never lazy.
 */
export function Gallery({ color, name }: { color: ProductColor; name: string }) {
  const { t } = useTranslation(productNs)
  const images = color.images
  return (
    <section aria-label={t('pdp.gallery')}>
      {/* A scrolling region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable). */}
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('pdp.gallery')}
        className="flex snap-x snap-mandatory overflow-x-auto rounded bg-gray-100"
      >
        {images.map((image, index) => (
          <li key={image.url} id={`image-${index + 1}`} className="w-full shrink-0 snap-start">
            <img
              {...productImage(image.url, 600, 600, '(min-width: 768px) 50vw, 100vw')}
              alt={index === 0 ? `${name}, ${color.name}` : image.alt}
              className="w-full"
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul aria-label={t('thumbnails')} className="mt-2 flex gap-2">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#image-${index + 1}`}
                className="block rounded border-2 border-transparent hover:border-gray-900"
                onClick={(event) => {
                  const target = document.getElementById(`image-${index + 1}`)
                  if (!target) return
                  event.preventDefault()
                  target.parentElement?.scrollTo({ left: target.offsetLeft, behavior: 'smooth' })
                }}
              >
                <img
                  {...productImage(image.url, 80, 80, '80px')}
                  alt={t('image', { n: index + 1 })}
                  loading="lazy"
                  className="rounded bg-gray-100"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
