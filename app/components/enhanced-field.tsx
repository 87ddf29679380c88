import { useEnhanced } from '#app/components/use-enhanced.ts'
import { ENHANCED_FIELD, ENHANCED_VALUE } from '#app/domain/page/enhanced-post.ts'

/**
 * The enhanced-post marker (decision 017) for a form that shows the action's answer in place: present
 * once the page has hydrated, so the action answers data; before then (or without JavaScript) the same
 * form is a plain post that redirects. Render it only in forms whose component reads the answer.
 */
export function EnhancedField() {
  return useEnhanced() ? <input type="hidden" name={ENHANCED_FIELD} value={ENHANCED_VALUE} /> : null
}
