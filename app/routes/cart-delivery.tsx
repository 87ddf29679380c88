import { Form, Link, useActionData } from 'react-router'
import { useTranslation } from '#app/components/i18n.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { formatMoney } from '#app/models/site.ts'
import type { Route } from './+types/cart-delivery'
import { deliveryAction, deliveryPageData } from './cart-delivery.server.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return deliveryPageData(getShopper(context), request, params.itemId)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return deliveryAction(request, getShopper(context), getI18n(context).t, params.itemId)
}

export default function CartDelivery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cart')
  const actionData = useActionData<{ result?: { error?: Record<string, string[] | null> } }>()
  const { item, methods, stores, place, locale, currency } = loaderData
  const errors = Object.values(actionData?.result?.error ?? {})
    .flat()
    .filter(Boolean)
  const home = item.code !== 'pickup' && item.code !== 'sts'
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to={`/${locale}/cart`} className="underline">
          {t('delivery.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('delivery.title', { name: item.name })}</h1>
      {errors.length ? (
        <p
          role="alert"
          className="mt-4 rounded border border-red-700 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          {errors.join(' ')}
        </p>
      ) : null}

      <section aria-labelledby="home-heading" className="mt-8">
        <h2 id="home-heading" className="text-xl font-semibold">
          {t('delivery.home')}
        </h2>
        {home ? (
          <Form method="post" className="mt-3">
            <fieldset>
              <legend className="text-sm">{t('delivery.method')}</legend>
              {methods.map((m) => (
                <label key={m.code} className="mt-2 flex items-center gap-2">
                  <input type="radio" name="code" value={m.code} defaultChecked={m.selected} required />
                  <span>
                    {m.label ?? m.code} · {m.deliveryTime} ·{' '}
                    {m.price ? formatMoney(m.price.amount, currency, locale) : ''}
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" name="intent" value="set-shipping-method" className="btn-secondary mt-3">
              {t('delivery.save')}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="mode" value="home" />
            <button type="submit" name="intent" value="set-delivery" className="btn-secondary">
              {t('delivery.toHome')}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="store-heading" className="mt-10">
        <h2 id="store-heading" className="text-xl font-semibold">
          {t('delivery.store')}
        </h2>
        {item.storeId ? <p className="mt-2 text-sm">{t('pickupAt', { store: item.storeId })}</p> : null}
        <Form method="get" className="mt-3 flex items-end gap-2">
          <label className="flex-1 text-sm">
            <span className="block">{t('delivery.place')}</span>
            <input
              name="q"
              defaultValue={place}
              required
              className="mt-1 w-full rounded border border-gray-400 px-2 py-1"
            />
          </label>
          <button type="submit" className="btn-secondary">
            {t('delivery.search')}
          </button>
        </Form>
        {loaderData.storesFailed ? <p className="mt-3 text-sm">{t('delivery.storesFailed')}</p> : null}
        {stores ? (
          stores.length ? (
            <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
              {stores.map((store) => (
                <li key={store.id} className="flex items-center justify-between gap-4 py-3">
                  <div>
                    <p className="font-medium">{store.name}</p>
                    <p className="text-sm text-gray-700">
                      {[store.address, store.city].filter(Boolean).join(', ')}
                    </p>
                    <p className="text-sm">
                      {store.available ? t('delivery.inStock') : t('delivery.notInStock')}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="itemId" value={item.id} />
                    <input type="hidden" name="storeId" value={store.id} />
                    <input type="hidden" name="mode" value={store.available ? 'pickup' : 'sts'} />
                    <button
                      type="submit"
                      name="intent"
                      value="set-delivery"
                      className="btn-secondary"
                      aria-label={t(store.available ? 'delivery.pickupHereLabel' : 'delivery.shipHereLabel', {
                        store: store.name,
                      })}
                    >
                      {t(store.available ? 'delivery.pickupHere' : 'delivery.shipHere')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">{t('delivery.noStores')}</p>
          )
        ) : null}
      </section>
    </section>
  )
}

export function meta() {
  return [{ title: 'Delivery' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export { NotFoundBoundary as ErrorBoundary } from '#app/components/not-found-boundary.tsx'
