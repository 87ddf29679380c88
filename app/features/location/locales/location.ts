import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/location.json' with { type: 'json' }

/** The location selector page and dialog (PLAT-022, PLAT-032, decision 048: ships only with them). */
export const locationNs = defineNamespace('location', { en })
