import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { PriceTag } from '#app/components/price-tag.tsx'
import { useTranslation } from '#app/components/i18n.tsx'
import { productNs } from '#app/locales/product.ts'
import type { RecommendationView } from '#app/models/recommendations.ts'
import { localePath } from '#app/models/paths.ts'

// Loaded on the first "Quick shop": the dialog is not part of the product page's first-load JavaScript.
const QuickShopDialog = lazy(() => import('./quick-shop-dialog.tsx'))

/**
 * "You may also like" (CAT-017, CAT-025): the widget's products as cards, hidden when there are none
 * (CAT-028). Each card's "Quick shop" opens the quick-shop dialog with JavaScript (CAT-020); without,
 * it is a link to the product page, which serves the same purpose.
 */
export function RecommendationsSection({
  title,
  items,
  locale,
}: {
  title?: string
  items: RecommendationView[]
  locale: string
}) {
  const { t } = useTranslation(productNs)
  const [open, setOpen] = useState<RecommendationView | null>(null)
  if (!items.length) return null
  const quickShop = (item: RecommendationView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setOpen(item)
  }
  return (
    <section aria-labelledby="recommendations-title" className="mt-16">
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {title ?? t('recommendations.title')}
      </h2>
      <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4">
        {items.map((item) => {
          const href = localePath(locale, item.url)
          return (
            <li key={item.id} className="flex w-48 shrink-0 snap-start flex-col gap-2">
              <img
                src={item.image.src}
                alt=""
                width={192}
                height={192}
                loading="lazy"
                className="aspect-square w-full rounded-md bg-gray-100 object-cover"
              />
              <h3 className="text-sm font-semibold">
                <Link to={href}>{item.name}</Link>
              </h3>
              <PriceTag price={item.price} locale={locale} className="text-sm" />
              {item.rating ? (
                <p className="text-sm text-gray-700">
                  <span aria-hidden="true">★ {item.rating.score.toFixed(1)}</span>
                  <span className="sr-only">
                    {t('recommendations.rating', { score: item.rating.score.toFixed(1) })}
                  </span>
                </p>
              ) : null}
              <Link
                to={href}
                onClick={quickShop(item)}
                className="btn-secondary mt-auto text-center text-sm"
                aria-label={t('recommendations.quickShopNamed', { name: item.name })}
              >
                {t('recommendations.quickShop')}
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
    </section>
  )
}
