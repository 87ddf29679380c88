/**
 * The galleries' posts: report a photo of a social gallery's static grid (CAT-054). The grid's form
 * posts the same value as `UGC_REPORT_INTENT` (app/domain/content/ugc.ts; report.server.ts checks the two
 * agree). No imports: this module reaches the browser.
 */
export const UGC_INTENTS = {
  reportMedia: 'report-media',
} as const

export const UGC_INTENT_NAMES = Object.values(UGC_INTENTS)
