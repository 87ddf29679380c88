import { ENHANCED_FIELD, ENHANCED_VALUE } from '#app/domain/page/enhanced-post.ts'

/** True when a hydrated form that shows the answer in place made this post (decision 017). */
export function isEnhancedPost(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === ENHANCED_VALUE
}

/**
 * True when a page's loader is read by a dialog of a hydrated page (the same marker in the query,
 * `enhancedLoadPath`): the loader answers the dialog's variant, such as its content section.
 */
export function isEnhancedLoad(request: Request): boolean {
  return new URL(request.url).searchParams.get(ENHANCED_FIELD) === ENHANCED_VALUE
}
