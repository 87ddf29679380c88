import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { PriceTag } from '#app/components/price-tag.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { recommendationsNs } from '#app/features/recommendations/locales/recommendations.ts'
import type { QuickShopItem } from '../views.ts'
import { CART_INTENTS } from '#app/features/cart/intents.ts'
import type { CartAction } from '#app/features/cart/index.ts'
import type { QuickShopData } from '#app/features/product/views.ts'
import { cartPath, quickShopPath } from '#app/domain/paths/paths.ts'

/**
 * The quick-shop dialog (CAT-020): a recommended product's sizes in its first colour, and Add to cart
 * without leaving the page. A native modal dialog: focus moves in, Escape closes, focus returns.
 */
export default function QuickShopDialog({
  item,
  locale,
  onClose,
}: {
  item: QuickShopItem
  locale: string
  onClose: () => void
}) {
  const { t } = useTranslation(recommendationsNs)
  const { t: tc } = useTranslation()
  const product = useFetcher<QuickShopData>()
  const add = useFetcher<CartAction>()
  const [upc, setUpc] = useState<string>()
  const { load } = product
  useEffect(() => {
    void load(quickShopPath(locale, item.id))
  }, [load, locale, item.id])
  const data = product.data
  const added = add.state === 'idle' && add.data && 'miniCart' in add.data ? add.data.miniCart : undefined
  const { href } = item
  return (
    <dialog
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal()
      }}
      onClose={onClose}
      aria-labelledby="quick-shop-title"
      className="dialog-sheet md:max-w-lg"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="quick-shop-title" className="text-xl font-bold">
          {item.name}
        </h2>
        <form method="dialog" className="contents">
          <button className="underline">{tc('cart.close')}</button>
        </form>
      </div>
      {!data ? (
        <p className="mt-6" role="status">
          {t('loading')}
        </p>
      ) : added ? (
        <div className="mt-6" role="status">
          <p className="font-semibold">{added.message}</p>
          <p className="mt-1 text-sm text-gray-700">{tc('cart.itemCount', { count: added.totalItems })}</p>
          <div className="mt-4 flex gap-3">
            <Link to={cartPath(locale)} className="btn-primary">
              {tc('cart.viewCart')}
            </Link>
            <form method="dialog" className="contents">
              <button className="btn-secondary">{tc('cart.continueShopping')}</button>
            </form>
          </div>
        </div>
      ) : (
        <add.Form method="post" action={cartPath(locale)} className="mt-4 grid gap-4">
          <div className="flex gap-4">
            {data.image ? (
              <img {...data.image} alt="" className="h-28 w-28 rounded bg-gray-100 object-cover" />
            ) : null}
            <div>
              <PriceTag price={data.price} locale={locale} />
              <p className="text-sm text-gray-700">
                {t('colour')} {data.color.name}
              </p>
              <Link to={href} className="text-sm underline">
                {t('details')}
              </Link>
            </div>
          </div>
          <input type="hidden" name="intent" value={CART_INTENTS.addToCart} />
          <input type="hidden" name="productId" value={data.id} />
          <EnhancedField />
          <input type="hidden" name="qty" value="1" />
          <fieldset>
            <legend className="font-semibold">{t('size')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {data.sizes.map((size) => (
                <label
                  key={size.label}
                  className="cursor-pointer rounded border border-gray-400 px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-gray-900 has-focus-visible:ring-offset-2 has-checked:border-gray-900 has-checked:bg-gray-900 has-checked:text-white has-disabled:cursor-not-allowed has-disabled:text-gray-500 has-disabled:line-through"
                >
                  <input
                    type="radio"
                    name="upc"
                    value={size.upc ?? ''}
                    disabled={!size.available || !size.upc}
                    checked={upc === size.upc}
                    onChange={() => setUpc(size.upc)}
                    className="sr-only"
                  />
                  {size.label}
                  {size.available ? null : <span className="sr-only">, {t('outOfStock')}</span>}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            className="btn-primary justify-self-start"
            disabled={!upc}
            aria-busy={add.state !== 'idle'}
          >
            {t('addToCart')}
          </button>
        </add.Form>
      )}
    </dialog>
  )
}
