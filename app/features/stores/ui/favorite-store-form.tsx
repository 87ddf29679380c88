import type { FormEvent } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import { STORE_INTENTS } from '#app/features/stores/intents.ts'

/** "Set as my store": a post with intent `set-favorite-store` (CAT-037), described by the store's name. */
export function FavoriteStoreForm({
  store,
  action,
  redirectTo,
  onSubmit,
}: {
  store: { id: string; name: string }
  action: string
  redirectTo?: string
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation(storesNs)
  return (
    <Form method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="storeId" value={store.id} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button
        type="submit"
        name="intent"
        value={STORE_INTENTS.setFavoriteStore}
        className="btn-secondary"
        aria-describedby={`store-${store.id}`}
      >
        {t('store.set')}
      </button>
    </Form>
  )
}
