import { Form, Link } from 'react-router'
import { wishlistsNs } from '#app/features/wishlists/locales/wishlists.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import type { WishlistItem } from '#app/domain/cart/wishlists.ts'
import { localePath, SAVED_FOR_LATER_ID, savedForLaterPath } from '#app/domain/paths/paths.ts'
import { SAVED_FOR_LATER_INTENTS } from '#app/domain/cart/wishlist-intents.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PriceTag } from '../../../components/price-tag.tsx'

/** The shopper's saved-for-later items under the cart, each movable back to the cart or removable. */
export function SavedForLaterList({
  locale,
  items,
  total,
}: {
  locale: string
  items: WishlistItem[]
  total: number
}) {
  const { t } = useTranslation(wishlistsNs)
  // The account's "Saved for later" comes here (SAVED_FOR_LATER_ID): with nothing saved, it says so.
  if (total === 0)
    return (
      <section id={SAVED_FOR_LATER_ID} aria-labelledby="saved-heading" className="mt-12 scroll-mt-4">
        <h2 id="saved-heading" className="text-xl font-bold">
          {t('saved.title')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('saved.empty')}</p>
      </section>
    )
  const action = savedForLaterPath(locale)
  return (
    <section id={SAVED_FOR_LATER_ID} aria-labelledby="saved-heading" className="mt-12 scroll-mt-4">
      <h2 id="saved-heading" className="text-xl font-bold">
        {t('saved.title')}{' '}
        <span className="font-normal text-gray-700">({t('saved.count', { count: total })})</span>
      </h2>
      <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
        {items.map((item) => {
          const name = item.product?.name ?? item.productId
          const image = item.product ? productImage(item.product.image.url, 112) : null
          const href = localePath(locale, item.pageUrl ?? item.product?.url ?? '/')
          return (
            <li key={item.itemId} className="flex gap-4 py-4">
              {image ? (
                <img {...image} alt="" loading="lazy" className="h-28 w-28 rounded bg-gray-100" />
              ) : null}
              <div className="flex flex-1 flex-col gap-1">
                <h3 className="font-semibold">
                  <Link to={href}>{name}</Link>
                </h3>
                {item.size ? <p className="text-sm text-gray-700">{item.size}</p> : null}
                {item.product ? <PriceTag price={item.product.price} locale={locale} /> : null}
                {item.available ? null : <p className="text-sm text-red-700">{t('saved.unavailable')}</p>}
                <div className="mt-2 flex flex-wrap gap-3">
                  {item.upc ? (
                    <Form method="post" action={action}>
                      <input type="hidden" name="itemId" value={item.itemId} />
                      <input type="hidden" name="productId" value={item.productId} />
                      <input type="hidden" name="upc" value={item.upc} />
                      <input type="hidden" name="qty" value={item.qty} />
                      <button
                        type="submit"
                        name="intent"
                        value={SAVED_FOR_LATER_INTENTS.moveToCart}
                        className="btn-secondary"
                        aria-label={t('saved.moveToCartNamed', { name })}
                      >
                        {t('saved.moveToCart')}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post" action={action}>
                    <input type="hidden" name="itemId" value={item.itemId} />
                    <button
                      type="submit"
                      name="intent"
                      value={SAVED_FOR_LATER_INTENTS.removeSaved}
                      className="text-sm underline"
                      aria-label={t('saved.removeNamed', { name })}
                    >
                      {t('saved.remove')}
                    </button>
                  </Form>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** "Save for later" on a cart line. */
export function SaveForLaterButton({
  locale,
  item,
}: {
  locale: string
  item: { id: string; productId: string; upc: string; qty: number; name: string }
}) {
  const { t } = useTranslation(wishlistsNs)
  return (
    <Form method="post" action={savedForLaterPath(locale)}>
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="productId" value={item.productId} />
      <input type="hidden" name="upc" value={item.upc} />
      <input type="hidden" name="qty" value={item.qty} />
      <button
        type="submit"
        name="intent"
        value={SAVED_FOR_LATER_INTENTS.saveForLater}
        className="text-sm underline"
        aria-label={t('saved.saveNamed', { name: item.name })}
      >
        {t('saved.save')}
      </button>
    </Form>
  )
}
