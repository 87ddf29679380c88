import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/recommendations.json' with { type: 'json' }

/** Recommendations and the quick shop's dialog (decision 005). */
export const recommendationsNs = defineNamespace('recommendations', { en })
