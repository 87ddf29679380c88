import { Suspense, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { Link } from 'react-router'
import { HydrateNearViewport } from '#app/components/hydrate-near-viewport.tsx'
import { KeptItems, useKeptList } from '#app/components/kept-list.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { recommendationsNs } from '#app/features/recommendations/locales/recommendations.ts'
import type { QuickShopItem, RecommendationsView } from '../views.ts'
import { localePath } from '#app/domain/paths/paths.ts'
import { formatRating } from '#app/domain/market/site.ts'
import { preloadable } from '#app/components/preloadable.ts'

// Loaded on the first "Quick shop": the dialog is not part of the product page's first-load JavaScript.
const quickShopCode = preloadable(() => import('./quick-shop-dialog.tsx'), { withNavigation: false })
const QuickShopDialog = quickShopCode.lazy((module) => module.default)
// Loaded on first use, shared with the block list: no chunk of it in the product page's first load.
const tracking = () => import('#app/components/recommendation-tracking.ts')

type SectionProps = RecommendationsView & { locale: string }

/**
 * "You may also like" (CAT-017, CAT-025): the widget's products as cards, hidden when there are none
 * (CAT-028). It hydrates when it comes within 200px of the viewport (CAT-031). The cards are the
 * document's markup alone (decision 109): the browser keeps them as the server drew them, and the list
 * reads a click and a quick shop from the card (`data-rec-product`, `data-rec-token`). Each card's
 * "Quick shop" opens the quick-shop dialog with JavaScript (CAT-020); without, it is a link to the
 * product page, which serves the same purpose.
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
 * The impression of what is shown (CAT-029): once per mount and content, the products read from the
 * cards, through the beacon queue, none when the decision is Control. The section is streamed, so only
 * shoppers with JavaScript see it.
 */
function useImpression(
  list: RefObject<HTMLElement | null>,
  { widgetId, decision, version }: { widgetId: string; decision?: string; version: string },
) {
  const sent = useRef<string | null>(null)
  useEffect(() => {
    const key = `${widgetId}|${decision ?? ''}|${version}`
    if (sent.current === key || !list.current) return
    sent.current = key
    const productIds = [...list.current.querySelectorAll<HTMLElement>('[data-rec-product]')].flatMap(
      (card) => card.dataset.recProduct ?? [],
    )
    void tracking().then((m) => m.trackImpression({ widgetId, decision, productIds }))
  }, [list, widgetId, decision, version])
}

function Cards({ widgetId, title, decision, items, locale }: SectionProps) {
  const { t } = useTranslation(recommendationsNs)
  const [open, setOpen] = useState<QuickShopItem | null>(null)
  const shown = useKeptList(items)
  const list = useRef<HTMLElement>(null)
  useImpression(list, { widgetId, decision, version: items.version })
  // A click on a card reports its recToken (CAT-030) and the link goes on as it would; its "Quick shop"
  // opens the dialog instead, unless the shopper asks for another tab or window. In the capture phase:
  // the links of a card the browser did not draw are followed by the router from the document's capture
  // listener (`useStaticLinks`), which React's, added first, comes before.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null
    const card = target?.closest<HTMLElement>('[data-rec-product]')
    const anchor = target?.closest('a[href]')
    if (!card || !anchor) return
    void tracking().then((m) => m.trackCardClick(card.dataset, { recWidget: widgetId }))
    if (!anchor.classList.contains('rec-quick-shop')) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    const name = card.querySelector('.rec-name')?.textContent ?? ''
    const item = { id: card.dataset.recProduct ?? '', name, href: anchor.getAttribute('href') ?? '' }
    quickShopCode.whenLoaded(() => setOpen(item))
  }
  return (
    <>
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {title ?? t('title')}
      </h2>
      <KeptItems
        kept={items}
        ref={list}
        onClickCapture={onClick}
        className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4"
      >
        {shown.map((item) => {
          const href = localePath(locale, item.url)
          return (
            // Positioned (`.rec-card`): the card holds its screen-reader text (absolutely placed),
            // which would otherwise be placed against the page and widen it past a phone's screen.
            <li key={item.id} className="rec-card" data-rec-product={item.id} data-rec-token={item.token}>
              <img
                src={item.image.src}
                alt=""
                width={192}
                height={192}
                loading="lazy"
                className="rec-image"
              />
              <h3 className="rec-name">
                <Link to={href}>{item.name}</Link>
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
              {/* A plain link: the list opens the dialog from it, whoever drew the card. */}
              <a
                href={href}
                className="btn-secondary rec-quick-shop"
                aria-label={t('quickShopNamed', { name: item.name })}
              >
                {t('quickShop')}
              </a>
            </li>
          )
        })}
      </KeptItems>
      {open ? (
        <Suspense fallback={null}>
          <QuickShopDialog item={open} locale={locale} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
