import type { FormEvent } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import type { DeliveryData } from '#app/features/cart/page-data.ts'
import { cartDeliveryPath } from '#app/domain/paths/paths.ts'
import { LINE_DELIVERY_INTENTS } from '#app/features/cart/intents.ts'

/**
 * The choices of a line's delivery: the shipment's methods, a store (pick up, ship to store) or, when
 * the item offers one, a collection point (CHK-007). The delivery page renders it; with JavaScript the
 * cart's dialog renders the same panel.
 */
export function DeliveryPanel({
  data,
  onSearch,
  onDone,
}: {
  data: DeliveryData
  /** Searches in place (the dialog) with the search form's query; without it a search is a GET of the page. */
  onSearch?: (query: string) => void
  /** Called when a choice is submitted (the dialog closes). */
  onDone?: () => void
}) {
  const { t } = useTranslation(cartNs)
  const { item, methods, stores, place, locale, currency } = data
  const action = cartDeliveryPath(locale, item.id)
  const home = item.code !== 'pickup' && item.code !== 'sts' && item.code !== 'pudo'
  const search = onSearch
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const fields = [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])
        onSearch(new URLSearchParams(fields).toString())
      }
    : undefined
  return (
    <>
      <section aria-labelledby={`home-heading-${item.id}`} className="mt-8">
        <h2 id={`home-heading-${item.id}`} className="text-xl font-semibold">
          {t('delivery.home')}
        </h2>
        {home ? (
          <Form method="post" action={action} onSubmit={onDone} className="mt-3">
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
            <button
              type="submit"
              name="intent"
              value={LINE_DELIVERY_INTENTS.setShippingMethod}
              className="btn-secondary mt-3"
            >
              {t('delivery.save')}
            </button>
          </Form>
        ) : (
          <Form method="post" action={action} onSubmit={onDone} className="mt-3">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="mode" value="home" />
            <button
              type="submit"
              name="intent"
              value={LINE_DELIVERY_INTENTS.setDelivery}
              className="btn-secondary"
            >
              {t('delivery.toHome')}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby={`store-heading-${item.id}`} className="mt-10">
        <h2 id={`store-heading-${item.id}`} className="text-xl font-semibold">
          {t('delivery.store')}
        </h2>
        {item.storeId ? (
          <p className="mt-2 text-sm">
            {item.storeName ? t('pickupAt', { store: item.storeName }) : t('groups.pickup')}
          </p>
        ) : null}
        <Form method="get" action={action} className="mt-3 flex items-end gap-2" onSubmit={search}>
          {data.pudo?.place ? <input type="hidden" name="point" value={data.pudo.place} /> : null}
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
        {data.storesFailed ? <p className="mt-3 text-sm">{t('delivery.storesFailed')}</p> : null}
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
                  <Form method="post" action={action} onSubmit={onDone}>
                    <input type="hidden" name="itemId" value={item.id} />
                    <input type="hidden" name="storeId" value={store.id} />
                    <input type="hidden" name="mode" value={store.available ? 'pickup' : 'sts'} />
                    <button
                      type="submit"
                      name="intent"
                      value={LINE_DELIVERY_INTENTS.setDelivery}
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

      {data.pudo ? (
        <PickupPointSection data={data} pudo={data.pudo} action={action} search={search} onDone={onDone} />
      ) : null}
    </>
  )
}

/** CHK-007: collection points near a postal code, and the choice of one for the line. */
function PickupPointSection({
  data,
  pudo,
  action,
  search,
  onDone,
}: {
  data: DeliveryData
  pudo: NonNullable<DeliveryData['pudo']>
  action: string
  search?: (event: FormEvent<HTMLFormElement>) => void
  onDone?: () => void
}) {
  const { t } = useTranslation(cartNs)
  const { item, place } = data
  const headingId = `point-heading-${item.id}`
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('delivery.point.heading')}
      </h2>
      {item.point ? (
        <p className="mt-2 text-sm">
          {t('delivery.point.current', { point: item.point.name, address: item.point.address })}
        </p>
      ) : null}
      <Form method="get" action={action} className="mt-3 flex items-end gap-2" onSubmit={search}>
        {place ? <input type="hidden" name="q" value={place} /> : null}
        <label className="flex-1 text-sm">
          <span className="block">{t('delivery.point.place')}</span>
          <input
            name="point"
            defaultValue={pudo.place}
            required
            autoComplete="postal-code"
            className="mt-1 w-full rounded border border-gray-400 px-2 py-1"
          />
        </label>
        <button type="submit" className="btn-secondary">
          {t('delivery.point.search')}
        </button>
      </Form>
      {pudo.failed ? <p className="mt-3 text-sm">{t('delivery.point.failed')}</p> : null}
      {pudo.points ? (
        pudo.points.length ? (
          <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
            {pudo.points.map((point) => (
              <li key={point.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">{point.name}</p>
                  <p className="text-sm text-gray-700">{point.address}</p>
                  {point.carrier ? <p className="text-sm">{point.carrier}</p> : null}
                </div>
                <Form method="post" action={action} onSubmit={onDone}>
                  <input type="hidden" name="itemId" value={item.id} />
                  <input type="hidden" name="storeId" value={point.id} />
                  <input type="hidden" name="mode" value="pudo" />
                  <button
                    type="submit"
                    name="intent"
                    value={LINE_DELIVERY_INTENTS.setDelivery}
                    className="btn-secondary"
                    aria-label={t('delivery.point.chooseLabel', { point: point.name })}
                  >
                    {t('delivery.point.choose')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">{t('delivery.point.none')}</p>
        )
      ) : null}
    </section>
  )
}
