import { useTranslation } from '#app/components/i18n.tsx'
import { Form, Link, useNavigation } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { PriceTag } from '#app/components/price-tag.tsx'
import { OrderTotals } from '#app/components/order-totals.tsx'
import { loadCart } from '#app/services/shopper-cart.server.ts'
import { localePath } from '#app/utils/paths.ts'
import type { CartItem } from '#app/models/cart.ts'
import type { Route } from './+types/cart'
import { cartAction } from './cart.server.ts'
import { loadSavedForLater, wishlistsDisabled } from './wishlists.server.ts'
import { SaveForLaterButton, SavedForLaterList } from '#app/components/saved-for-later.tsx'

export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [cart, savedForLater] = await Promise.all([loadCart(shopper), loadSavedForLater(shopper)])
  return { cart, savedForLater, canSave: !wishlistsDisabled(shopper), locale: shopper.locale.locale }
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, getShopper(context), getI18n(context).t)
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, locale, savedForLater, canSave } = loaderData
  const { t } = useTranslation()
  const saved = savedForLater ? (
    <SavedForLaterList locale={locale} items={savedForLater.items} total={savedForLater.total} />
  ) : null
  if (!cart || cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
        <p className="mt-4 text-gray-700">{t('cart.empty')}</p>
        <Link to={`/${locale}`} className="btn-primary mt-8 inline-block">
          {t('cart.continueShopping')}
        </Link>
        <div className="text-left">{saved}</div>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
      <p className="mt-1 text-gray-700">{t('cart.itemCount', { count: cart.totalItems })}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-gray-200 border-y border-gray-200">
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} locale={locale} currency={cart.currency} canSave={canSave} />
          ))}
        </ul>
        <aside aria-labelledby="summary-heading" className="h-fit rounded-lg bg-gray-50 p-6">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {t('cart.summary')}
          </h2>
          <OrderTotals totals={cart.totals} currency={cart.currency} locale={locale} />
          <Link to={`/${locale}/checkout`} className="btn-primary mt-6 block text-center">
            {t('cart.checkout')}
          </Link>
        </aside>
      </div>
      {saved}
    </section>
  )
}

function CartLine({
  item,
  locale,
  currency,
  canSave,
}: {
  item: CartItem
  locale: string
  currency: string
  canSave: boolean
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('itemId') === item.id
  const maxQty = item.maxQty ?? 99
  const href = item.pdpUrl ? localePath(locale, item.pdpUrl) : undefined
  return (
    <li className="flex gap-4 py-6" aria-busy={busy}>
      {item.productImageURL ? (
        <img
          src={item.productImageURL}
          alt=""
          width={112}
          height={112}
          className="h-28 w-28 rounded bg-gray-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex justify-between gap-4">
          <div>
            <h2 className="font-semibold">{href ? <Link to={href}>{item.name}</Link> : item.name}</h2>
            <ul className="text-sm text-gray-700">
              {item.variants.map((v) => (
                <li key={v.code}>
                  {t(`cart.variant.${v.code}`, { defaultValue: v.code })}: {v.value}
                </li>
              ))}
            </ul>
          </div>
          <PriceTag
            current={item.price.rowTotal ?? item.price.amount * item.qty}
            original={item.price.original !== undefined ? item.price.original * item.qty : undefined}
            currency={currency}
            locale={locale}
          />
        </div>
        {item.customerNotifications.map((n) => (
          <p key={n.type} className="text-sm text-red-700">
            {n.message ?? n.type}
          </p>
        ))}
        <div className="flex flex-wrap items-end gap-3">
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="productId" value={item.productId} />
            <input type="hidden" name="upc" value={item.upc} />
            <label className="text-sm">
              <span className="block">{t('cart.quantityFor', { name: item.name })}</span>
              <input
                type="number"
                name="qty"
                min={0}
                max={maxQty}
                defaultValue={item.qty}
                required
                className="mt-1 w-20 rounded border border-gray-400 px-2 py-1"
              />
            </label>
            <button type="submit" name="intent" value="update-quantity" className="btn-secondary">
              {t('cart.update')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="upc" value={item.upc} />
            <button
              type="submit"
              name="intent"
              value="remove-item"
              className="text-sm underline"
              aria-label={t('cart.removeItem', { name: item.name })}
            >
              {t('cart.remove')}
            </button>
          </Form>
          {canSave ? <SaveForLaterButton locale={locale} item={item} /> : null}
        </div>
      </div>
    </li>
  )
}

export function meta() {
  return [{ title: 'Cart' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
