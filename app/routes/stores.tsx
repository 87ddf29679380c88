import { answerField } from '#app/components/action-answer.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getShopper } from '#app/context.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ChangeStoreConfirm } from '#app/features/stores/ui/change-store-confirm.tsx'
import { FavoriteStoreForm } from '#app/features/stores/ui/favorite-store-form.tsx'
import { StoreCard } from '#app/features/stores/ui/store-card.tsx'
import { StoreSearchForm } from '#app/features/stores/ui/store-search-form.tsx'
import { getI18n, validationText } from '#app/i18next.server.ts'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import type { Route } from './+types/stores'
import { storeLocatorAction, storeLocatorData } from '#app/features/stores/stores.server.ts'
import { storesPath } from '#app/domain/paths/paths.ts'

/**
 * The store locator (`/{locale}/stores`, CAT-036): the `store-locator` content, a search by postal code
 * or city, and the stores found with their hours; "Set as my store" chooses the favourite store (CAT-037).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await storeLocatorData(getShopper(context), request)
  const { t } = getI18n(context)
  return {
    ...page,
    error: page.error && validationText(t, page.error),
    title: page.page?.meta.title ?? t('meta:storeLocator'),
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(page.page?.components),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return storeLocatorAction(request, getShopper(context), getI18n(context).t)
}

export default function StoreLocator({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(storesNs)
  const { page, contentHydrates, locale, q, error, failed, stores, confirm, action } = loaderData
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('locator.title')}</h1>
      {page ? (
        <DeferredBlockList blocks={page.components} locale={locale} hydrates={contentHydrates} />
      ) : null}
      {confirm ? <ChangeStoreConfirm change={confirm} action={action} /> : null}
      {answerField(actionData, 'reply')?.errors.form ? (
        <p role="alert" className="field-error mt-4">
          {answerField(actionData, 'reply')?.errors.form}
        </p>
      ) : null}
      <StoreSearchForm action={storesPath(locale)} q={q} error={error} />
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {failed}
        </p>
      ) : null}
      {stores && !failed ? (
        <section aria-labelledby="store-results" className="mt-6">
          <h2 id="store-results" className="text-xl font-semibold">
            {t('locator.results', { place: q })}
          </h2>
          {stores.length ? (
            <ul className="divide-y divide-gray-200 border-y border-gray-200">
              {stores.map((store) => (
                <StoreCard key={store.id} store={store}>
                  {store.isFavorite ? null : <FavoriteStoreForm store={store} action={action} />}
                </StoreCard>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{t('locator.none', { place: q })}</p>
          )}
        </section>
      ) : null}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data?.title },
    ...(data?.page?.meta.description ? [{ name: 'description', content: data.page.meta.description }] : []),
  ]
}
