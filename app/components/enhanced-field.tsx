import { useHydrated } from 'remix-utils/use-hydrated'
import { ENHANCED_FIELD } from '#app/models/reviews.ts'

/**
 * The `enhanced` marker of a form a fetcher posts: present once the page has hydrated, so the action
 * answers data for the form in place; before then (or without JavaScript) the same form is a plain post
 * that redirects back.
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null
}
