import type { FormEvent, MouseEvent } from 'react'
import { Form, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import type { ProductStoresData } from '#app/features/stores/page-data.ts'
import { STORE_INTENTS } from '#app/features/stores/intents.ts'
import { ChangeStoreConfirm, type StoreChange } from './change-store-confirm.tsx'
import { FavoriteStoreForm } from './favorite-store-form.tsx'
import { StoreCard } from './store-card.tsx'
import { StoreSearchForm } from './store-search-form.tsx'

/**
 * The PDP's store availability: the size, the place search, and per store its stock of that size with
 * "Set as my store" and "Pick up here" (CAT-002, CAT-037, CART-024). The store page renders it; the
 * PDP's dialog renders the same panel, loading pages in place (`onLoad`) and taking over the forms'
 * submits (`onSubmitForm`).
 */
export function ProductStoresPanel({
  data,
  refused,
  change,
  idPrefix,
  onLoad,
  onSubmitForm,
  onCancelChange,
}: {
  data: ProductStoresData
  /** A refused post: its message shows above the stores. */
  refused?: FormReply
  /** The pending change-store confirmation (the page's `?confirm=`, or the dialog's own). */
  change: StoreChange | null
  idPrefix?: string
  onLoad?: (href: string) => void
  onSubmitForm?: (event: FormEvent<HTMLFormElement>) => void
  onCancelChange?: () => void
}) {
  const { t } = useTranslation(storesNs)
  const { size, stores, q, productPath, action, pagePath } = data
  const follow = (href: string) =>
    onLoad
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          onLoad(href)
        }
      : undefined
  return (
    <>
      {change ? (
        <ChangeStoreConfirm
          change={change}
          action={action}
          redirectTo={onLoad ? productPath : undefined}
          onSubmit={onSubmitForm}
          onCancel={onCancelChange}
        />
      ) : null}
      {refused?.errors.form ? (
        <p role="alert" className="field-error mt-4">
          {refused.errors.form}
        </p>
      ) : null}
      <nav aria-label={t('pickup.sizes')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {data.sizes.map((s) => (
            <li key={s.label}>
              <Link
                to={s.href}
                onClick={follow(s.href)}
                aria-current={s.current ? 'true' : undefined}
                className={`inline-block min-w-12 rounded border px-3 py-1 text-center text-sm ${
                  s.current ? 'border-black bg-black text-white' : 'border-gray-400'
                }`}
              >
                {t('pickup.size', { size: s.label })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {size ? (
        <StoreSearchForm
          action={pagePath}
          q={q}
          error={data.error}
          idPrefix={idPrefix}
          hidden={{ color: data.color.code, size: size.label }}
          onSearch={onLoad ? (query) => onLoad(`${pagePath}?${query.toString()}`) : undefined}
        />
      ) : (
        <p className="mt-4 text-sm">{t('pickup.chooseSize')}</p>
      )}
      {data.failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {data.failed}
        </p>
      ) : null}
      {size && stores && !data.failed ? (
        <section aria-label={t('locator.results', { place: q })} className="mt-6">
          {stores.length ? (
            <ul className="divide-y divide-gray-200 border-y border-gray-200">
              {stores.map((store) => (
                <StoreCard key={store.id} store={store}>
                  <p className="text-sm font-medium">{t(`stock.${store.level ?? 'unknown'}`)}</p>
                  {store.isFavorite ? null : (
                    <FavoriteStoreForm
                      store={store}
                      action={action}
                      redirectTo={onLoad ? productPath : undefined}
                      onSubmit={onSubmitForm}
                    />
                  )}
                  {store.pickup ? (
                    <Form method="post" action={action} onSubmit={onSubmitForm}>
                      <input type="hidden" name="storeId" value={store.id} />
                      <input type="hidden" name="upc" value={size.upc} />
                      <input type="hidden" name="qty" value="1" />
                      <input type="hidden" name="redirectTo" value={productPath} />
                      <button
                        type="submit"
                        name="intent"
                        value={STORE_INTENTS.pickUpInStore}
                        className="btn-primary"
                        aria-describedby={`store-${store.id}`}
                      >
                        {t('pickup.here')}
                      </button>
                    </Form>
                  ) : null}
                </StoreCard>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{t('locator.none', { place: q })}</p>
          )}
        </section>
      ) : null}
    </>
  )
}
