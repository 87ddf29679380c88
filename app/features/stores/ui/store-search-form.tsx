import type { FormEvent } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { storesNs } from '#app/features/stores/locales/stores.ts'

/**
 * The place search of the store pages: a GET form (the URL carries the place), its message (translated
 * by the loader) at the field with what was typed kept. `onSearch` runs the search in place instead
 * (the PDP's dialog).
 */
export function StoreSearchForm({
  action,
  q,
  error,
  hidden = {},
  idPrefix = 'stores',
  onSearch,
}: {
  action: string
  q: string
  error?: string
  /** Other query values the search keeps (the variant). */
  hidden?: Record<string, string>
  idPrefix?: string
  onSearch?: (query: URLSearchParams) => void
}) {
  const { t } = useTranslation(storesNs)
  const inputId = `${idPrefix}-q`
  const errorId = `${inputId}-error`
  const submit = onSearch
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        onSearch(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])))
      }
    : undefined
  return (
    <Form method="get" action={action} role="search" noValidate onSubmit={submit} className="mt-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('search.label')}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-2">
        <input
          key={q}
          id={inputId}
          name="q"
          type="text"
          defaultValue={q}
          maxLength={60}
          autoComplete="postal-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input max-w-xs"
        />
        <button type="submit" className="btn-secondary">
          {t('search.submit')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </Form>
  )
}
