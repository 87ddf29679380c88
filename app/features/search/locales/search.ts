import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/search.json' with { type: 'json' }

/** Search suggestions, the search hub and the no-results state (decision 005). */
export const searchNs = defineNamespace('search', { en })
