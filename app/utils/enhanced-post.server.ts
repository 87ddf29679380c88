import { ENHANCED_FIELD, ENHANCED_VALUE } from '#app/models/enhanced-post.ts'

/** True when a hydrated form that shows the answer in place made this post (decision 017). */
export function isEnhancedPost(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === ENHANCED_VALUE
}
