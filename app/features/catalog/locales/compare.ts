import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/compare.json' with { type: 'json' }

/** The product compare page's text (CAT-038, decision 005); the listing's compare form is in `listing`. */
export const compareNs = defineNamespace('compare', { en })
