import { Suspense, use, useId, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { WithoutScript } from '#app/components/use-enhanced.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { UgcGalleryBlock } from './schema.ts'
import { withQuery } from '#app/domain/paths/paths.ts'
import {
  fillUgcFilter,
  showsUgcHeading,
  UGC_PHOTOS_PARAM,
  ugcPathContext,
  type UgcGrid as Grid,
} from '#app/domain/content/ugc.ts'
import type { BlockProps } from '../block.ts'
import { Heading } from '../shared/parts.tsx'
import { SocialGalleryWidget } from './social-gallery.tsx'
import { useUgcData } from './ugc-context.tsx'
import { UgcGrid } from './ugc-grid.tsx'
import { UgcWidget } from './ugc-widget.tsx'

/**
 * A user-generated-content gallery (CMS-085) of either provider. It reads the product or category from
 * the path (CAT-042) and fills the filter's placeholders with them (CAT-045); its heading shows only
 * off customs pages and where no product is identified (CAT-044). It is a region a screen reader
 * names either way, and a gallery that would repeat another's photos on the page renders nothing.
 */
export default function UgcGallery({ block, locale, headingLevel }: BlockProps<UgcGalleryBlock>) {
  const { t } = useTranslation(blocksNs)
  const { pathname, search } = useLocation()
  const data = useUgcData()
  const headingId = useId()
  const [widgetShown, setWidgetShown] = useState(false)
  const context = ugcPathContext(pathname)
  const filter = fillUgcFilter(block.filter, context)
  // Another gallery of the page already shows these photos: the page shows them once (decision 030).
  if (data?.repeats.includes(block.containerId)) return null
  // Two galleries of a page are two providers: their default names differ.
  const name = t(block.provider === 'social' ? 'ugc.socialHeading' : 'ugc.heading')
  const headed = showsUgcHeading(context)
  const heading = headed ? (
    <Heading level={headingLevel} id={headingId} className="mb-4 text-2xl font-bold">
      {block.title ?? name}
    </Heading>
  ) : null
  // A region named by its heading, or, where CAT-044 keeps the heading off, by the catalogue's name.
  const region = headed ? { 'aria-labelledby': headingId } : { 'aria-label': name }

  // Without JavaScript a report comes back to this page with the grids in the document.
  const photosPage = withQuery(pathname, mergeQuery(search, UGC_PHOTOS_PARAM))
  const grid = data?.grids[block.containerId]
  const renderGrid = (photos: Grid) =>
    photos ? (
      <UgcGrid photos={photos} locale={locale} redirectTo={`${photosPage}#${block.containerId}-photos`} />
    ) : null

  if (block.provider === 'widget') {
    // No script address: the visitor has not allowed functional cookies, so the gallery (heading and
    // all) is left out rather than shown empty.
    if (data && !data.widgetUrl) return null
    // The widget draws its photos with its script. Without JavaScript the region shows the host's
    // photos for the same filter where the page has no social gallery (widgetFallbacks), else nothing.
    const fallback = data?.widgetFallbacks.includes(block.containerId) ?? false
    return (
      <section {...region} className={`${fallback ? '' : 'needs-js '}mx-auto max-w-7xl px-4`}>
        {heading}
        <div className={fallback ? 'needs-js' : undefined}>
          {/* Keyed by the page: another product or category is another widget (script, tag). */}
          <UgcWidget
            key={pathname}
            containerId={block.containerId}
            filter={filter}
            context={context}
            locale={locale}
            widgetUrl={data?.widgetUrl}
          />
        </div>
        {fallback ? (
          <WithoutScript>
            <div id={`${block.containerId}-photos`}>
              {Array.isArray(grid) || grid === null ? (
                renderGrid(grid)
              ) : (
                <PhotosLink href={`${photosPage}#${block.containerId}-photos`} />
              )}
            </div>
          </WithoutScript>
        ) : null}
      </section>
    )
  }

  return (
    <section {...region} className="mx-auto max-w-7xl px-4">
      {heading}
      <SocialGalleryWidget
        key={pathname}
        containerId={block.containerId}
        scriptUrl={data?.socialWidgetUrl}
        onCreated={() => setWidgetShown(true)}
      />
      {/* The static grid until the widget shows; the only gallery without JavaScript. */}
      <div id={`${block.containerId}-photos`} hidden={widgetShown}>
        {grid instanceof Promise ? (
          <Suspense fallback={<PhotosLink href={`${photosPage}#${block.containerId}-photos`} />}>
            <Resolved promise={grid}>{renderGrid}</Resolved>
          </Suspense>
        ) : (
          renderGrid(grid ?? null)
        )}
      </div>
    </section>
  )
}

function mergeQuery(search: string, param: string): URLSearchParams {
  const query = new URLSearchParams(search)
  query.set(param, '1')
  return query
}

/** A deferred grid: its loader promise never rejects (a failure resolves to null). */
function Resolved({ promise, children }: { promise: Promise<Grid>; children: (grid: Grid) => ReactNode }) {
  return children(use(promise))
}

/**
 * Where the grid streams in. React cannot reveal streamed content without JavaScript, so those
 * shoppers get a link to the page with the grid in the document.
 */
function PhotosLink({ href }: { href: string }) {
  const { t } = useTranslation(blocksNs)
  return (
    <noscript>
      <p>
        <a href={href} className="underline">
          {t('ugc.photosLink')}
        </a>
      </p>
    </noscript>
  )
}
