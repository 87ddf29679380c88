import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/instore.json' with { type: 'json' }

/**
 * The associate login page's text and an in-store sale's panel on the checkout and the confirmation
 * (INSTORE rows, decisions 005, 072); the header's banner is in `common`.
 */
export const instoreNs = defineNamespace('instore', { en })
