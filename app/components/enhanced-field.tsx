import { useHydrated } from 'remix-utils/use-hydrated'

/**
 * The `enhanced` marker of a form a fetcher posts: present once the page has hydrated, so the action
 * answers data for the form in place; before then (or without JavaScript) the same form is a plain post
 * that redirects back. The name is the actions' ENHANCED_FIELD (models/reviews.ts), written out here so
 * the product page's first load does not take that module's chunk with it.
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null
}
