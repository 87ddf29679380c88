/**
 * The galleries' posts: report a photo of a social gallery's static grid (CAT-054), from the report
 * page's form (ui/report-form.tsx). No imports: this module reaches the browser.
 */
export const UGC_INTENTS = {
  reportMedia: 'report-media',
} as const

export const UGC_INTENT_NAMES = Object.values(UGC_INTENTS)
