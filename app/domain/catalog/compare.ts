import { PRODUCT_ID_PATTERN } from './product-rules.ts'

/**
 * Product compare rules (CAT-038), shared by the compare page and the listing's compare form (no zod:
 * this module reaches the browser).
 */
export const COMPARE_PARAM = 'ids'
export const COMPARE_MIN = 2
export const COMPARE_MAX = 4
/** The id of the listing's one compare form; the tiles' checkboxes join it with the `form` attribute. */
export const COMPARE_FORM_ID = 'compare-form'

export type CompareSelection =
  | { ok: true; ids: string[] }
  | { ok: false; problem: 'tooFew' | 'tooMany'; ids: string[] }

/**
 * The products a compare URL asks for: `ids` repeated (or comma-separated), trimmed, in order, each
 * once; values that are not product ids are dropped. Two to four make a comparison.
 */
export function parseCompareIds(query: URLSearchParams): CompareSelection {
  const ids = [
    ...new Set(
      query
        .getAll(COMPARE_PARAM)
        .flatMap((value) => value.split(','))
        .map((id) => id.trim().toUpperCase())
        .filter((id) => PRODUCT_ID_PATTERN.test(id)),
    ),
  ]
  if (ids.length < COMPARE_MIN) return { ok: false, problem: 'tooFew', ids }
  if (ids.length > COMPARE_MAX) return { ok: false, problem: 'tooMany', ids }
  return { ok: true, ids }
}
