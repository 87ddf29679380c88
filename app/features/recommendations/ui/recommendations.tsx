import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { HydrateNearViewport } from '#app/components/hydrate-near-viewport.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { recommendationsNs } from '#app/features/recommendations/locales/recommendations.ts'
import type { RecommendationView } from '#app/domain/catalog/recommendations.ts'
import { localePath } from '#app/domain/paths/paths.ts'
import { formatRating } from '#app/domain/market/site.ts'

// Loaded on the first "Quick shop": the dialog is not part of the product page's first-load JavaScript.
const QuickShopDialog = lazy(() => import('./quick-shop-dialog.tsx'))
// Loaded on first use, shared with the block list: no chunk of it in the product page's first load.
const tracking = () => import('#app/components/recommendation-tracking.ts')

interface SectionProps {
  widgetId: string
  title?: string
  decision?: string
  items: RecommendationView[]
  locale: string
}

/**
 * "You may also like" (CAT-017, CAT-025): the widget's products as cards, hidden when there are none
 * (CAT-028). It hydrates when it comes within 200px of the viewport (CAT-031). Each card's "Quick shop"
 * opens the quick-shop dialog with JavaScript (CAT-020); without, it is a link to the product page,
 * which serves the same purpose.
 */
export function RecommendationsSection(props: SectionProps) {
  if (!props.items.length) return null
  return (
    <HydrateNearViewport
      as="section"
      version={props}
      aria-labelledby="recommendations-title"
      className="mt-16"
    >
      <Cards {...props} />
    </HydrateNearViewport>
  )
}

/**
 * The impression of what is shown (CAT-029): once per mount and content, through the beacon queue,
 * none when the decision is Control. The section is streamed, so only shoppers with JavaScript see it.
 */
function useImpression({ widgetId, decision, items }: Pick<SectionProps, 'widgetId' | 'decision' | 'items'>) {
  const sent = useRef<string | null>(null)
  const productIds = items.map((item) => item.id).join(',')
  useEffect(() => {
    const key = `${widgetId}|${decision ?? ''}|${productIds}`
    if (sent.current === key) return
    sent.current = key
    void tracking().then((m) => m.trackImpression({ widgetId, decision, productIds: productIds.split(',') }))
  }, [widgetId, decision, productIds])
}

function Cards({ widgetId, title, decision, items, locale }: SectionProps) {
  const { t } = useTranslation(recommendationsNs)
  const [open, setOpen] = useState<RecommendationView | null>(null)
  useImpression({ widgetId, decision, items })
  // A click on a card reports its recToken (CAT-030); the link goes on as it would.
  const track = (item: RecommendationView) => void tracking().then((m) => m.trackClick(item, widgetId))
  const quickShop = (item: RecommendationView) => (event: MouseEvent<HTMLAnchorElement>) => {
    track(item)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setOpen(item)
  }
  return (
    <>
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {title ?? t('title')}
      </h2>
      <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4">
        {items.map((item) => {
          const href = localePath(locale, item.url)
          return (
            // Positioned (`.rec-card`): the card holds its screen-reader text (absolutely placed),
            // which would otherwise be placed against the page and widen it past a phone's screen.
            <li key={item.id} className="rec-card">
              <img
                src={item.image.src}
                alt=""
                width={192}
                height={192}
                loading="lazy"
                className="rec-image"
              />
              <h3 className="rec-name">
                <Link to={href} onClick={() => track(item)}>
                  {item.name}
                </Link>
              </h3>
              <PriceTag price={item.price} locale={locale} className="text-sm" />
              {item.rating ? (
                <p className="rec-rating">
                  <span aria-hidden="true">{`★ ${formatRating(item.rating.score, locale)}`}</span>
                  <span className="sr-only">
                    {t('rating', { score: formatRating(item.rating.score, locale) })}
                  </span>
                </p>
              ) : null}
              <Link
                to={href}
                onClick={quickShop(item)}
                // The name's link above goes to the same page, and the router looks it up ahead once.
                discover="none"
                className="btn-secondary rec-quick-shop"
                aria-label={t('quickShopNamed', { name: item.name })}
              >
                {t('quickShop')}
              </Link>
            </li>
          )
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <QuickShopDialog item={open} locale={locale} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
