import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { COMPARE_FORM_ID, COMPARE_MAX, COMPARE_MIN, COMPARE_PARAM } from '#app/domain/catalog/compare.ts'
import { listingNs } from '#app/features/catalog/locales/listing.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { comparePath } from '#app/domain/paths/paths.ts'

/** How many compare checkboxes of the form are ticked (they join it from the tiles by `form`). */
function tickedIn(form: HTMLFormElement): number {
  return [...form.elements].filter(
    (el) => el instanceof HTMLInputElement && el.name === COMPARE_PARAM && el.checked,
  ).length
}

/**
 * The listing's one compare form (CAT-038): a GET to the compare page, outside the grid, that the
 * tiles' "Compare" checkboxes join with the `form` attribute. Works without JavaScript; with it, the
 * bar also says how many products are ticked. It shows only while a box is ticked (app.css).
 */
export function CompareBar({ locale }: { locale: string }) {
  const { t } = useTranslation(listingNs)
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const form = document.getElementById(COMPARE_FORM_ID)
    if (!(form instanceof HTMLFormElement)) return
    // A change on a checkbox bubbles through the grid, not through the form it belongs to.
    const update = (event?: Event) => {
      if (!event || (event.target instanceof HTMLInputElement && event.target.form === form)) {
        setCount(tickedIn(form))
      }
    }
    update()
    document.addEventListener('change', update)
    return () => document.removeEventListener('change', update)
  }, [])
  return (
    <Form
      id={COMPARE_FORM_ID}
      method="get"
      action={comparePath(locale)}
      aria-label={t('compareTitle')}
      className="compare-bar"
    >
      <p className="text-sm text-gray-700" role="status">
        {count ? t('compareCount', { count }) : t('compareHint', { min: COMPARE_MIN, max: COMPARE_MAX })}
      </p>
      <button type="submit" className="btn-secondary">
        {t('compareSelected')}
      </button>
    </Form>
  )
}
