import { Form, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import { PriceTag } from '#app/components/price-tag.tsx'
import { productImage } from '#app/domain/catalog/images.ts'
import { SET_ANCHOR } from '#app/domain/catalog/product-set.ts'
import type { ShownSet } from '#app/domain/catalog/product-set-view.ts'
import { cartPath, localePath } from '#app/domain/paths/paths.ts'
import { CART_INTENTS } from '#app/features/cart/intents.ts'

/**
 * "Complete the set": the other members of the product's set (CAT-007/008), each with its own
 * add-to-cart form to the cart action; a size to choose where the member has more than one.
 */
export default function ProductSetSection({
  set,
  locale,
  redirectTo,
}: {
  set: ShownSet
  locale: string
  redirectTo: string
}) {
  const { t } = useTranslation(productNs)
  if (!set.products.length) return null
  return (
    <section id={SET_ANCHOR} aria-labelledby="product-set-title" className="mt-12">
      <h2 id="product-set-title" className="text-2xl font-bold">
        {t('setTitle', { name: set.name })}
      </h2>
      {set.description ? <p className="mt-1 text-gray-700">{set.description}</p> : null}
      <ul className="mt-4 grid gap-6 sm:grid-cols-3">
        {set.products.map((item) => {
          const variants = item.sizes
          return (
            <li key={item.id} className="grid content-start gap-2">
              {item.image ? (
                <img
                  {...productImage(item.image, 240, 240, '240px')}
                  alt=""
                  loading="lazy"
                  className="rounded bg-gray-100"
                />
              ) : null}
              {/* The product route is this page's own, and the cart's the buy box's: both known already. */}
              <Link to={localePath(locale, item.url)} discover="none" className="font-semibold underline">
                {item.name}
              </Link>
              <PriceTag price={item.price} locale={locale} />
              <Form
                method="post"
                action={cartPath(locale)}
                discover="none"
                className="flex flex-wrap items-end gap-2"
              >
                <input type="hidden" name="productId" value={item.id} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <input type="hidden" name="qty" value="1" />
                {variants.length === 1 ? (
                  <input type="hidden" name="upc" value={variants[0]!.upc} />
                ) : (
                  // It takes the line's room, so its button stays beside it whatever the label's length.
                  <label className="min-w-0 flex-1 text-sm">
                    <span className="block">{t('setSize', { name: item.name })}</span>
                    <select name="upc" required className="field-input">
                      {variants.map((v) => (
                        <option key={v.upc} value={v.upc}>
                          {v.label}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <button
                  type="submit"
                  name="intent"
                  value={CART_INTENTS.addToCart}
                  className="btn-secondary shrink-0"
                  aria-label={t('setAdd', { name: item.name })}
                >
                  {t('add')}
                </button>
              </Form>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
