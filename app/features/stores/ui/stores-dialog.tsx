import { answerField } from '#app/components/action-answer.ts'
import { useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import { replyFor } from '#app/domain/errors/form-reply.ts'
import { STORE_INTENTS } from '#app/features/stores/intents.ts'
import type { ProductStoresAction, ProductStoresPage } from '../page-data.ts'
import type { StoreChange } from './change-store-confirm.tsx'
import { ProductStoresPanel } from './product-stores-panel.tsx'

/**
 * The pick-up-in-store dialog of the PDP (000 §2 dialogs): the product's store page in a native modal
 * dialog. Its data comes through the fetcher the PDP started; searches and sizes load in place.
 * "Set as my store" posts through a fetcher, asking first when another store is the shopper's
 * (change-store confirmation) and saying so once done (store changed); "Pick up here" is a plain post
 * that ends on the product page with a toast. Escape and Close close it; the PDP puts focus back.
 */
export default function StoresDialog({
  name,
  fetcherKey,
  onClose,
}: {
  name: string
  /** The key of the fetcher that loads the store page's data (the PDP starts it on the click). */
  fetcherKey: string
  onClose: () => void
}) {
  const { t } = useTranslation(storesNs)
  const page = useFetcher<ProductStoresPage>({ key: fetcherKey })
  const favorite = useFetcher<ProductStoresAction>({ key: 'pdp-favorite-store' })
  const [change, setChange] = useState<StoreChange | null>(null)
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null)
  const data = page.data
  const changed = chosen && favorite.state === 'idle' && data?.favorite?.id === chosen.id ? chosen.name : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!data) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const form = new FormData(event.currentTarget, submitter)
    if (form.get('intent') !== STORE_INTENTS.setFavoriteStore) {
      onClose()
      return
    }
    event.preventDefault()
    const id = String(form.get('storeId'))
    const store = data.stores?.find((s) => s.id === id)
    const current = data.favorite
    if (current && current.id !== id && form.get('confirm') !== 'true') {
      setChange({ current, next: { id, name: store?.name ?? id } })
      return
    }
    setChange(null)
    setChosen({ id, name: store?.name ?? id })
    void favorite.submit(form, { method: 'post', action: data.action, preventScrollReset: true })
  }

  return (
    <dialog
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal()
      }}
      onClose={onClose}
      aria-labelledby="stores-dialog-title"
      className="dialog-sheet md:max-w-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="stores-dialog-title" className="text-2xl font-bold">
          {t('pickup.page', { name })}
        </h2>
        <form method="dialog" className="contents">
          <button className="underline">{t('pickup.close')}</button>
        </form>
      </div>
      {changed ? (
        <p role="status" className="mt-4 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('changed', { store: changed })}
        </p>
      ) : null}
      {data ? (
        <ProductStoresPanel
          data={data}
          refused={
            favorite.state === 'idle'
              ? replyFor(answerField(favorite.data, 'reply'), STORE_INTENTS.setFavoriteStore)
              : undefined
          }
          change={change}
          idPrefix="stores-dialog"
          onLoad={(href) => {
            setChange(null)
            void page.load(href)
          }}
          onSubmitForm={submit}
          onCancelChange={() => setChange(null)}
        />
      ) : (
        <p role="status" className="mt-6">
          {t('pickup.loading')}
        </p>
      )}
    </dialog>
  )
}
