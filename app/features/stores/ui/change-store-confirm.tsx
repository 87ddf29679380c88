import type { FormEvent } from 'react'
import { Form, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'
import { STORE_INTENTS } from '#app/features/stores/intents.ts'

export interface StoreChange {
  current: { id: string; name: string }
  next: { id: string; name: string }
}

/**
 * The change-store confirmation (CAT-037): another store is the shopper's already. On a store page it
 * is the page's `?confirm=` state (cancel is a link back); in the PDP's dialog `onCancel` closes it.
 * It takes focus when it appears, so the question is what a screen reader reads next.
 */
export function ChangeStoreConfirm({
  change,
  action,
  redirectTo,
  onSubmit,
  onCancel,
}: {
  change: StoreChange
  action: string
  redirectTo?: string
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation(storesNs)
  return (
    <section
      ref={(section) => section?.focus()}
      tabIndex={-1}
      aria-labelledby="change-store-title"
      className="mt-4 rounded border border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="change-store-title" className="font-semibold">
        {t('confirm.title')}
      </h2>
      <p className="mt-1 text-sm">
        {t('confirm.body', { current: change.current.name, next: change.next.name })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post" action={action} onSubmit={onSubmit}>
          <input type="hidden" name="storeId" value={change.next.id} />
          <input type="hidden" name="confirm" value="true" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <button type="submit" name="intent" value={STORE_INTENTS.setFavoriteStore} className="btn-primary">
            {t('confirm.yes')}
          </button>
        </Form>
        {onCancel ? (
          <button type="button" className="underline" onClick={onCancel}>
            {t('confirm.no', { current: change.current.name })}
          </button>
        ) : (
          <Link to={action} className="underline">
            {t('confirm.no', { current: change.current.name })}
          </Link>
        )}
      </div>
    </section>
  )
}
